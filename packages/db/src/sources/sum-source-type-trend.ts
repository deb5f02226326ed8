import { and, between, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { promptFilterCondition, segmentFilterCondition } from '../analytics/analytics-filter.ts';
import type { Database } from '../database.ts';
import {
  rollupDailyDomains,
  rollupDomains,
  rollupMonthlyDomains,
  rollupSegmentDomains,
  sourceDomains,
} from '../schema/index.ts';
import type { PromptFilter } from '../source-rows/domain-rows.ts';
import { monthSplitConditions } from '../source-rows/month-split-conditions.ts';
import { periodOf, type TrendGranularity } from './sum-source-trend.ts';

/** One source type's citations in one period. */
export interface SourceTypePeriodRow {
  sourceType: string;
  /** The day, the ISO week's Monday, or `YYYY-MM`. */
  key: string;
  citations: number;
  impression: number;
}

const sum = (value: unknown) => sql<number>`sum(${value})`;

/**
 * The domain rows of the range as (period, domain, analyzed type, citations, impression), summed per period and
 * domain: from the segment's or the prompts' rows under a prompt filter, else the daily rows — and, by month, whole
 * months from the monthly rows and the days around them from the daily ones.
 */
function periodDomainRows(db: Database, filter: PromptFilter, granularity: TrendGranularity) {
  const columns = (t: typeof rollupDomains | typeof rollupDailyDomains | typeof rollupSegmentDomains) => ({
    key: periodOf(t.day, granularity).as('period'),
    domain: t.domain,
    sourceType: sql<string>`max(${t.sourceType})`.as('analyzed_type'),
    citations: sum(t.citations).as('citations'),
    impression: sum(t.impression).as('impression'),
  });
  const grouped = <T extends typeof rollupDomains | typeof rollupDailyDomains | typeof rollupSegmentDomains>(
    t: T,
    where: SQL | undefined,
  ) =>
    db
      .select(columns(t))
      .from(t as typeof rollupDailyDomains)
      .where(where)
      .groupBy(periodOf(t.day, granularity), t.domain);
  if (filter.segmentId !== undefined)
    return grouped(rollupSegmentDomains, segmentFilterCondition(rollupSegmentDomains, filter)).as(
      'period_rows',
    );
  if (filter.promptIds !== undefined)
    return grouped(rollupDomains, promptFilterCondition(rollupDomains, filter)).as('period_rows');
  const d = rollupDailyDomains;
  if (granularity !== 'month') {
    return grouped(
      d,
      and(
        eq(d.projectId, filter.projectId),
        between(d.day, filter.from, filter.to),
        filter.engines ? inArray(d.engine, [...filter.engines]) : undefined,
      ),
    ).as('period_rows');
  }
  const m = rollupMonthlyDomains;
  const where = monthSplitConditions(filter, d, m);
  const monthly = db
    .select({
      key: sql<string>`to_char(${m.month}, 'YYYY-MM')`.as('period'),
      domain: m.domain,
      sourceType: sql<string>`max(${m.sourceType})`.as('analyzed_type'),
      citations: sum(m.citations).as('citations'),
      impression: sum(m.impression).as('impression'),
    })
    .from(m)
    .where(where.months ?? undefined)
    .groupBy(m.month, m.domain);
  if (where.days === null) return monthly.as('period_rows');
  const daily = grouped(d, where.days);
  return (where.months === null ? daily : daily.unionAll(monthly)).as('period_rows');
}

/**
 * Citations and impression per source type (as the organization corrected it) and period of the range: the domain
 * rollups summed per period and domain first, then typed (one look-up per domain and period, not per row) and summed
 * per type; only periods and types with citations.
 */
export async function sumSourceTypeTrend(
  db: Database,
  filter: PromptFilter,
  granularity: TrendGranularity,
): Promise<SourceTypePeriodRow[]> {
  const r = periodDomainRows(db, filter, granularity);
  const sd = sourceDomains;
  const type = sql<string>`coalesce(${sd.sourceTypeOverride}, ${r.sourceType})`;
  return db
    .select({
      sourceType: type,
      key: r.key,
      citations: sql<number>`sum(${r.citations})`.mapWith(Number),
      impression: sql<number>`sum(${r.impression})`.mapWith(Number),
    })
    .from(r)
    .leftJoin(sd, and(eq(sd.projectId, filter.projectId), eq(sd.domain, r.domain)))
    .groupBy(type, r.key)
    .having(sql`sum(${r.citations}) > 0`)
    .orderBy(type, r.key);
}
