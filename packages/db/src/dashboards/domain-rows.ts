import { and, between, eq, inArray, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type AnalyticsFilter, promptFilterCondition } from '../analytics/analytics-filter.ts';
import type { Database } from '../database.ts';
import { rollupDailyDomains, rollupDomains, rollupMonthlyDomains } from '../schema/index.ts';
import { splitByMonths } from './month-split.ts';

export interface PromptFilter extends AnalyticsFilter {
  /** Only these prompts (a prompt-level filter); every prompt when absent. */
  promptIds?: readonly number[] | undefined;
}

/** The filter's engines on a table with an engine column (every engine without the filter). */
const enginesOf = (engine: AnyPgColumn, filter: AnalyticsFilter) =>
  filter.engines ? inArray(engine, [...filter.engines]) : undefined;

/** The columns a domain read sums, from any of the three domain rollups. */
const summed = (t: typeof rollupDomains | typeof rollupDailyDomains | typeof rollupMonthlyDomains) => ({
  domain: t.domain,
  sourceType: t.sourceType,
  citations: t.citations,
  answersCiting: t.answersCiting,
  impression: t.impression,
  firstPositionSum: t.firstPositionSum,
  answersCitingBrand: t.answersCitingBrand,
  answersCitingCompetitor: t.answersCitingCompetitor,
});

/**
 * The rows a domain read sums (as subquery `alias`): per prompt and day under a prompt filter; else whole months from
 * `rollup_monthly_domains` and the days around them from `rollup_daily_domains` (a year: 12 months × engines ×
 * domains rows plus the partial months' days, instead of 365 days' rows).
 */
export function domainRows(db: Database, filter: PromptFilter, alias = 'rows') {
  if (filter.promptIds !== undefined) {
    const r = rollupDomains;
    return db.select(summed(r)).from(r).where(promptFilterCondition(r, filter)).as(alias);
  }
  const split = splitByMonths(filter.from, filter.to);
  const d = rollupDailyDomains;
  const m = rollupMonthlyDomains;
  const daily = db
    .select(summed(d))
    .from(d)
    .where(
      and(
        eq(d.projectId, filter.projectId),
        or(...split.days.map((range) => between(d.day, range.from, range.to))),
        enginesOf(d.engine, filter),
      ),
    );
  if (!split.months) return daily.as(alias);
  const monthly = db
    .select(summed(m))
    .from(m)
    .where(
      and(
        eq(m.projectId, filter.projectId),
        between(m.month, split.months.first, split.months.last),
        enginesOf(m.engine, filter),
      ),
    );
  return (split.days.length > 0 ? daily.unionAll(monthly) : monthly).as(alias);
}
