import {
  type AppliedFilters,
  engineIds,
  type TrackingGroupBy,
  type TrackingReport,
} from '@sightline/contracts';
import { measuredRatio, ratio, wilsonInterval } from '@sightline/core';
import type { AnalyticsProject, AnswerRollups, BrandRollups } from '@sightline/db';
import type { ProjectPrompt, TrackingRange } from '../report-filter/index.ts';
import { brandMetrics, brandsToReport, fractionOf, proportion, sharesOf, totalsOf } from './brand-metrics.ts';
import { brandChange, brandPeriods, proportionChange } from './build-changes.ts';
import { buildGroups } from './build-groups.ts';

/** The rollups of the period compared with (`compare=previous`): totals and, for groups, the same cut. */
export interface PreviousPeriod {
  from: string;
  to: string;
  answers: AnswerRollups;
  brands: BrandRollups;
}

export interface TrackingInputs {
  range: TrackingRange;
  project: AnalyticsProject;
  answers: AnswerRollups;
  brands: BrandRollups;
  simulated: boolean;
  /** Default `day` (the cut the rollups were read with must match). */
  groupBy?: TrackingGroupBy | null;
  /** The filters the rollups were read with, echoed; default none. */
  filters?: AppliedFilters;
  /** The prompts the report covers (those matching its filters): labels and keys of groups by prompt. */
  prompts?: readonly ProjectPrompt[];
  previous?: PreviousPeriod | null;
  /** The groups of each cut key when the rollups were cut by segment (see buildGroups). */
  groupsOfCut?: ReadonlyMap<string, readonly string[]> | undefined;
}

const noFilters = (): AppliedFilters => ({ tags: [], intents: [], branded: null, prompts: [] });

/** The daily series: every day of the range, zero-filled, each brand's visibility with its Wilson bounds. */
function buildSeries(range: TrackingRange, answers: AnswerRollups, brands: BrandRollups, keys: string[]) {
  const answersByDay = new Map(answers.byDay.map((d) => [d.key, d]));
  const mentioningByDay = new Map<string, Map<string, number>>();
  for (const row of brands.byDay) {
    const day = mentioningByDay.get(row.day) ?? new Map<string, number>();
    day.set(row.brandKey, row.answersMentioning);
    mentioningByDay.set(row.day, day);
  }
  return range.days.map((day) => {
    const a = answersByDay.get(day);
    const n = a?.answers ?? 0;
    const mentioning = mentioningByDay.get(day);
    return {
      day,
      n,
      citationRate: ratio(a?.answersCitingOwned ?? 0, n),
      brands: Object.fromEntries(
        keys.map((key) => {
          const m = mentioning?.get(key) ?? 0;
          const interval = wilsonInterval(m, n);
          return [
            key,
            {
              visibility: ratio(m, n),
              mentioning: m,
              low: interval?.low ?? null,
              high: interval?.high ?? null,
            },
          ];
        }),
      ),
    };
  });
}

/**
 * The tracking report (definitions: docs/features/metrics.md) from the summed rollups of its range (and of the one
 * before).
 */
export function buildTrackingReport(inputs: TrackingInputs): TrackingReport {
  const { range, project, answers, brands, simulated } = inputs;
  const groupBy = inputs.groupBy ?? null;
  const previous = inputs.previous ?? null;
  const n = answers.totals.answers;
  const list = brandsToReport(project, brands);
  const sumsOf = totalsOf(brands);
  const shares = sharesOf(
    list.map((b) => b.key),
    sumsOf,
  );
  const order = new Map(list.map((b, i) => [b.key, i]));
  const metrics = list
    .map((b) => brandMetrics(b, sumsOf(b.key), n, shares))
    // Own brand first; competitors by visibility (same n, so by answers mentioning), then mentions, then as added.
    .sort(
      (a, b) =>
        Number(b.own) - Number(a.own) ||
        b.visibility.mentioning - a.visibility.mentioning ||
        sumsOf(b.key).mentions - sumsOf(a.key).mentions ||
        order.get(a.key)! - order.get(b.key)!,
    );
  const keys = metrics.map((b) => b.key);

  const before = previous
    ? brandPeriods(keys, totalsOf(previous.brands), previous.answers.totals.answers)
    : null;
  const now = brandPeriods(keys, sumsOf, n);
  const t = answers.totals;
  const rate = proportion(t.answersCitingOwned, n);
  const citationShare = measuredRatio(t.ownedCitations, t.citations, 'citations');
  const impressionShare = measuredRatio(t.ownedImpression, t.impression, 'impression');
  const withData = new Set([...project.engines, ...answers.engines]);
  return {
    from: range.from,
    to: range.to,
    engines: range.engines ?? engineIds.filter((e) => withData.has(e)),
    simulated,
    n,
    noAnswers: t.noAnswers,
    // Why it is empty needs the collects: the loader fills it in when n is 0.
    empty: null,
    brands: metrics.map((b) => ({
      ...b,
      change: before ? brandChange(before.get(b.key)!, now.get(b.key)!) : null,
    })),
    citations: {
      rate: { value: rate.value, citing: t.answersCitingOwned, n, low: rate.low, high: rate.high },
      share: citationShare.value,
      impressionShare: fractionOf(impressionShare.value),
      total: t.citations,
      owned: t.ownedCitations,
      basis: {
        rate: measuredRatio(t.answersCitingOwned, n, 'answers').basis,
        share: citationShare.basis,
        impressionShare: impressionShare.basis,
      },
      change: previous
        ? proportionChange(
            { x: previous.answers.totals.answersCitingOwned, n: previous.answers.totals.answers },
            { x: t.answersCitingOwned, n },
          )
        : null,
    },
    series: buildSeries(range, answers, brands, keys),
    filters: inputs.filters ?? noFilters(),
    previous: previous ? { from: previous.from, to: previous.to, n: previous.answers.totals.answers } : null,
    groupBy,
    groups: !groupBy
      ? []
      : buildGroups({
          groupBy,
          range,
          brandKeys: keys,
          prompts: inputs.prompts ?? [],
          current: { answers, brands },
          previous,
          groupsOfCut: inputs.groupsOfCut,
        }),
  };
}
