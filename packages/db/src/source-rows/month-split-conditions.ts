import { and, between, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AnalyticsFilter } from '../analytics/analytics-filter.ts';
import { splitByMonths } from './month-split.ts';

interface Keyed {
  projectId: AnyPgColumn;
  engine: AnyPgColumn;
}

/**
 * The filter on a pair of daily and monthly rollups: the whole months of the range on the monthly table (null when
 * none is whole), the days around them on the daily one (null when the months cover the range); project and engines
 * on both.
 */
export function monthSplitConditions(
  filter: AnalyticsFilter,
  daily: Keyed & { day: AnyPgColumn },
  monthly: Keyed & { month: AnyPgColumn },
): { days: SQL | undefined | null; months: SQL | undefined | null } {
  const split = splitByMonths(filter.from, filter.to);
  const common = (t: Keyed) =>
    and(
      eq(t.projectId, filter.projectId),
      filter.engines ? inArray(t.engine, [...filter.engines]) : undefined,
    );
  return {
    days:
      split.days.length === 0
        ? null
        : and(common(daily), or(...split.days.map((range) => between(daily.day, range.from, range.to)))),
    months: split.months
      ? and(common(monthly), between(monthly.month, split.months.first, split.months.last))
      : null,
  };
}
