import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { promptFilterCondition, segmentFilterCondition } from '../analytics/analytics-filter.ts';
import type { Database } from '../database.ts';
import { rollupDailyUrls, rollupMonthlyUrls, rollupSegmentUrls, rollupUrls } from '../schema/index.ts';
import type { PromptFilter } from './domain-rows.ts';
import { monthSplitConditions } from './month-split-conditions.ts';

/** The columns a page read sums, from any of the three page rollups. */
const summed = (
  t: typeof rollupUrls | typeof rollupDailyUrls | typeof rollupMonthlyUrls | typeof rollupSegmentUrls,
) => ({
  engine: t.engine,
  normalizedUrl: t.normalizedUrl,
  domain: t.domain,
  citations: t.citations,
  answersCiting: t.answersCiting,
  impression: t.impression,
  firstPositionSum: t.firstPositionSum,
  answersCitingBrand: t.answersCitingBrand,
  answersCitingCompetitor: t.answersCitingCompetitor,
});

/**
 * The rows a page read sums (as subquery `alias`), optionally only one domain's pages: per segment and day when the
 * filter's prompts have one, per prompt and day under another prompt filter; else whole months from `rollup_monthly_urls` and the days around them from `rollup_daily_urls`, as
 * `domainRows` reads domains.
 */
export function urlRows(db: Database, filter: PromptFilter, domain: string | undefined, alias: string) {
  const only = (column: AnyPgColumn) => (domain === undefined ? undefined : eq(column, domain));
  if (filter.segmentId !== undefined) {
    const r = rollupSegmentUrls;
    return db
      .select(summed(r))
      .from(r)
      .where(and(segmentFilterCondition(r, filter), only(r.domain)))
      .as(alias);
  }
  if (filter.promptIds !== undefined) {
    const r = rollupUrls;
    return db
      .select(summed(r))
      .from(r)
      .where(and(promptFilterCondition(r, filter), only(r.domain)))
      .as(alias);
  }
  const d = rollupDailyUrls;
  const m = rollupMonthlyUrls;
  const where = monthSplitConditions(filter, d, m);
  const daily = db
    .select(summed(d))
    .from(d)
    .where(and(where.days ?? undefined, only(d.domain)));
  const monthly = db
    .select(summed(m))
    .from(m)
    .where(and(where.months ?? undefined, only(m.domain)));
  if (where.months === null) return daily.as(alias);
  return (where.days === null ? monthly : daily.unionAll(monthly)).as(alias);
}
