import {
  type EngineId,
  engineIds,
  type PromptBrand,
  type PromptEngineSummary,
  type PromptPeriod,
  type PromptProportion,
  type PromptReport,
} from '@sightline/contracts';
import { ratio, wilsonInterval } from '@sightline/core';
import type {
  PromptBrandSums,
  PromptDayRow,
  PromptSubject,
  PromptTopRanks,
  TrackedBrand,
} from '@sightline/db';
import { rangePeriods } from '../analytics/range-periods.ts';
import { seriesGranularity } from '../citation-analytics/build-citation-series.ts';
import type { TrackingRange } from '../report-filter/index.ts';

/** `count` / `n` with its Wilson 95 % bounds (value and bounds null when n = 0). */
export function promptProportion(successes: number, n: number): PromptProportion {
  const interval = wilsonInterval(successes, n);
  return {
    value: ratio(successes, n),
    count: successes,
    n,
    low: interval?.low ?? null,
    high: interval?.high ?? null,
  };
}

export interface PromptReportInputs {
  range: TrackingRange;
  subject: PromptSubject;
  /** The own brand first, then the project's current competitors in the order they were added. */
  trackedBrands: readonly TrackedBrand[];
  days: readonly PromptDayRow[];
  brands: readonly PromptBrandSums[];
  topRanks: readonly PromptTopRanks[];
  simulated: boolean;
}

interface Tally {
  n: number;
  noAnswers: number;
  mentioning: number;
}

const addTo = (tally: Tally, row: PromptDayRow) => {
  tally.n += row.answers;
  tally.noAnswers += row.noAnswers;
  tally.mentioning += row.ownMentioning;
};
const emptyTally = (): Tally => ({ n: 0, noAnswers: 0, mentioning: 0 });

/** The tally under `key`, made empty on first use. */
function tallyIn(tallies: Map<string, Tally>, key: string): Tally {
  const found = tallies.get(key);
  if (found) return found;
  const made = emptyTally();
  tallies.set(key, made);
  return made;
}

/** The engines of the report: those asked for, else the project's and any other with results, in canonical order. */
function reportEngines(range: TrackingRange, subject: PromptSubject, days: readonly PromptDayRow[]) {
  if (range.engines) return range.engines;
  const withData = new Set<string>([...subject.project.engines, ...days.map((d) => d.engine)]);
  return engineIds.filter((e) => withData.has(e));
}

/** Every period of the range (days, or ISO weeks beyond 62 days), each with every engine, zero-filled. */
function buildSeries(
  range: TrackingRange,
  engines: readonly EngineId[],
  days: readonly PromptDayRow[],
  granularity: 'day' | 'week',
): PromptPeriod[] {
  const periods = rangePeriods(range, granularity);
  const periodOfDay = new Map<string, string>();
  for (const period of periods) {
    for (const d of range.days) if (d >= period.from! && d <= period.to!) periodOfDay.set(d, period.key);
  }
  const tallies = new Map<string, Tally>();
  for (const row of days) {
    const period = periodOfDay.get(row.day);
    if (period === undefined) continue;
    addTo(tallyIn(tallies, period), row);
    addTo(tallyIn(tallies, `${period}|${row.engine}`), row);
  }
  return periods.map((period) => {
    const all = tallies.get(period.key) ?? emptyTally();
    return {
      key: period.key,
      from: period.from!,
      to: period.to!,
      visibility: promptProportion(all.mentioning, all.n),
      engines: engines.map((engine) => {
        const one = tallies.get(`${period.key}|${engine}`) ?? emptyTally();
        return { engine, visibility: promptProportion(one.mentioning, one.n) };
      }),
    };
  });
}

/** Every tracked brand, then any other key with data (a competitor deleted since), with its numbers over n. */
function buildBrands(inputs: PromptReportInputs, n: number): PromptBrand[] {
  const sums = new Map(inputs.brands.map((b) => [b.brandKey, b]));
  const top3Of = new Map(inputs.topRanks.map((r) => [r.brandKey, r.top3]));
  const known = new Set(inputs.trackedBrands.map((b) => b.key));
  const gone = [...sums.keys()].filter((key) => !known.has(key)).sort();
  const list = [...inputs.trackedBrands, ...gone.map((key) => ({ key, name: key, own: false }))];
  const order = new Map(list.map((b, i) => [b.key, i]));
  const rows = list.map((brand): PromptBrand => {
    const s = sums.get(brand.key);
    const mentioning = s?.answersMentioning ?? 0;
    const rank1 = s?.rank1 ?? 0;
    // Never fewer than the answers named first, never more than those naming it (the facts and rollups agree).
    const top3 = Math.min(mentioning, Math.max(rank1, top3Of.get(brand.key) ?? 0));
    return {
      key: brand.key,
      name: brand.name,
      own: brand.own,
      visibility: promptProportion(mentioning, n),
      mentions: s?.mentions ?? 0,
      averagePosition: mentioning > 0 ? (s?.rankSum ?? 0) / mentioning : null,
      first: promptProportion(rank1, n),
      top3: promptProportion(top3, n),
      ranks: {
        first: rank1,
        secondOrThird: top3 - rank1,
        later: mentioning - top3,
        notNamed: Math.max(0, n - mentioning),
      },
    };
  });
  return rows.sort(
    (a, b) =>
      Number(b.own) - Number(a.own) ||
      b.visibility.count - a.visibility.count ||
      b.mentions - a.mentions ||
      order.get(a.key)! - order.get(b.key)!,
  );
}

/**
 * The prompt's report from its per-prompt rollup rows (days × engines; brands summed) and its answers' top-3 counts:
 * n per engine, the own brand's visibility per period and engine, and every brand's visibility, mean rank, chance of
 * being named first and among the first three, with the Wilson interval of each proportion.
 */
export function buildPromptReport(inputs: PromptReportInputs): PromptReport {
  const { range, subject, days } = inputs;
  const engines = reportEngines(range, subject, days);
  const total = emptyTally();
  const perEngine = new Map<string, Tally>();
  for (const row of days) {
    addTo(total, row);
    addTo(tallyIn(perEngine, row.engine), row);
  }
  const byEngine: PromptEngineSummary[] = engines.map((engine) => {
    const tally = perEngine.get(engine) ?? emptyTally();
    return {
      engine,
      n: tally.n,
      noAnswers: tally.noAnswers,
      visibility: promptProportion(tally.mentioning, tally.n),
    };
  });
  const granularity = seriesGranularity(range);
  const { project, ...prompt } = subject;
  return {
    prompt,
    project: { ...project, engines: project.engines as EngineId[] },
    from: range.from,
    to: range.to,
    engines: [...engines],
    simulated: inputs.simulated,
    n: total.n,
    noAnswers: total.noAnswers,
    granularity,
    byEngine,
    series: buildSeries(range, engines, days, granularity),
    brands: buildBrands(inputs, total.n),
  };
}
