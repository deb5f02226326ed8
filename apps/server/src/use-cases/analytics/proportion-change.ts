import type { ProportionChange } from '@sightline/contracts';
import { ratio, twoProportionZTest } from '@sightline/core';

/**
 * The change of a proportion from the period before (`x1` of `n1`) to this one (`x2` of `n2`): the difference with
 * the pooled two-proportion z-test (two-sided, significant at 95 %). Delta and p are null when either n is 0.
 */
export function proportionChange(x1: number, n1: number, x2: number, n2: number): ProportionChange {
  const test = twoProportionZTest(x1, n1, x2, n2);
  return {
    previous: ratio(x1, n1),
    previousN: n1,
    delta: test ? Math.min(1, Math.max(-1, test.difference)) : null,
    pValue: test ? Math.min(1, Math.max(0, test.pValue)) : null,
    significant: test?.significant ?? false,
  };
}
