// The one sentiment scale people read (docs/features/metrics.md, Sentiment): 0–100 with 50 neutral. The analysis
// scores tone as a polarity in [−1, 1]; the API keeps that under the name `polarity` beside the score.

/** A polarity in [−1, 1] on the 0–100 scale, 50 being neutral, one decimal; `null` stays `null`. */
export function sentimentScore(polarity: number): number;
export function sentimentScore(polarity: number | null): number | null;
export function sentimentScore(polarity: number | null): number | null {
  if (polarity === null) return null;
  const clamped = Math.min(1, Math.max(-1, polarity));
  // One decimal: the scale has no more precision than that, and floats must not print as 58.830000000000005.
  return Math.round((clamped + 1) * 500) / 10;
}
