import type { CitationPeriod } from '@sightline/contracts';
import type { CitationAnswerSums } from '@sightline/db';
import { rangePeriods } from '../analytics/range-periods.ts';
import type { TrackingRange } from '../report-filter/index.ts';
import { addUp, type CitationMeasures, ratesOf } from './citation-sums.ts';

/** Ranges longer than this many days are drawn per ISO week (a point a day would be a smear of up to 366). */
export const longestDailySeries = 62;

export type SeriesGranularity = 'day' | 'week';

export const seriesGranularity = (range: Pick<TrackingRange, 'days'>): SeriesGranularity =>
  range.days.length > longestDailySeries ? 'week' : 'day';

/**
 * The owned citation rate, share and impression share of every period of the range (each day, or each ISO week keyed
 * by its Monday and clipped to the range), oldest first, zero-filled, from the answer rollups read per engine × day.
 */
export function buildCitationSeries(
  range: Pick<TrackingRange, 'days'>,
  rows: readonly CitationAnswerSums[],
  granularity: SeriesGranularity,
): CitationPeriod[] {
  const periods = rangePeriods(range, granularity);
  const periodOfDay = new Map<string, string>();
  for (const period of periods) {
    for (const day of range.days)
      if (day >= period.from! && day <= period.to!) periodOfDay.set(day, period.key);
  }
  const rowsOf = new Map<string, CitationMeasures[]>();
  for (const row of rows) {
    const key = row.day === null ? undefined : periodOfDay.get(row.day);
    if (key !== undefined) rowsOf.set(key, [...(rowsOf.get(key) ?? []), row]);
  }
  return periods.map((period) => {
    const m = addUp(rowsOf.get(period.key) ?? []);
    return {
      key: period.key,
      from: period.from!,
      to: period.to!,
      n: m.answers,
      citing: m.answersCitingOwned,
      citations: m.citations,
      ownedCitations: m.ownedCitations,
      ...ratesOf(m),
    };
  });
}
