import {
  type AnalyticsFilter,
  promptFilterCondition,
  segmentFilterCondition,
} from '../analytics/analytics-filter.ts';
import type { Database } from '../database.ts';
import {
  rollupDailyDomains,
  rollupDomains,
  rollupMonthlyDomains,
  rollupSegmentDomains,
} from '../schema/index.ts';
import { monthSplitConditions } from './month-split-conditions.ts';

export interface PromptFilter extends AnalyticsFilter {
  /** Only these prompts (a prompt-level filter); every prompt when absent. */
  promptIds?: readonly number[] | undefined;
}

/** The columns a domain read sums, from any of the three domain rollups. */
const summed = (
  t:
    | typeof rollupDomains
    | typeof rollupDailyDomains
    | typeof rollupMonthlyDomains
    | typeof rollupSegmentDomains,
) => ({
  engine: t.engine,
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
 * The rows a domain read sums (as subquery `alias`): per segment and day when the filter's prompts have a segment (a
 * tag, intent or branded filter); per prompt and day under another prompt filter; else whole months from
 * `rollup_monthly_domains` and the days around them from `rollup_daily_domains` (a year: 12 months × engines ×
 * domains rows plus the partial months' days, instead of 365 days' rows).
 */
export function domainRows(db: Database, filter: PromptFilter, alias = 'rows') {
  if (filter.segmentId !== undefined) {
    const r = rollupSegmentDomains;
    return db.select(summed(r)).from(r).where(segmentFilterCondition(r, filter)).as(alias);
  }
  if (filter.promptIds !== undefined) {
    const r = rollupDomains;
    return db.select(summed(r)).from(r).where(promptFilterCondition(r, filter)).as(alias);
  }
  const d = rollupDailyDomains;
  const m = rollupMonthlyDomains;
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
