import { sentimentLabelThreshold } from '../analysis/chat-facts.ts';

export type SentimentLabelName = 'positive' | 'neutral' | 'negative';

/** A stored sentiment score with its label, by the same threshold the rollups count labels with. */
export function labelledSentiment(score: number): { score: number; label: SentimentLabelName } {
  const t = sentimentLabelThreshold;
  return { score, label: score > t ? 'positive' : score < -t ? 'negative' : 'neutral' };
}
