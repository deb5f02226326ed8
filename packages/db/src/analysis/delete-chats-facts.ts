import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** `{1,2,3}`: ids as one PostgreSQL array literal, bound as a single parameter (no bind-parameter limit). */
export const idArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** The earliest and the latest day of some chats. */
export function dayBounds(chats: ReadonlyArray<{ day: string }>): { from: string; to: string } {
  let from = chats[0]!.day;
  let to = from;
  for (const { day } of chats) {
    if (day < from) from = day;
    if (day > to) to = day;
  }
  return { from, to };
}

/**
 * Deletes the facts (mentions, citations, aspects) of a set of chats of one project, in one statement. The chats'
 * days bound each search on the facts' project × day index: by chat id alone, on tables without statistics (PGlite
 * has none), the planner takes thousands of ids for most of the table and scans it.
 */
export async function deleteChatsFacts(
  tx: Tx,
  projectId: number,
  chats: ReadonlyArray<{ id: number; day: string }>,
): Promise<void> {
  if (chats.length === 0) return;
  const ids = idArray(chats.map((chat) => chat.id));
  const { from, to } = dayBounds(chats);
  const scope = sql`project_id = ${projectId} and day between ${from}::date and ${to}::date
    and chat_id = any(${ids}::bigint[])`;
  await tx.execute(sql`
    with m as (delete from mentions where ${scope}), c as (delete from citations where ${scope})
    delete from aspect_mentions where ${scope}`);
}
