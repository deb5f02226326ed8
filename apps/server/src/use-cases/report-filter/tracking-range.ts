import { type EngineId, parseReportFilter, rangeDayCount, rangeRefusal } from '@sightline/contracts';
import { daysEndingWith } from '@sightline/core';
import { invalidParameter } from '../query-parameters.ts';

/** Days covered without `from`/`to`: the 30 days ending today in the project's timezone. */
export const defaultRangeDays = 30;

export interface TrackingRange {
  from: string;
  to: string;
  /** Every day of the range, oldest first. */
  days: string[];
  /** The engine filter, deduplicated, in the order of `engineIds`; undefined for every engine. */
  engines: EngineId[] | undefined;
}

/**
 * A report's range and engines from a query, checked by the report filter's contract (a 400 naming `from`, `to` or
 * `engines` and the value). Without `from` and `to`: the 30 days ending `today`; with only `to`: the 30 days ending
 * then; with only `from`: from then to today. At most 366 days, `from` ≤ `to`.
 */
export function trackingRange(
  query: { from?: string | undefined; to?: string | undefined; engines?: string | string[] | undefined },
  today: string,
): TrackingRange {
  const parsed = parseReportFilter({ from: query.from, to: query.to, engines: query.engines });
  if (parsed.refusal) {
    return invalidParameter(parsed.refusal.field, parsed.refusal.message, parsed.refusal.value);
  }
  const { filter } = parsed;
  const to = filter.to ?? today;
  const from = filter.from ?? daysEndingWith(to, defaultRangeDays)[0]!;
  const refusal = rangeRefusal(from, to);
  if (refusal) invalidParameter(refusal.field, refusal.message, refusal.field === 'from' ? from : to);
  return { from, to, days: daysEndingWith(to, rangeDayCount(from, to)), engines: filter.engines };
}
