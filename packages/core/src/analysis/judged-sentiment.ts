/**
 * Judged sentiment as a `SentimentScorer`: a stored verdict of the sentiment judge (brand key → its sentiment and,
 * per evaluation item, the aspect's) answers first; what the verdict leaves out is scored by the fallback (the
 * lexicon). Analysis stays synchronous and deterministic: the verdict was asked for once, out of band, and cached.
 */
import type { SentimentScorer } from './sentiment.ts';

/** Brand key → { sentiment, aspects: item key → sentiment }, each in [−1, 1]. */
export type SentimentVerdict = Readonly<
  Record<string, { sentiment: number; aspects?: Readonly<Record<string, number>> | undefined }>
>;

export function judgedSentiment(verdict: SentimentVerdict, fallback: SentimentScorer): SentimentScorer {
  return {
    id: `judged+${fallback.id}`,
    score(passages, context) {
      const brand = context.brandKey === undefined ? undefined : verdict[context.brandKey];
      const judged = context.itemKey === undefined ? brand?.sentiment : brand?.aspects?.[context.itemKey];
      return typeof judged === 'number' && Number.isFinite(judged)
        ? Math.max(-1, Math.min(1, judged))
        : fallback.score(passages, context);
    },
  };
}
