import type { GroupBrandMetrics, TrackedBrandMetrics } from '@sightline/contracts';
import { ratio, sentimentScore, shareOfVoice, wilsonInterval } from '@sightline/core';
import {
  type AnalyticsProject,
  type BrandCutSums,
  type BrandRollups,
  type BrandSums,
  emptyBrandSums,
  type TrackedBrand,
} from '@sightline/db';

const clamp = (value: number | null, low: number, high: number) =>
  value === null ? null : Math.min(high, Math.max(low, value));

/** A proportion with its Wilson 95 % bounds (all null when n = 0). */
export function proportion(successes: number, n: number) {
  const interval = wilsonInterval(successes, n);
  return { value: ratio(successes, n), n, low: interval?.low ?? null, high: interval?.high ?? null };
}

/** Every brand to report: the tracked ones, then any other key with data (a competitor deleted since). */
export function brandsToReport(project: AnalyticsProject, brands: BrandRollups): TrackedBrand[] {
  const known = new Set(project.brands.map((b) => b.key));
  const gone = [...brands.totals.keys()].filter((key) => !known.has(key)).sort();
  return [...project.brands, ...gone.map((key) => ({ key, name: key, own: false }))];
}

/** Answer- and mention-based share of voice of each listed brand (null for all when none was mentioned). */
export function sharesOf(keys: readonly string[], sumsOf: (key: string) => BrandCutSums) {
  return {
    answers: shareOfVoice(Object.fromEntries(keys.map((k) => [k, sumsOf(k).answersMentioning]))),
    mentions: shareOfVoice(Object.fromEntries(keys.map((k) => [k, sumsOf(k).mentions]))),
  };
}

/** Mean per-answer sentiment in [−1, 1]: per-answer scores have 4 decimals, and so does the mean. */
function sentimentMean(sums: BrandCutSums): number | null {
  const m = sums.answersMentioning;
  return clamp(m > 0 ? Math.round((sums.sentimentSum / m) * 1e4) / 1e4 : null, -1, 1);
}

/** Mean rank among tracked brands over the answers mentioning the brand; null when never mentioned. */
export const averagePosition = (sums: BrandCutSums) =>
  sums.answersMentioning > 0 ? sums.rankSum / sums.answersMentioning : null;

/** The sentiment score (0–100) of the brand's mean; null when never mentioned. */
export const sentimentScoreOf = (sums: BrandCutSums) => sentimentScore(sentimentMean(sums));

export type BrandMetrics = Omit<TrackedBrandMetrics, 'change'>;

/** A brand's metrics (docs/features/metrics.md) over the report's n. */
export function brandMetrics(
  brand: TrackedBrand,
  sums: BrandSums,
  n: number,
  shares: { answers: number | null; mentions: number | null },
): BrandMetrics {
  const mentioning = sums.answersMentioning;
  const { value, low, high } = proportion(mentioning, n);
  const mean = sentimentMean(sums);
  return {
    key: brand.key,
    name: brand.name,
    own: brand.own,
    visibility: { value, mentioning, n, low, high },
    shareOfVoice: shares.answers,
    mentionShareOfVoice: shares.mentions,
    averagePosition: averagePosition(sums),
    top1Rate: ratio(sums.rank1, n),
    sentiment: {
      mean,
      score: sentimentScore(mean),
      positive: sums.positive,
      neutral: sums.neutral,
      negative: sums.negative,
    },
    positions: { top: sums.topThird, middle: sums.middleThird, bottom: sums.bottomThird },
  };
}

/** Each listed brand's metrics within one group of n answers, in the order of `keys` (the report's brands). */
export function groupBrandMetrics(
  keys: readonly string[],
  sumsOf: (key: string) => BrandCutSums,
  n: number,
): Array<Omit<GroupBrandMetrics, 'change'>> {
  const shares = sharesOf(keys, sumsOf);
  return keys.map((key) => {
    const sums = sumsOf(key);
    const { value, low, high } = proportion(sums.answersMentioning, n);
    return {
      key,
      visibility: { value, mentioning: sums.answersMentioning, n, low, high },
      shareOfVoice: shares.answers[key] ?? null,
      mentionShareOfVoice: shares.mentions[key] ?? null,
      averagePosition: averagePosition(sums),
      top1Rate: ratio(sums.rank1, n),
      sentimentScore: sentimentScoreOf(sums),
    };
  });
}

/** The brand sums of the whole report (zeros for a brand without data). */
export const totalsOf = (brands: BrandRollups) => (key: string) => brands.totals.get(key) ?? emptyBrandSums();

/** Clamped to [0, 1] (float noise of impression sums). */
export const fractionOf = (value: number | null) => clamp(value, 0, 1);
