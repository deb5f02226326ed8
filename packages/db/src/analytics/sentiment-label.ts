import { sentimentScore } from '@sightline/contracts';
import { sentimentLabelThreshold } from '../analysis/chat-facts.ts';

export type SentimentLabelName = 'positive' | 'neutral' | 'negative';

/**
 * A stored polarity (−1…1) as the API gives it: the 0–100 score people read (50 neutral), the polarity itself, and
 * its label by the same threshold the rollups count labels with.
 */
export function labelledSentiment(polarity: number): {
  score: number;
  polarity: number;
  label: SentimentLabelName;
} {
  const t = sentimentLabelThreshold;
  return {
    score: sentimentScore(polarity),
    polarity,
    label: polarity > t ? 'positive' : polarity < -t ? 'negative' : 'neutral',
  };
}
