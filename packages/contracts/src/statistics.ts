/**
 * The statistics behind every rate Sightline shows (docs/features/metrics.md), as pure functions shared by the
 * server (through @sightline/core, which re-exports them) and the web app (metric cards, interval bands): the
 * Wilson 95 % interval, the smallest n for a ±10-point interval, and the two-proportion z-test that decides whether
 * a change is marked.
 */

export interface Interval {
  low: number;
  high: number;
}

/** z of a two-sided 95 % interval. */
export const z95 = 1.96;

/**
 * Wilson score interval of a proportion `successes / n` (z = 1.96: 95 %). Unlike the normal approximation it stays
 * inside [0, 1] and is honest for small n and for 0 % or 100 %.
 *
 * With n = 0 there is no proportion to bound, so the answer is `null` (not [0, 0], which would read as "certainly
 * zero"): callers show "no data" and the API sends `low: null, high: null`.
 */
export function wilsonInterval(successes: number, n: number, z = z95): Interval | null {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`n must be a non-negative integer, got ${n}`);
  if (!Number.isInteger(successes) || successes < 0 || successes > n) {
    throw new RangeError(`successes must be an integer in [0, ${n}], got ${successes}`);
  }
  if (n === 0) return null;
  const p = successes / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const center = (p + z2 / (2 * n)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  // Exact at the edges (0/n has low 0, n/n has high 1); clamp rounding noise elsewhere.
  return {
    low: successes === 0 ? 0 : Math.max(0, center - half),
    high: successes === n ? 1 : Math.min(1, center + half),
  };
}

/**
 * The smallest n whose interval is at most ±`margin` whatever the proportion (the worst case, p = ½):
 * z·√(¼ / n) ≤ margin ⇔ n ≥ z²/(4·margin²). With the defaults (±10 points at 95 %) that is 97.
 */
export function minimumNForMargin(margin = 0.1, z = z95): number {
  // Rounded to 9 decimals first so that float noise (96.04000000001) does not add one.
  return Math.ceil(Math.round(((z * z) / (4 * margin * margin)) * 1e9) / 1e9);
}

/** Below this n a rate is "not enough data" on screen: too few answers for a ±10-point 95 % interval. */
export const minimumN = minimumNForMargin();

/** Whether n answers are enough for a ±`margin` interval whatever the proportion (n ≥ 97 with the defaults). */
export function hasEnoughForMargin(n: number, margin = 0.1, z = z95): boolean {
  return n > 0 && n >= minimumNForMargin(margin, z);
}

export interface TwoProportionTest {
  /** p₂ − p₁: the change from the first period to the second, as a fraction. */
  difference: number;
  z: number;
  /** Two-sided p-value. */
  pValue: number;
  significant: boolean;
}

/** Error function, Abramowitz & Stegun 7.1.26 (absolute error < 1.5·10⁻⁷). */
function erf(x: number): number {
  const sign = x < 0 ? -1 : 1;
  const a = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * a);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return sign * (1 - poly * Math.exp(-a * a));
}

/** Standard normal cumulative distribution Φ(x). */
export function normalCdf(x: number): number {
  return 0.5 * (1 + erf(x / Math.SQRT2));
}

/**
 * Pooled two-proportion z-test of x₁/n₁ against x₂/n₂ (docs/features/metrics.md, Change between two periods).
 * `null` when either period has no answers. When both proportions are 0 % or both 100 % the difference is 0 and not
 * significant.
 */
export function twoProportionZTest(
  x1: number,
  n1: number,
  x2: number,
  n2: number,
  alpha = 0.05,
): TwoProportionTest | null {
  if (n1 <= 0 || n2 <= 0) return null;
  const p1 = x1 / n1;
  const p2 = x2 / n2;
  const pooled = (x1 + x2) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  const difference = p2 - p1;
  if (se === 0) return { difference, z: 0, pValue: 1, significant: false };
  const z = difference / se;
  const pValue = Math.min(1, 2 * (1 - normalCdf(Math.abs(z))));
  return { difference, z, pValue, significant: pValue < alpha };
}
