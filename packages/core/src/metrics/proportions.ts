import type { RatioBasis, RatioUnit } from '@sightline/contracts';

/** `part / whole`, or `null` when the whole is zero: "no data" is not "0 %". */
export function ratio(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/**
 * Share of voice of each brand: its count over the sum of every tracked brand's count. Answer-based SoV takes
 * answers mentioning each brand, mention-based SoV takes mention counts (docs/features/metrics.md). All `null` when nobody was mentioned;
 * otherwise the shares sum to 1.
 */
export function shareOfVoice<K extends string>(
  counts: Readonly<Record<K, number>>,
): Record<K, number | null> {
  const entries = Object.entries(counts) as Array<[K, number]>;
  const total = entries.reduce((sum, [, count]) => sum + count, 0);
  return Object.fromEntries(entries.map(([key, count]) => [key, ratio(count, total)])) as Record<
    K,
    number | null
  >;
}

/**
 * A rate and what it rests on, from one computation: `value` = numerator / denominator (null when the denominator is
 * 0), and the basis the explanation line is rendered from (docs/features/metrics.md, Explanations).
 */
export function measuredRatio(
  numerator: number,
  denominator: number,
  numeratorUnit: RatioUnit,
  denominatorUnit: RatioUnit = numeratorUnit,
): { value: number | null; basis: RatioBasis } {
  return {
    value: ratio(numerator, denominator),
    basis: { numerator, denominator, numeratorUnit, denominatorUnit },
  };
}
