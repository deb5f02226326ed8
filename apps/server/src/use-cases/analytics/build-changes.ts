import type { BrandChange, ProportionChange, ValueChange } from '@sightline/contracts';
import { ratio, twoProportionZTest } from '@sightline/core';
import type { BrandCutSums } from '@sightline/db';
import { averagePosition, sentimentScoreOf } from './brand-metrics.ts';

/** x successes of n, in one period. */
export interface Counted {
  x: number;
  n: number;
}

/**
 * The change of a proportion from the previous period to this one: the delta (now − before) and the pooled
 * two-proportion z-test (two-sided p, significant at 95 %); delta and p null when either period has no n.
 */
export function proportionChange(before: Counted, now: Counted): ProportionChange {
  const test = twoProportionZTest(before.x, before.n, now.x, now.n);
  return {
    previous: ratio(before.x, before.n),
    previousN: before.n,
    delta: test?.difference ?? null,
    pValue: test?.pValue ?? null,
    significant: test?.significant ?? false,
  };
}

/** The change of a mean: the previous value and now − before (null when either is), rounded to `decimals`. */
export function valueChange(before: number | null, now: number | null, decimals = 12): ValueChange {
  const scale = 10 ** decimals;
  return {
    previous: before,
    delta: before === null || now === null ? null : Math.round((now - before) * scale) / scale,
  };
}

/** One period of a brand: its sums, the report's n, and the sums over every listed brand (the SoV denominators). */
export interface BrandPeriod {
  sums: BrandCutSums;
  n: number;
  allMentioning: number;
  allMentions: number;
}

/**
 * A brand's changes against the previous period: visibility and named-first rate over n, answer-based share of voice
 * over the answers mentioning a listed brand, mention-based over the mentions of listed brands; position and
 * sentiment score as values.
 */
export function brandChange(before: BrandPeriod, now: BrandPeriod): BrandChange {
  const counted = (p: BrandPeriod, x: (s: BrandCutSums) => number, n: number) => ({ x: x(p.sums), n });
  const mentioning = (s: BrandCutSums) => s.answersMentioning;
  return {
    visibility: proportionChange(counted(before, mentioning, before.n), counted(now, mentioning, now.n)),
    shareOfVoice: proportionChange(
      counted(before, mentioning, before.allMentioning),
      counted(now, mentioning, now.allMentioning),
    ),
    mentionShareOfVoice: proportionChange(
      counted(before, (s) => s.mentions, before.allMentions),
      counted(now, (s) => s.mentions, now.allMentions),
    ),
    top1Rate: proportionChange(
      counted(before, (s) => s.rank1, before.n),
      counted(now, (s) => s.rank1, now.n),
    ),
    averagePosition: valueChange(averagePosition(before.sums), averagePosition(now.sums)),
    // Scores have one decimal, and so has their difference (not 9.799999999999997).
    sentimentScore: valueChange(sentimentScoreOf(before.sums), sentimentScoreOf(now.sums), 1),
  };
}

/** Each listed brand's period: its sums with the report's n and the share-of-voice denominators. */
export function brandPeriods(
  keys: readonly string[],
  sumsOf: (key: string) => BrandCutSums,
  n: number,
): Map<string, BrandPeriod> {
  const all = keys.map(sumsOf);
  const allMentioning = all.reduce((a, s) => a + s.answersMentioning, 0);
  const allMentions = all.reduce((a, s) => a + s.mentions, 0);
  return new Map(keys.map((key, i) => [key, { sums: all[i]!, n, allMentioning, allMentions }]));
}
