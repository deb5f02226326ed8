import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { deleteChatsFacts } from './delete-chats-facts.ts';
import { factRows, sameFactRows } from './fact-rows.ts';
import { type AnalyzedChat, insertChatsFacts } from './insert-chats-facts.ts';
import { recomputeKeyRollups } from './recompute-key-rollups.ts';
import { lockEnginesRollups } from './recompute-rollups.ts';

/**
 * Re-analysis of a batch of stored chats of one project (thousands at a time), in one transaction of at most five
 * statements whatever its size: the old facts of the chats whose facts change out; their new facts in with the
 * source catalog, and every chat's analysis key set; then, under the rollup locks, the rollups of every key holding
 * a changed chat recomputed once (a key whose chats' facts are all unchanged keeps rollups that are already exact);
 * last, with `progress`, the project's re-analysis run's progress, and the project's data version. Facts and the catalog come before the locks, as in the
 * collector's own transaction (see recompute-rollups.ts for the order). Interrupted, nothing of the batch is kept:
 * its chats keep their old key. The number of chats whose facts changed.
 */
export async function replaceChatsFacts(
  db: Database,
  owner: { organizationId: number; projectId: number },
  analysisKey: string,
  batch: readonly AnalyzedChat[],
  options: { progress?: boolean } = {},
): Promise<number> {
  if (batch.length === 0) return 0;
  const { projectId } = owner;
  const changed = batch.filter(
    ({ chat, facts, stored }) => !stored || !sameFactRows(stored, factRows(chat, facts)),
  );
  const keys = new Map<string, { day: string; engine: string; promptId: number }>();
  for (const { chat } of changed) keys.set(`${chat.day}|${chat.engine}|${chat.promptId}`, chat);
  let lastDay = batch[0]!.chat.day;
  for (const { chat } of batch) if (chat.day > lastDay) lastDay = chat.day;
  const engines = [...new Set(changed.map((b) => b.chat.engine))];
  await db.transaction(async (tx) => {
    await deleteChatsFacts(
      tx,
      projectId,
      changed.map((b) => b.chat.id),
    );
    await insertChatsFacts(
      tx,
      owner,
      analysisKey,
      changed,
      batch.map((b) => b.chat.id),
    );
    await lockEnginesRollups(tx, projectId, engines);
    await recomputeKeyRollups(tx, projectId, [...keys.values()]);
    // Last: it locks the project row until commit (see bumpDataVersion).
    await tx.execute(sql`
      with progress as (
        update reanalysis_progress set done = done + ${batch.length},
          last_day = greatest(last_day, ${lastDay}::date)
        where project_id = ${projectId} and analysis_key = ${analysisKey} and ${options.progress === true}
      )
      update projects set data_version = data_version + ${changed.length > 0 ? 1 : 0} where id = ${projectId}`);
  });
  return changed.length;
}
