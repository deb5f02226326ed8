import { sql } from 'drizzle-orm';
import { dayBounds, idArray } from '../analysis/delete-chats-facts.ts';
import type { Database } from '../database.ts';
import { storedHitCondition } from './watch-match.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Records the hits of a project's watches among some of its chats: the chats given (a stored chat, a re-analysed
 * batch, after their old hits were cleared) or, for one watch, the chats of a range of days (its history backfill). Hits
 * already recorded stay as they are.
 */
export async function matchWatchHits(
  tx: Tx | Database,
  projectId: number,
  scope: { chatIds: readonly number[] } | { watchId: number; fromDay: string; toDay: string },
): Promise<void> {
  if ('chatIds' in scope && scope.chatIds.length === 0) return;
  const chatsOf =
    'chatIds' in scope
      ? sql`c.id = any(${idArray(scope.chatIds)}::bigint[])`
      : sql`w.id = ${scope.watchId} and c.day between ${scope.fromDay}::date and ${scope.toDay}::date`;
  await tx.execute(sql`
    insert into watch_hits (watch_id, chat_id, organization_id, project_id, day, engine)
    select w.id, c.id, c.organization_id, c.project_id, c.day, c.engine
    from watches w join chats c on c.project_id = w.project_id
    where w.project_id = ${projectId} and ${chatsOf} and ${storedHitCondition()}
    on conflict do nothing`);
}

/**
 * Removes the hits of some chats of a project (before their facts are matched again). The chats' days bound the
 * search on the (watch, day) index: by chat id alone, a table the planner has no statistics for (PGlite never has
 * any, PostgreSQL until autovacuum's first pass) planned as a scan of every hit, 0.3 s a batch at 1.7 M hits.
 */
export async function clearChatsWatchHits(
  tx: Tx,
  projectId: number,
  chats: ReadonlyArray<{ id: number; day: string }>,
): Promise<void> {
  if (chats.length === 0) return;
  const { from, to } = dayBounds(chats);
  await tx.execute(sql`
    delete from watch_hits h using watches w
    where w.project_id = ${projectId} and h.watch_id = w.id and h.day between ${from}::date and ${to}::date
      and h.chat_id = any(${idArray(chats.map((c) => c.id))}::bigint[])`);
}
