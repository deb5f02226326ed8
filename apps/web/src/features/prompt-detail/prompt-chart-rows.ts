import type { EngineId, PromptPeriod, PromptProportion, PromptReport } from '@sightline/contracts';
import { wilsonInterval } from '@sightline/contracts';
import type { IntervalPoint } from '../../ui/charts/LineIntervalChart.tsx';

/** The series key of the line over every engine (the own brand's visibility over all of the prompt's answers). */
export const allEnginesKey = '__all';

/**
 * One point per period of the report: the own brand's visibility on each engine and over all engines, the band the
 * Wilson interval over all engines, n the period's answers. A period without answers has no values (no drop to 0).
 */
export function visibilityPoints(report: Pick<PromptReport, 'series'>): IntervalPoint[] {
  return report.series.map((period) => {
    const values: Record<string, number | null> = { [allEnginesKey]: period.visibility.value };
    for (const cell of period.engines) values[cell.engine] = cell.visibility.value;
    const { low, high } = period.visibility;
    return {
      x: period.key,
      values,
      band: low !== null && high !== null ? { low, high } : null,
      n: period.visibility.n,
    };
  });
}

/** The Monday (ISO week start) of a local day `YYYY-MM-DD`. */
function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** The sum of proportions of the same thing (counts and n added), with the Wilson interval of the sum. */
function pooled(parts: readonly PromptProportion[]): PromptProportion {
  const count = parts.reduce((sum, p) => sum + p.count, 0);
  const n = parts.reduce((sum, p) => sum + p.n, 0);
  const interval = wilsonInterval(count, n);
  return {
    value: n > 0 ? count / n : null,
    count,
    n,
    low: interval?.low ?? null,
    high: interval?.high ?? null,
  };
}

/**
 * Daily periods summed into ISO weeks (keyed by their Monday, clipped to the days given): counts and n added, the
 * Wilson interval of each week's sum. Weeks already (a report of more than 62 days) come back as they are.
 */
export function weeklyPeriods(series: readonly PromptPeriod[]): PromptPeriod[] {
  const weeks = new Map<string, PromptPeriod[]>();
  for (const period of series) {
    const key = mondayOf(period.from);
    weeks.set(key, [...(weeks.get(key) ?? []), period]);
  }
  return [...weeks.entries()].map(([key, days]) => ({
    key,
    from: days[0]!.from,
    to: days.at(-1)!.to,
    visibility: pooled(days.map((d) => d.visibility)),
    engines: days[0]!.engines.map(({ engine }) => ({
      engine,
      visibility: pooled(
        days.flatMap((d) => d.engines.filter((e) => e.engine === engine).map((e) => e.visibility)),
      ),
    })),
  }));
}

/** The engines drawn: those of the report that answered in the range (an engine without answers has no line). */
export const enginesWithAnswers = (report: Pick<PromptReport, 'byEngine'>): EngineId[] =>
  report.byEngine.filter((e) => e.n > 0).map((e) => e.engine);

/** The rank buckets of the distribution chart, in stacking order. */
export const rankBuckets = ['first', 'secondOrThird', 'later', 'notNamed'] as const;
export type RankBucket = (typeof rankBuckets)[number];

/** One bar per brand (x = its key): each bucket's share of n, so a bar reaches 100 % (null rows without answers). */
export function rankRows(report: Pick<PromptReport, 'brands' | 'n'>) {
  return report.brands.map((brand) => {
    const row: { x: string } & Record<string, number | string | null> = { x: brand.key };
    for (const bucket of rankBuckets) row[bucket] = report.n > 0 ? brand.ranks[bucket] / report.n : null;
    return row;
  });
}
