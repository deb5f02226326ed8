import { Badge, Group, Text } from '@mantine/core';
import type { EngineId } from '@sightline/contracts/constants';
import { useTranslation } from 'react-i18next';
import { engineName } from '../lib/format.ts';

/** The project's engines as badges; the simulator's badge says it is simulated data. */
export function EngineBadges({ engines, simulated = false }: { engines: EngineId[]; simulated?: boolean }) {
  const { t } = useTranslation();
  if (engines.length === 0) return <Text c="dimmed">{t('projects.common.none')}</Text>;
  return (
    <Group gap={6} data-testid="project-engines">
      {engines.map((engine) =>
        engine === 'simulated' || simulated ? (
          <Badge
            key={engine}
            color="orange"
            variant="light"
            tt="none"
            title={t(simulated ? 'projects.simulatedProjectHint' : 'projects.simulatedHint')}
          >
            {engineName(t, engine)} · {t('projects.simulatedBadge')}
          </Badge>
        ) : (
          <Badge key={engine} variant="light" tt="none">
            {engineName(t, engine)}
          </Badge>
        ),
      )}
    </Group>
  );
}
