import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { citations } from '../schema/index.ts';

export interface ChatCitationUrl {
  chatId: number;
  url: string;
}

/** The addresses each of the chats cites, in citation order, for a page of chats at once (the answers export). */
export async function listChatCitationUrls(
  db: Database,
  projectId: number,
  chatIds: readonly number[],
): Promise<ChatCitationUrl[]> {
  if (chatIds.length === 0) return [];
  const rows = await db
    .select({ chatId: citations.chatId, url: citations.url })
    .from(citations)
    .where(and(eq(citations.projectId, projectId), inArray(citations.chatId, [...chatIds])))
    .orderBy(asc(citations.chatId), asc(citations.position));
  return rows.map((row) => ({ ...row, chatId: Number(row.chatId) }));
}
