import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rollupAnswers } from '../schema/index.ts';
import { type OptimisationFilter, optimisationCondition } from './optimisation-filter.ts';

/** n of one prompt over a filter: its successful answers. */
export interface PromptAnswers {
  promptId: number;
  answers: number;
}

/** Each prompt's successful answers over the filter, from the per-prompt rollups (prompts without any are absent). */
export async function sumPromptAnswers(db: Database, filter: OptimisationFilter): Promise<PromptAnswers[]> {
  const r = rollupAnswers;
  const rows = await db
    .select({
      promptId: r.promptId,
      answers: sql<number>`coalesce(sum(${r.answers}), 0)`.mapWith(Number),
    })
    .from(r)
    .where(optimisationCondition(r, filter))
    .groupBy(r.promptId)
    .having(sql`sum(${r.answers}) > 0`);
  return rows.map((row) => ({ promptId: Number(row.promptId), answers: row.answers }));
}
