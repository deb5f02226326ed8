import { and, inArray, sql } from 'drizzle-orm';
import { filterCondition, segmentFilterCondition } from '../analytics/analytics-filter.ts';
import type { Database } from '../database.ts';
import { rollupAnswers, rollupDailyAnswers, rollupSegmentAnswers } from '../schema/index.ts';
import type { PromptFilter } from './domain-rows.ts';

/**
 * n of a filter: its successful answers, from the daily rollups, from its segment's rows when it has one, or from the
 * per-prompt rollups under another prompt-level filter.
 */
export async function sumReportAnswers(db: Database, filter: PromptFilter): Promise<number> {
  if (filter.segmentId !== undefined) {
    const s = rollupSegmentAnswers;
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${s.answers}), 0)`.mapWith(Number) })
      .from(s)
      .where(segmentFilterCondition(s, filter));
    return row?.n ?? 0;
  }
  const [row] = filter.promptIds
    ? await db
        .select({ n: sql<number>`coalesce(sum(${rollupAnswers.answers}), 0)`.mapWith(Number) })
        .from(rollupAnswers)
        .where(
          and(filterCondition(rollupAnswers, filter), inArray(rollupAnswers.promptId, [...filter.promptIds])),
        )
    : await db
        .select({ n: sql<number>`coalesce(sum(${rollupDailyAnswers.answers}), 0)`.mapWith(Number) })
        .from(rollupDailyAnswers)
        .where(filterCondition(rollupDailyAnswers, filter));
  return row?.n ?? 0;
}
