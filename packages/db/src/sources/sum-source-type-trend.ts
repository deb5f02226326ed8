import { and, between, eq, inArray, sql } from 'drizzle-orm';
import { promptFilterCondition, segmentFilterCondition } from '../analytics/analytics-filter.ts';
import type { PromptFilter } from '../dashboards/domain-rows.ts';
import type { Database } from '../database.ts';
import { rollupDailyDomains, rollupDomains, rollupSegmentDomains, sourceDomains } from '../schema/index.ts';
import { periodOf, type TrendGranularity } from './sum-source-trend.ts';

/** One source type's citations in one period. */
export interface SourceTypePeriodRow {
  sourceType: string;
  /** The day, the ISO week's Monday, or `YYYY-MM`. */
  key: string;
  citations: number;
  impression: number;
}

/**
 * Citations and impression per source type (as the organization corrected it) and period of the range, from the
 * daily domain rollups (per segment or per prompt under a prompt filter); only periods and types with citations.
 */
export async function sumSourceTypeTrend(
  db: Database,
  filter: PromptFilter,
  granularity: TrendGranularity,
): Promise<SourceTypePeriodRow[]> {
  const segment = filter.segmentId !== undefined;
  const perPrompt = !segment && filter.promptIds !== undefined;
  const r = segment ? rollupSegmentDomains : perPrompt ? rollupDomains : rollupDailyDomains;
  const where = segment
    ? segmentFilterCondition(rollupSegmentDomains, filter)
    : perPrompt
      ? promptFilterCondition(rollupDomains, filter)
      : and(
          eq(r.projectId, filter.projectId),
          between(r.day, filter.from, filter.to),
          filter.engines ? inArray(r.engine, [...filter.engines]) : undefined,
        );
  const sd = sourceDomains;
  const type = sql<string>`coalesce(${sd.sourceTypeOverride}, ${r.sourceType})`;
  const key = periodOf(r.day, granularity);
  return db
    .select({
      sourceType: type,
      key,
      citations: sql<number>`sum(${r.citations})`.mapWith(Number),
      impression: sql<number>`sum(${r.impression})`.mapWith(Number),
    })
    .from(r)
    .leftJoin(sd, and(eq(sd.projectId, r.projectId), eq(sd.domain, r.domain)))
    .where(where)
    .groupBy(type, key)
    .having(sql`sum(${r.citations}) > 0`)
    .orderBy(type, key);
}
