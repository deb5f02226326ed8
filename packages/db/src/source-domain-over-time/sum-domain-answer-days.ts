import { type SQL, sql } from 'drizzle-orm';
import {
  type AnalyticsFilter,
  filterCondition,
  promptFilterCondition,
} from '../analytics/analytics-filter.ts';
import type { Database } from '../database.ts';
import { rollupAnswers, rollupDailyAnswers } from '../schema/index.ts';

/** n (successful answers) of one day and engine. */
export interface AnswerDay {
  day: string;
  engine: string;
  n: number;
}

/**
 * n per day and engine of a filter, from the daily answer rollups, or the per-prompt ones when the filter lists
 * prompts (as `sumReportAnswers` counts the whole); only days and engines with answers.
 */
export async function sumDomainAnswerDays(db: Database, filter: AnalyticsFilter): Promise<AnswerDay[]> {
  const perPrompt = filter.promptIds !== undefined;
  const r = perPrompt ? rollupAnswers : rollupDailyAnswers;
  const where: SQL | undefined = perPrompt
    ? promptFilterCondition(rollupAnswers, filter)
    : filterCondition(rollupDailyAnswers, filter);
  const day = sql<string>`to_char(${r.day}, 'YYYY-MM-DD')`;
  return db
    .select({ day, engine: r.engine, n: sql<number>`sum(${r.answers})`.mapWith(Number) })
    .from(r)
    .where(where)
    .groupBy(r.day, r.engine)
    .having(sql`sum(${r.answers}) > 0`)
    .orderBy(r.day, r.engine);
}
