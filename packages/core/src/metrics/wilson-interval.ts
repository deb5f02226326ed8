export interface Interval {
  low: number;
  high: number;
}

/**
 * Wilson score interval of a proportion `successes / n` (z = 1.96: 95 %). Unlike the normal approximation it stays
 * inside [0, 1] and is honest for small n and for 0 % or 100 %.
 *
 * With n = 0 there is no proportion to bound, so the answer is `null` (not [0, 0], which would read as "certainly
 * zero"): callers show "no data" and the API sends `low: null, high: null`.
 */
export function wilsonInterval(successes: number, n: number, z = 1.96): Interval | null {
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
 * Whether n answers are enough for a ±`margin` interval whatever the proportion (the worst case, p = ½):
 * z·√(¼ / n) ≤ margin. With the defaults (±10 points at 95 %) that is n ≥ 97.
 */
export function hasEnoughForMargin(n: number, margin = 0.1, z = 1.96): boolean {
  return n > 0 && z * Math.sqrt(0.25 / n) <= margin;
}
