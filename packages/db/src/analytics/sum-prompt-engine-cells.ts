import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import type { AnalyticsFilter } from './analytics-filter.ts';
import { promptRangeAnswers, promptRangeBrands } from './prompt-range-rows.ts';

/** One prompt × engine of the range: n, or (with a brand key) the answers mentioning that brand. */
export interface PromptEngineCount {
  promptId: number;
  engine: string;
  /** null: the row counts answers (n); else the brand whose answers mentioning it it counts. */
  brandKey: string | null;
  count: number;
}

/**
 * The prompt × engine table's counts: n per prompt × engine, and per prompt × engine × brand the
 * answers mentioning the brand (rows only where the count is not zero), from the range's blocks and remaining days
 * of the per-prompt rollups (prompt-range-rows.ts).
 */
export async function sumPromptEngineCells(
  db: Database,
  filter: AnalyticsFilter,
): Promise<PromptEngineCount[]> {
  const a = promptRangeAnswers(db, filter);
  const b = promptRangeBrands(db, filter);
  const answers = db
    .select({
      promptId: a.promptId,
      engine: a.engine,
      brandKey: sql<string | null>`cast(null as text)`.as('brand_key'),
      count: sql<string | number>`sum(${a.answers})`.as('count'),
    })
    .from(a)
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
    .groupBy(b.promptId, b.engine, b.brandKey)
    .having(sql`sum(${b.answersMentioning}) > 0`);
  // Two statements, not one UNION ALL: PostgreSQL runs them side by side on two connections.
  const rows = (await Promise.all([answers, mentioning])).flat();
  return rows.map((r) => ({
    promptId: Number(r.promptId),
    engine: r.engine,
    brandKey: r.brandKey,
    count: Number(r.count),
  }));
}
