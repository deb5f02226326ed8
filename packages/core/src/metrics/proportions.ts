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

/** A sentiment in [−1, 1] shown on 0–100, 50 being neutral (docs/features/metrics.md); `null` stays `null`. */
export function sentimentScore(mean: number | null): number | null {
  if (mean === null) return null;
  const clamped = Math.min(1, Math.max(-1, mean));
  // One decimal: the scale has no more precision than that, and floats must not print as 58.830000000000005.
  return Math.round((clamped + 1) * 500) / 10;
}
