import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { chats } from '../schema/index.ts';

/** What one answer searched and the addresses of the pages it read (fan-out), as stored. */
export interface ChatFanOutRow {
  chatId: number;
  searchQueries: string[];
  retrieved: string[];
}

/** The fan-out of some of a project's answers (the export adds it to each answer). */
export async function listChatFanOut(
  db: Database,
  projectId: number,
  chatIds: readonly number[],
): Promise<ChatFanOutRow[]> {
  if (chatIds.length === 0) return [];
  const rows = await db
    .select({ chatId: chats.id, searchQueries: chats.searchQueries, retrieved: chats.retrieved })
    .from(chats)
    .where(and(eq(chats.projectId, projectId), inArray(chats.id, [...chatIds])));
  return rows.map((row) => ({
    chatId: Number(row.chatId),
    searchQueries: Array.isArray(row.searchQueries)
      ? row.searchQueries.filter((q): q is string => typeof q === 'string')
      : [],
    retrieved: Array.isArray(row.retrieved)
      ? row.retrieved.flatMap((p: { url?: unknown }) => (typeof p?.url === 'string' ? [p.url] : []))
      : [],
  }));
}
