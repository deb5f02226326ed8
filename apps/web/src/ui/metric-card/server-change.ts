import { minimumN, type ProportionChange } from '@sightline/contracts';
import type { MetricChange } from './metric-change.ts';

/**
 * The server's change of a proportion (`compare=previous`: delta and the pooled two-proportion z-test) as a metric
 * card says it: up or down only when significant at 95 %; "not enough data" when the previous period has fewer
 * answers than a ±10-point interval needs; nothing to compare when it has none.
 */
export function serverChange(change: ProportionChange | null | undefined): MetricChange {
  if (!change || change.previousN === 0 || change.previous === null) return { kind: 'no-previous' };
  if (change.previousN < minimumN) return { kind: 'previous-not-enough', previousN: change.previousN };
  if (change.delta === null || change.pValue === null) return { kind: 'no-previous' };
  const base = {
    difference: change.delta,
    pValue: change.pValue,
    previous: change.previous,
    previousN: change.previousN,
  };
  if (!change.significant) return { kind: 'none', ...base };
  return { kind: change.delta > 0 ? 'up' : 'down', ...base };
}
