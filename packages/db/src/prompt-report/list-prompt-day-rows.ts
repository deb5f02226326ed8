import { and, between, eq, inArray, sql } from 'drizzle-orm';
import { ownBrandKey } from '../analytics/find-analytics-project.ts';
import type { Database } from '../database.ts';
import { rollupAnswers, rollupBrands } from '../schema/index.ts';
import type { PromptRange } from './prompt-range.ts';

/** One local day × engine of a prompt: its answers (n), runs without an answer, and answers naming the own brand. */
export interface PromptDayRow {
  day: string;
  engine: string;
  answers: number;
  noAnswers: number;
  /** Successful answers that name the own brand. */
  ownMentioning: number;
}

/**
 * Every day × engine of the range with a result for the prompt, from the per-prompt rollups (one row per project ×
 * day × engine × prompt, read by the prompt's index), each with the own brand's row of the same key beside it: a year
 * of five engines is at most 1,830 rows. Oldest first, then by engine.
 */
export async function listPromptDayRows(db: Database, range: PromptRange): Promise<PromptDayRow[]> {
  const a = rollupAnswers;
  const b = rollupBrands;
  const rows = await db
    .select({
      day: sql<string>`cast(${a.day} as text)`,
      engine: a.engine,
      answers: a.answers,
      noAnswers: a.noAnswers,
      ownMentioning: sql<number>`coalesce(${b.answersMentioning}, 0)`.mapWith(Number),
    })
    .from(a)
    .leftJoin(
      b,
      and(
        eq(b.projectId, a.projectId),
        eq(b.day, a.day),
        eq(b.engine, a.engine),
        eq(b.promptId, a.promptId),
        eq(b.brandKey, ownBrandKey),
      ),
    )
    .where(
      and(
        eq(a.promptId, range.promptId),
        eq(a.projectId, range.projectId),
        between(a.day, range.from, range.to),
        range.engines ? inArray(a.engine, [...range.engines]) : undefined,
        sql`${a.answers} + ${a.noAnswers} > 0`,
      ),
    )
    .orderBy(a.day, a.engine);
  return rows.map((r) => ({ ...r, answers: Number(r.answers), noAnswers: Number(r.noAnswers) }));
}
