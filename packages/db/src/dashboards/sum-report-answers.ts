import { and, inArray, sql } from 'drizzle-orm';
import { filterCondition } from '../analytics/analytics-filter.ts';
import type { Database } from '../database.ts';
import { rollupAnswers, rollupDailyAnswers } from '../schema/index.ts';
import type { PromptFilter } from './domain-rows.ts';

/**
 * n of a filter: its successful answers, from the daily rollups, or from the per-prompt rollups when a prompt-level
 * filter applies.
 */
export async function sumReportAnswers(db: Database, filter: PromptFilter): Promise<number> {
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
