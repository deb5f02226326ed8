import { Badge, Group, Text } from '@mantine/core';
import type { EngineId } from '@sightline/contracts/constants';
import { useTranslation } from 'react-i18next';
import { engineName, engineNames } from '../../lib/format.ts';

/** A watch's engines as one line of names, or "all engines" when it has none (it matches every engine's answers). */
export function WatchEnginesText({ engines }: { engines: readonly EngineId[] }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c={engines.length === 0 ? 'dimmed' : undefined} data-testid="watch-engines">
      {engines.length === 0 ? t('watches.allEngines') : engineNames(t, engines)}
    </Text>
  );
}

/** A watch's engines as badges (the simulator's marked as simulated data), or "all engines". */
export function WatchEngineBadges({ engines }: { engines: readonly EngineId[] }) {
  const { t } = useTranslation();
  if (engines.length === 0) {
    return (
      <Badge variant="default" tt="none" data-testid="watch-engines">
        {t('watches.allEngines')}
      </Badge>
    );
  }
  return (
    <Group gap={6} data-testid="watch-engines">
      {engines.map((engine) => (
        <Badge
          key={engine}
          variant="light"
          color={engine === 'simulated' ? 'orange' : undefined}
          tt="none"
          title={engine === 'simulated' ? t('projects.simulatedHint') : undefined}
        >
          {engineName(t, engine)}
          {engine === 'simulated' && ` · ${t('projects.simulatedBadge')}`}
        </Badge>
      ))}
    </Group>
  );
}
