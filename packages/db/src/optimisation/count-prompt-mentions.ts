import { and, inArray, sql } from 'drizzle-orm';
import { ownBrandKey } from '../analytics/find-analytics-project.ts';
import type { Database } from '../database.ts';
import { mentions } from '../schema/index.ts';
import { type OptimisationFilter, optimisationCondition } from './optimisation-filter.ts';

/**
 * Answers of one prompt naming one tracked brand (`brandKey` set), or naming at least one of the competitors
 * (`brandKey` null).
 */
export interface PromptMentionCount {
  promptId: number;
  brandKey: string | null;
  answers: number;
}

/**
 * Per prompt over the filter, from the mention facts in one grouping: the answers naming each of `brandKeys` (the own
 * brand and the current competitors; a deleted competitor's facts are left out), and the answers naming at least one
 * competitor among them — which the rollups cannot give (they count answers per brand, not the union).
 */
export async function countPromptMentions(
  db: Database,
  filter: OptimisationFilter,
  brandKeys: readonly string[],
): Promise<PromptMentionCount[]> {
  if (brandKeys.length === 0) return [];
  const m = mentions;
  const rows = await db
    .select({
      promptId: m.promptId,
      brandKey: m.brandKey,
      answers: sql<number>`case when grouping(${m.brandKey}) = 1
        then count(distinct ${m.chatId}) filter (where ${m.brandKey} <> ${ownBrandKey})
        else count(*) end`.mapWith(Number),
    })
    .from(m)
    .where(and(optimisationCondition(m, filter), inArray(m.brandKey, [...brandKeys])))
    .groupBy(sql`grouping sets ((${m.promptId}, ${m.brandKey}), (${m.promptId}))`);
  return rows.map((row) => ({
    promptId: Number(row.promptId),
    brandKey: row.brandKey,
    answers: row.answers,
  }));
}
