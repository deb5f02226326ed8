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
 * Pooled two-proportion z-test of x₁/n₁ against x₂/n₂ (the "change between two periods" of §4). `null` when either
 * period has no answers. When both proportions are 0 % or both 100 % the difference is 0 and not significant.
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
