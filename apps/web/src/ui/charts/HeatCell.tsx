import { Box, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { type HeatColor, type HeatScale, heatColor } from './heat-scale.ts';

export interface HeatCellProps {
  value: number | null;
  scale: HeatScale;
  /** The value as people read it ("42.5%"), formatted by lib/format.ts. */
  label: string;
  /** A second, smaller line (n, a count). */
  detail?: ReactNode;
  /** The exact value with its n and interval, on hover. */
  title?: string;
  /** Makes the cell a button (e.g. opening the answers behind it). */
  onClick?: () => void;
  /** The button's accessible name (what it shows and what it opens), read instead of its bare value. */
  ariaLabel?: string;
  testId?: string;
}

/** One cell of a heat table: the value on its colour, with its n below and the exact numbers on hover. */
export function HeatCell({ value, scale, label, detail, title, onClick, ariaLabel, testId }: HeatCellProps) {
  const heat: HeatColor = heatColor(value, scale);
  const content = (
    <Stack gap={0} align="center">
      <Text size="sm" fw={600} c="inherit" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {label}
      </Text>
      {detail !== undefined && (
        <Text size="xs" c="inherit" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {detail}
        </Text>
      )}
    </Stack>
  );
  const style = {
    background: heat.background,
    color: heat.color,
    borderRadius: 6,
    padding: '4px 8px',
    minWidth: 72,
    display: 'block',
    width: '100%',
  };
  return onClick ? (
    <UnstyledButton
      onClick={(event) => {
        event.stopPropagation();
        onClick();
      }}
      style={style}
      title={title}
      aria-label={ariaLabel}
      data-testid={testId}
      data-level={heat.level ?? ''}
    >
      {content}
    </UnstyledButton>
  ) : (
    <Box style={style} title={title} data-testid={testId} data-level={heat.level ?? ''}>
      {content}
    </Box>
  );
}
