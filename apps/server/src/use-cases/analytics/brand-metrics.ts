import type { GroupBrandMetrics, TrackedBrandMetrics } from '@sightline/contracts';
import { measuredRatio, ratio, sentimentScore, shareOfVoice, wilsonInterval } from '@sightline/core';
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

/**
 * Answer- and mention-based share of voice of each listed brand (null for all when none was mentioned), and their
 * denominators: Σ answers mentioning each listed brand, Σ mentions of the listed brands.
 */
export function sharesOf(keys: readonly string[], sumsOf: (key: string) => BrandCutSums): Shares {
  const sum = (pick: (s: BrandCutSums) => number) => keys.reduce((total, k) => total + pick(sumsOf(k)), 0);
  return {
    answers: shareOfVoice(Object.fromEntries(keys.map((k) => [k, sumsOf(k).answersMentioning]))),
    mentions: shareOfVoice(Object.fromEntries(keys.map((k) => [k, sumsOf(k).mentions]))),
    brandAnswers: sum((s) => s.answersMentioning),
    allMentions: sum((s) => s.mentions),
  };
}

export interface Shares {
  answers: Record<string, number | null>;
  mentions: Record<string, number | null>;
  /** Σ answers mentioning each listed brand (answer-based share of voice's denominator). */
  brandAnswers: number;
  /** Σ mentions of the listed brands (mention-based share of voice's denominator). */
  allMentions: number;
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
export function brandMetrics(brand: TrackedBrand, sums: BrandSums, n: number, shares: Shares): BrandMetrics {
  const mentioning = sums.answersMentioning;
  const { value, low, high } = proportion(mentioning, n);
  const mean = sentimentMean(sums);
  const answerShare = measuredRatio(mentioning, shares.brandAnswers, 'answers', 'brandAnswers');
  const mentionShare = measuredRatio(sums.mentions, shares.allMentions, 'mentions');
  const top1 = measuredRatio(sums.rank1, n, 'answers');
  return {
    key: brand.key,
    name: brand.name,
    own: brand.own,
    visibility: { value, mentioning, n, low, high },
    shareOfVoice: answerShare.value,
    mentionShareOfVoice: mentionShare.value,
    averagePosition: averagePosition(sums),
    top1Rate: top1.value,
    sentiment: {
      meanPolarity: mean,
      score: sentimentScore(mean),
      positive: sums.positive,
      neutral: sums.neutral,
      negative: sums.negative,
    },
    positions: { top: sums.topThird, middle: sums.middleThird, bottom: sums.bottomThird },
    basis: {
      visibility: measuredRatio(mentioning, n, 'answers').basis,
      shareOfVoice: answerShare.basis,
      mentionShareOfVoice: mentionShare.basis,
      top1Rate: top1.basis,
      averagePosition: { answers: mentioning },
      sentiment: { answers: mentioning },
    },
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
    const answerShare = measuredRatio(sums.answersMentioning, shares.brandAnswers, 'answers', 'brandAnswers');
    const mentionShare = measuredRatio(sums.mentions, shares.allMentions, 'mentions');
    const top1 = measuredRatio(sums.rank1, n, 'answers');
    return {
      key,
      visibility: { value, mentioning: sums.answersMentioning, n, low, high },
      shareOfVoice: answerShare.value,
      mentionShareOfVoice: mentionShare.value,
      averagePosition: averagePosition(sums),
      top1Rate: top1.value,
      sentimentScore: sentimentScoreOf(sums),
      basis: {
        visibility: measuredRatio(sums.answersMentioning, n, 'answers').basis,
        shareOfVoice: answerShare.basis,
        mentionShareOfVoice: mentionShare.basis,
        top1Rate: top1.basis,
        averagePosition: { answers: sums.answersMentioning },
        sentiment: { answers: sums.answersMentioning },
      },
    };
  });
}

/** The brand sums of the whole report (zeros for a brand without data). */
export const totalsOf = (brands: BrandRollups) => (key: string) => brands.totals.get(key) ?? emptyBrandSums();

/** Clamped to [0, 1] (float noise of impression sums). */
export const fractionOf = (value: number | null) => clamp(value, 0, 1);
