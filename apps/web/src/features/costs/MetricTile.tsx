import { Group, Paper, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A small titled figure of the costs screens (its definition in a tooltip on the info icon), skeleton while loading. */
export function MetricTile({
  title,
  help,
  value,
  loading,
  children,
  action,
  testId,
}: {
  title: string;
  help?: ReactNode;
  value: ReactNode;
  loading?: boolean;
  children?: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId} aria-busy={loading ?? false}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap={4} wrap="nowrap">
            <Text size="sm" c="dimmed">
              {title}
            </Text>
            {help && (
              <Tooltip
                label={help}
                multiline
                w={340}
                withArrow
                events={{ hover: true, focus: true, touch: true }}
              >
                <IconInfoCircle size={15} style={{ flex: 'none' }} tabIndex={0} aria-label={title} />
              </Tooltip>
            )}
          </Group>
          {action}
        </Group>
        {loading ? (
          <>
            <Skeleton h={28} w="60%" radius="sm" />
            <Skeleton h={14} w="80%" radius="sm" />
          </>
        ) : (
          <>
            <Text fz={24} fw={700} lh={1.2} data-testid={testId ? `${testId}-value` : undefined}>
              {value}
            </Text>
            {children}
          </>
        )}
      </Stack>
    </Paper>
  );
}
