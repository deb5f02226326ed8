import { and, between, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { chats, mentions, runs } from '../schema/index.ts';
import type { PromptRange } from './prompt-range.ts';

/** How often a brand is named among the first three tracked brands of the prompt's answers. */
export interface PromptTopRanks {
  brandKey: string;
  /** Successful answers naming the brand at rank 1, 2 or 3. */
  top3: number;
}

/**
 * Per brand, the prompt's successful answers of the range that name it among the first three tracked brands, counted
 * over the facts (the rollups keep rank 1 and the rank sum, not the ranks in between). Reached from the prompt's runs
 * (by the prompt's run index) to their chats (one per run) and their mentions (by chat), so the read grows with the
 * prompt's history, not the project's.
 */
export async function countPromptTopRanks(db: Database, range: PromptRange): Promise<PromptTopRanks[]> {
  const rows = await db
    .select({
      brandKey: mentions.brandKey,
      top3: sql<number>`count(*) filter (where ${mentions.rank} <= 3)`.mapWith(Number),
    })
    .from(runs)
    .innerJoin(chats, eq(chats.runId, runs.id))
    .innerJoin(mentions, eq(mentions.chatId, chats.id))
    .where(
      and(
        eq(runs.promptId, range.promptId),
        eq(chats.projectId, range.projectId),
        eq(chats.status, 'ok'),
        between(chats.day, range.from, range.to),
        range.engines ? inArray(chats.engine, [...range.engines]) : undefined,
      ),
    )
    .groupBy(mentions.brandKey);
  return rows.sort((x, y) => x.brandKey.localeCompare(y.brandKey));
}
