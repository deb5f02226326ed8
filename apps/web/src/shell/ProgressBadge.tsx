import { Badge, RingProgress, Text, Tooltip } from '@mantine/core';

/**
 * A header badge for work in progress: a ring filled to `value` (0–1), the label (a shorter one on phones) and a
 * tooltip. The collection and re-analysis badges share it.
 */
export function ProgressBadge({
  value,
  color,
  label,
  short,
  hint,
  ariaLabel,
  testId,
}: {
  value: number;
  color: string;
  label: string;
  short: string;
  hint: string;
  ariaLabel: string;
  testId: string;
}) {
  return (
    <Tooltip label={hint} multiline w={300} withinPortal>
      <Badge
        variant="light"
        color={color}
        size="lg"
        radius="xl"
        tt="none"
        fw={500}
        pl={4}
        data-testid={testId}
        aria-label={ariaLabel}
        leftSection={
          <RingProgress
            size={24}
            thickness={3}
            roundCaps
            sections={[{ value: value * 100, color }]}
            aria-hidden
          />
        }
      >
        <Text span inherit visibleFrom="sm">
          {label}
        </Text>
        <Text span inherit hiddenFrom="sm">
          {short}
        </Text>
      </Badge>
    </Tooltip>
  );
}
