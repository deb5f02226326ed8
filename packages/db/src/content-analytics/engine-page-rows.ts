import { promptFilterCondition } from '../analytics/analytics-filter.ts';
import type { PromptFilter } from '../dashboards/domain-rows.ts';
import { monthSplitConditions } from '../dashboards/month-split-conditions.ts';
import type { Database } from '../database.ts';
import { rollupDailyUrls, rollupMonthlyUrls, rollupUrls } from '../schema/index.ts';

/** The columns a content read sums, from any of the three page rollups: the page, its engine and its measures. */
const summed = (t: typeof rollupUrls | typeof rollupDailyUrls | typeof rollupMonthlyUrls) => ({
  engine: t.engine,
  normalizedUrl: t.normalizedUrl,
  domain: t.domain,
  citations: t.citations,
  impression: t.impression,
});

/**
 * The page rows of a filter with their engine (as subquery `alias`): per prompt and day from `rollup_urls` under a
 * prompt filter; else whole months from `rollup_monthly_urls` and the days around them from `rollup_daily_urls`.
 */
export function enginePageRows(db: Database, filter: PromptFilter, alias: string) {
  if (filter.promptIds !== undefined) {
    return db
      .select(summed(rollupUrls))
      .from(rollupUrls)
      .where(promptFilterCondition(rollupUrls, filter))
      .as(alias);
  }
  const d = rollupDailyUrls;
  const m = rollupMonthlyUrls;
  const where = monthSplitConditions(filter, d, m);
  const daily = db
    .select(summed(d))
    .from(d)
    .where(where.days ?? undefined);
  const monthly = db
    .select(summed(m))
    .from(m)
    .where(where.months ?? undefined);
  if (where.months === null) return daily.as(alias);
  return (where.days === null ? monthly : daily.unionAll(monthly)).as(alias);
}
