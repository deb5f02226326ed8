import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import type { PromptFilter } from '../source-rows/domain-rows.ts';
import { urlRows } from '../source-rows/url-rows.ts';

/**
 * The answers citing each of a few pages over a filter's range (the period before a page table's range, for the
 * rows it shows), by normalized URL; pages not cited are absent. Reads the same rollups as the table (`urlRows`),
 * only those pages' rows, by key.
 */
export async function sumPageAnswersCiting(
  db: Database,
  filter: PromptFilter,
  normalizedUrls: readonly string[],
  domain?: string,
): Promise<Map<string, number>> {
  if (normalizedUrls.length === 0) return new Map();
  const r = urlRows(db, filter, { domain, normalizedUrls }, 'page_rows');
  const rows = await db
    .select({
      normalizedUrl: r.normalizedUrl,
      answersCiting: sql<number>`coalesce(sum(${r.answersCiting}), 0)`.mapWith(Number),
    })
    .from(r)
    .groupBy(r.normalizedUrl);
  return new Map(rows.map((row) => [row.normalizedUrl, row.answersCiting]));
}
