import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { collectStatusColor, collectStatuses } from './collect-status.ts';

/** What the calendar's dots mean. */
export function CollectStatusLegend() {
  const { t } = useTranslation();
  return (
    <Group gap="sm" justify="center" data-testid="calendar-legend">
      {collectStatuses.map((status) => (
        <Group key={status} gap={4} wrap="nowrap">
          <Box
            w={8}
            h={8}
            bg={`${collectStatusColor[status]}.6`}
            style={{ borderRadius: '50%' }}
            aria-hidden
          />
          <Text size="xs" c="dimmed">
            {t(`collects.collectStatus.${status}`)}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
