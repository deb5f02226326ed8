import { and, between, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../database.ts';
import { rollupBrands } from '../schema/index.ts';
import type { PromptRange } from './prompt-range.ts';

/** One brand's counts over a prompt's range, from the per-prompt rollups. */
export interface PromptBrandSums {
  brandKey: string;
  /** Successful answers naming the brand. */
  answersMentioning: number;
  /** Times the brand is named, over those answers. */
  mentions: number;
  /** Σ of the brand's rank (1 = named first among tracked brands) over the answers naming it. */
  rankSum: number;
  /** Answers naming the brand first. */
  rank1: number;
}

/**
 * Every brand named in the prompt's answers of the range, summed over its days and engines from the per-prompt brand
 * rollups (read by the prompt's index). Brands never named are absent.
 */
export async function sumPromptBrands(db: Database, range: PromptRange): Promise<PromptBrandSums[]> {
  const b = rollupBrands;
  const sum = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
  const rows = await db
    .select({
      brandKey: b.brandKey,
      answersMentioning: sum(b.answersMentioning),
      mentions: sum(b.mentions),
      rankSum: sum(b.rankSum),
      rank1: sum(b.rank1),
    })
    .from(b)
    .where(
      and(
        eq(b.promptId, range.promptId),
        eq(b.projectId, range.projectId),
        between(b.day, range.from, range.to),
        range.engines ? inArray(b.engine, [...range.engines]) : undefined,
      ),
    )
    .groupBy(b.brandKey)
    .having(sql`sum(${b.answersMentioning}) > 0`);
  return rows.sort((x, y) => x.brandKey.localeCompare(y.brandKey));
}
