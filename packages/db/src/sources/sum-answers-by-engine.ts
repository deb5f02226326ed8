import { and, inArray, sql } from 'drizzle-orm';
import { filterCondition } from '../analytics/analytics-filter.ts';
import type { Database } from '../database.ts';
import { rollupAnswers, rollupDailyAnswers } from '../schema/index.ts';
import type { PromptFilter } from '../source-rows/domain-rows.ts';

/** n per engine of a filter (successful answers), as `sumReportAnswers` counts the whole. */
export async function sumAnswersByEngine(
  db: Database,
  filter: PromptFilter,
): Promise<{ engine: string; n: number }[]> {
  const n = (t: typeof rollupAnswers | typeof rollupDailyAnswers) =>
    sql<number>`coalesce(sum(${t.answers}), 0)`.mapWith(Number);
  if (filter.promptIds) {
    const r = rollupAnswers;
    return db
      .select({ engine: r.engine, n: n(r) })
      .from(r)
      .where(and(filterCondition(r, filter), inArray(r.promptId, [...filter.promptIds])))
      .groupBy(r.engine)
      .orderBy(r.engine);
  }
  const d = rollupDailyAnswers;
  return db
    .select({ engine: d.engine, n: n(d) })
    .from(d)
    .where(filterCondition(d, filter))
    .groupBy(d.engine)
    .orderBy(d.engine);
}
