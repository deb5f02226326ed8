import { and, eq, sql } from 'drizzle-orm';
import { filterCondition, promptFilterCondition } from '../analytics/analytics-filter.ts';
import { ownBrandKey } from '../analytics/find-analytics-project.ts';
import type { Database } from '../database.ts';
import { rollupAnswers, rollupBrands, rollupDailyAnswers, rollupDailyBrands } from '../schema/index.ts';
import type { OptimisationFilter } from './optimisation-filter.ts';

/** One engine's successful answers over a filter, and those naming the own brand. */
export interface EngineBrandAnswers {
  engine: string;
  answers: number;
  brandAnswers: number;
}

/**
 * Per engine, n and the answers naming the own brand over the filter, in one statement: the answer and brand rollups
 * side by side (daily rows without a prompt filter, per-prompt rows with one) summed per engine. Engines without an
 * answer are absent.
 */
export async function sumEngineBrandAnswers(
  db: Database,
  filter: OptimisationFilter,
): Promise<EngineBrandAnswers[]> {
  const perPrompt = filter.promptIds !== undefined;
  const a = perPrompt ? rollupAnswers : rollupDailyAnswers;
  const b = perPrompt ? rollupBrands : rollupDailyBrands;
  const where = (
    t: typeof rollupAnswers | typeof rollupDailyAnswers | typeof rollupBrands | typeof rollupDailyBrands,
  ) =>
    and(
      eq(t.organizationId, filter.organizationId),
      'promptId' in t ? promptFilterCondition(t, filter) : filterCondition(t, filter),
    );
  const answers = db
    .select({
      engine: a.engine,
      answers: sql<number>`${a.answers}`.as('answers'),
      brandAnswers: sql<number>`0`.as('brand_answers'),
    })
    .from(a as typeof rollupDailyAnswers)
    .where(where(a));
  const brands = db
    .select({
      engine: b.engine,
      answers: sql<number>`0`.as('answers'),
      brandAnswers: sql<number>`${b.answersMentioning}`.as('brand_answers'),
    })
    .from(b as typeof rollupDailyBrands)
    .where(and(where(b), eq(b.brandKey, ownBrandKey)));
  const r = answers.unionAll(brands).as('engine_rows');
  const rows = await db
    .select({
      engine: r.engine,
      answers: sql<number>`coalesce(sum(${r.answers}), 0)`.mapWith(Number),
      brandAnswers: sql<number>`coalesce(sum(${r.brandAnswers}), 0)`.mapWith(Number),
    })
    .from(r)
    .groupBy(r.engine)
    .having(sql`sum(${r.answers}) > 0`);
  return rows;
}
