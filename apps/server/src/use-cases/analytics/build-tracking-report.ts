import { engineIds, type TrackedBrandMetrics, type TrackingReport } from '@sightline/contracts';
import { ratio, sentimentScore, shareOfVoice, wilsonInterval } from '@sightline/core';
import {
  type AnalyticsProject,
  type AnswerRollups,
  type BrandRollups,
  type BrandSums,
  emptyBrandSums,
  type TrackedBrand,
} from '@sightline/db';
import type { TrackingRange } from './tracking-range.ts';

export interface TrackingInputs {
  range: TrackingRange;
  project: AnalyticsProject;
  answers: AnswerRollups;
  brands: BrandRollups;
  simulated: boolean;
}

const clamp = (value: number | null, low: number, high: number) =>
  value === null ? null : Math.min(high, Math.max(low, value));

function proportion(successes: number, n: number) {
  const interval = wilsonInterval(successes, n);
  return { value: ratio(successes, n), n, low: interval?.low ?? null, high: interval?.high ?? null };
}

/** Every brand to report: the tracked ones, then any other key with data (a competitor deleted since). */
function brandsToReport(project: AnalyticsProject, brands: BrandRollups): TrackedBrand[] {
  const known = new Set(project.brands.map((b) => b.key));
  const gone = [...brands.totals.keys()].filter((key) => !known.has(key)).sort();
  return [...project.brands, ...gone.map((key) => ({ key, name: key, own: false }))];
}

function brandMetrics(
  brand: TrackedBrand,
  sums: BrandSums,
  n: number,
  shares: { answers: number | null; mentions: number | null },
): TrackedBrandMetrics {
  const mentioning = sums.answersMentioning;
  const { value, low, high } = proportion(mentioning, n);
  // Per-answer scores have 4 decimals (and are stored as real): the mean is shown with as many.
  const mean = clamp(mentioning > 0 ? Math.round((sums.sentimentSum / mentioning) * 1e4) / 1e4 : null, -1, 1);
  return {
    key: brand.key,
    name: brand.name,
    own: brand.own,
    visibility: { value, mentioning, n, low, high },
    shareOfVoice: shares.answers,
    mentionShareOfVoice: shares.mentions,
    averagePosition: mentioning > 0 ? sums.rankSum / mentioning : null,
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

/** The tracking report (DESIGN.md §4 definitions) from the summed rollups of its range. */
export function buildTrackingReport({
  range,
  project,
  answers,
  brands,
  simulated,
}: TrackingInputs): TrackingReport {
  const n = answers.totals.answers;
  const list = brandsToReport(project, brands);
  const sumsOf = (key: string) => brands.totals.get(key) ?? emptyBrandSums();
  const answerShares = shareOfVoice(
    Object.fromEntries(list.map((b) => [b.key, sumsOf(b.key).answersMentioning])),
  );
  const mentionShares = shareOfVoice(Object.fromEntries(list.map((b) => [b.key, sumsOf(b.key).mentions])));
  const order = new Map(list.map((b, i) => [b.key, i]));
  const metrics = list
    .map((b) =>
      brandMetrics(b, sumsOf(b.key), n, {
        answers: answerShares[b.key] ?? null,
        mentions: mentionShares[b.key] ?? null,
      }),
    )
    // Own brand first; competitors by visibility (same n, so by answers mentioning), then mentions, then as added.
    .sort(
      (a, b) =>
        Number(b.own) - Number(a.own) ||
        b.visibility.mentioning - a.visibility.mentioning ||
        sumsOf(b.key).mentions - sumsOf(a.key).mentions ||
        order.get(a.key)! - order.get(b.key)!,
    );

  const t = answers.totals;
  const rate = proportion(t.answersCitingOwned, n);
  const answersByDay = new Map(answers.byDay.map((d) => [d.day, d]));
  const mentioningByDay = new Map<string, Map<string, number>>();
  for (const row of brands.byDay) {
    const day = mentioningByDay.get(row.day) ?? new Map<string, number>();
    day.set(row.brandKey, row.answersMentioning);
    mentioningByDay.set(row.day, day);
  }
  const series = range.days.map((day) => {
    const a = answersByDay.get(day);
    const dayN = a?.answers ?? 0;
    const mentioning = mentioningByDay.get(day);
    return {
      day,
      n: dayN,
      citationRate: ratio(a?.answersCitingOwned ?? 0, dayN),
      brands: Object.fromEntries(
        metrics.map((b) => {
          const m = mentioning?.get(b.key) ?? 0;
          return [b.key, { visibility: ratio(m, dayN), mentioning: m }];
        }),
      ),
    };
  });

  const withData = new Set([...project.engines, ...answers.engines]);
  return {
    from: range.from,
    to: range.to,
    engines: range.engines ?? engineIds.filter((e) => withData.has(e)),
    simulated,
    n,
    noAnswers: t.noAnswers,
    brands: metrics,
    citations: {
      rate: { value: rate.value, citing: t.answersCitingOwned, n, low: rate.low, high: rate.high },
      share: ratio(t.ownedCitations, t.citations),
      impressionShare: clamp(ratio(t.ownedImpression, t.impression), 0, 1),
      total: t.citations,
      owned: t.ownedCitations,
    },
    series,
  };
}
