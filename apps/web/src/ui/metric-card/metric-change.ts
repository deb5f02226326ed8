import { minimumN, twoProportionZTest } from '@sightline/contracts';
import { pValue } from '../../lib/format.ts';

/** A proportion's counts in one period: x answers of n. */
export interface Counts {
  x: number;
  n: number;
}

/** What a metric card says about the change against the previous period. */
export type MetricChange =
  | { kind: 'up' | 'down'; difference: number; pValue: number; previous: number; previousN: number }
  | { kind: 'none'; difference: number; pValue: number; previous: number; previousN: number }
  | { kind: 'previous-not-enough'; previousN: number }
  | { kind: 'no-previous' };

/**
 * The change of a proportion from the previous period to this one (docs/features/metrics.md, Change between two
 * periods): marked up or down only when the two-proportion z-test says it is significant (p < 0.05); "not enough
 * data" when the previous period has fewer answers than a ±10-point interval needs; nothing to compare when it has
 * none.
 */
export function proportionChange(current: Counts, previous: Counts | null | undefined): MetricChange {
  if (!previous || previous.n === 0) return { kind: 'no-previous' };
  if (previous.n < minimumN) return { kind: 'previous-not-enough', previousN: previous.n };
  const test = twoProportionZTest(previous.x, previous.n, current.x, current.n);
  if (!test) return { kind: 'no-previous' };
  const base = {
    difference: test.difference,
    pValue: test.pValue,
    previous: previous.x / previous.n,
    previousN: previous.n,
  };
  if (!test.significant) return { kind: 'none', ...base };
  return { kind: test.difference > 0 ? 'up' : 'down', ...base };
}

/** Whether n answers are too few for a ±10-point interval: the card then says "not enough data". */
export const tooFewAnswers = (n: number) => n < minimumN;

/** A p value after "p": "= 0.028", or "< 0.001" below that (so a sentence never reads "p = < 0.001"). */
export const pRelation = (p: number) => (p < 0.001 ? pValue(p) : `= ${pValue(p)}`);
