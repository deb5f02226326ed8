import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { cssColor } from '../brand-colors.ts';

export interface TooltipRow {
  key: string;
  label: string;
  color: string;
  /** The exact value, already formatted by lib/format.ts. */
  value: string;
  /** A second line: the interval, n, a count. */
  detail?: string | undefined;
}

/** The box every chart's tooltip shows: a heading (the day, the brand) and one row per series with its exact value. */
export function ChartTooltipBox({
  heading,
  rows,
  footer,
}: {
  heading: ReactNode;
  rows: TooltipRow[];
  footer?: ReactNode;
}) {
  return (
    <Paper shadow="md" withBorder p="xs" radius="md" miw={180} data-testid="chart-tooltip">
      <Text size="xs" fw={600} mb={4}>
        {heading}
      </Text>
      <Stack gap={4}>
        {rows.map((row) => (
          <Group key={row.key} gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
            <Group gap={6} wrap="nowrap">
              <Box
                w={10}
                h={10}
                mt={3}
                style={{ borderRadius: 2, background: cssColor(row.color), flex: 'none' }}
              />
              <Stack gap={0}>
                <Text size="xs">{row.label}</Text>
                {row.detail && (
                  <Text size="xs" c="dimmed">
                    {row.detail}
                  </Text>
                )}
              </Stack>
            </Group>
            <Text size="xs" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {row.value}
            </Text>
          </Group>
        ))}
      </Stack>
      {footer && (
        <Text size="xs" c="dimmed" mt={4}>
          {footer}
        </Text>
      )}
    </Paper>
  );
}
