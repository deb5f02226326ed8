import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** `{1,2,3}`: ids as one PostgreSQL array literal, bound as a single parameter (no bind-parameter limit). */
export const idArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** Deletes the facts (mentions, citations, aspects) of a set of chats of one project, in one statement. */
export async function deleteChatsFacts(tx: Tx, projectId: number, chatIds: readonly number[]): Promise<void> {
  if (chatIds.length === 0) return;
  const ids = idArray(chatIds);
  await tx.execute(sql`
    with m as (delete from mentions where chat_id = any(${ids}::bigint[]) and project_id = ${projectId}),
      c as (delete from citations where chat_id = any(${ids}::bigint[]) and project_id = ${projectId})
    delete from aspect_mentions where chat_id = any(${ids}::bigint[]) and project_id = ${projectId}`);
}
