import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { mentions } from '../schema/index.ts';

export interface ChatMentionRow {
  chatId: number;
  brandKey: string;
  rank: number;
  /** The brand's sentiment in the answer, −1…1. */
  sentiment: number;
}

/** The tracked brands each of the chats names, in rank order (1 = named first), for a page of chats at once. */
export async function listChatMentions(
  db: Database,
  projectId: number,
  chatIds: readonly number[],
): Promise<ChatMentionRow[]> {
  if (chatIds.length === 0) return [];
  const rows = await db
    .select({
      chatId: mentions.chatId,
      brandKey: mentions.brandKey,
      rank: mentions.rank,
      sentiment: mentions.sentiment,
    })
    .from(mentions)
    .where(and(eq(mentions.projectId, projectId), inArray(mentions.chatId, [...chatIds])))
    .orderBy(asc(mentions.chatId), asc(mentions.rank), asc(mentions.brandKey));
  return rows.map((row) => ({ ...row, chatId: Number(row.chatId) }));
}
