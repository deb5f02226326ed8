import { Badge, Group, Text } from '@mantine/core';
import type { EngineId } from '@sightline/contracts/constants';
import { useTranslation } from 'react-i18next';

/** An engine's name; the simulator is always marked as simulated data (the mark goes under the name when narrow). */
export function EngineLabel({ engine, size = 'sm' }: { engine: EngineId; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} component="span" style={{ rowGap: 2 }}>
      <Text component="span" size={size}>
        {t(`projects.engines.${engine}`)}
      </Text>
      {engine === 'simulated' && (
        <Badge size="xs" color="orange" variant="light" data-testid="simulated-badge">
          {t('projects.simulatedBadge')}
        </Badge>
      )}
    </Group>
  );
}
