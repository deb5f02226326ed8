import { Stack, Text } from '@mantine/core';
import type { DomainRate } from '@sightline/contracts';
import { count, interval, percent } from '../../lib/format.ts';
import { type DomainOverTimeKey, useDomainOverTimeText } from './domain-over-time-strings.ts';

/**
 * A rate as the API gives it: its value, and under it the line read from its numerator and denominator ("4 of 7
 * citing answers"), never recomputed here; the 95 % interval as the value's title.
 */
export function DomainRateText({
  rate,
  of,
  testId,
}: {
  rate: DomainRate;
  /** Which line explains it: over the answers citing the domain, or over answers. */
  of: Extract<DomainOverTimeKey, 'ofCiting' | 'ofAnswers'>;
  testId?: string;
}) {
  const text = useDomainOverTimeText();
  return (
    <Stack gap={0} align="flex-end" data-testid={testId}>
      <Text
        size="sm"
        fw={500}
        title={interval(rate.low, rate.high) || undefined}
        data-testid={testId ? `${testId}-value` : undefined}
      >
        {percent(rate.value)}
      </Text>
      <Text size="xs" c="dimmed" data-testid={testId ? `${testId}-basis` : undefined}>
        {text(of, { x: count(rate.numerator), n: count(rate.denominator) })}
      </Text>
    </Stack>
  );
}
