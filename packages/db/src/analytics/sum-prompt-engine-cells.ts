import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rollupAnswers, rollupBrands } from '../schema/index.ts';
import { type AnalyticsFilter, promptFilterCondition } from './analytics-filter.ts';

/** One prompt × engine of the range: n, or (with a brand key) the answers mentioning that brand. */
export interface PromptEngineCount {
  promptId: number;
  engine: string;
  /** null: the row counts answers (n); else the brand whose answers mentioning it it counts. */
  brandKey: string | null;
  count: number;
}

/**
 * The prompt × engine table's counts from the per-prompt rollups in one statement: n per prompt × engine, and per
 * prompt × engine × brand the answers mentioning the brand (rows only where the count is not zero).
 */
export async function sumPromptEngineCells(
  db: Database,
  filter: AnalyticsFilter,
): Promise<PromptEngineCount[]> {
  const a = rollupAnswers;
  const b = rollupBrands;
  const answers = db
    .select({
      promptId: a.promptId,
      engine: a.engine,
      brandKey: sql<string | null>`cast(null as text)`.as('brand_key'),
      count: sql<string | number>`sum(${a.answers})`.as('count'),
    })
    .from(a)
    .where(promptFilterCondition(a, filter))
    .groupBy(a.promptId, a.engine)
    .having(sql`sum(${a.answers}) > 0`);
  const mentioning = db
    .select({
      promptId: b.promptId,
      engine: b.engine,
      brandKey: sql<string | null>`${b.brandKey}`.as('brand_key'),
      count: sql<string | number>`sum(${b.answersMentioning})`.as('count'),
    })
    .from(b)
    .where(promptFilterCondition(b, filter))
    .groupBy(b.promptId, b.engine, b.brandKey)
    .having(sql`sum(${b.answersMentioning}) > 0`);
  const rows = await answers.unionAll(mentioning);
  return rows.map((r) => ({
    promptId: Number(r.promptId),
    engine: r.engine,
    brandKey: r.brandKey,
    count: Number(r.count),
  }));
}
