import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { clearChatsWatchHits, matchWatchHits } from '../watches/match-watch-hits.ts';
import { deleteChatsFacts } from './delete-chats-facts.ts';
import { chatFactsHash } from './facts-hash.ts';
import { type AnalyzedChat, insertChatsFacts } from './insert-chats-facts.ts';
import { recomputeKeyRollups } from './recompute-key-rollups.ts';
import { lockEnginesRollups } from './recompute-rollups.ts';
import { rewriteReparsedChats } from './rewrite-reparsed-chats.ts';

/**
 * Re-analysis of a batch of stored chats of one project (thousands at a time), in one transaction of at most eight
 * statements whatever its size: the old facts of the chats whose facts change out (a chat whose new facts have the
 * fingerprint stored with its old ones keeps them); their new facts in with the source catalog, and every chat's
 * analysis (key and fingerprint) recorded; the answers a newer parser read again stored, and the watches' hits of the chats that changed matched again; then, under the rollup
 * locks, the rollups of every key holding a changed chat recomputed once (a key whose chats' facts are all unchanged
 * keeps rollups that are already exact); last, with `progress`, the project's re-analysis run's progress, and the
 * project's data version. Facts and the catalog come before the locks, as in the collector's own transaction (see
 * recompute-rollups.ts for the order). Interrupted, nothing of the batch is kept: its chats keep their old analysis.
 * The number of chats whose facts changed.
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
  const marks = batch.map((b) => ({
    id: b.chat.id,
    factsHash: b.newFactsHash ?? chatFactsHash(b.chat, b.facts),
  }));
  const changed = batch.filter((b, i) => b.factsHash == null || b.factsHash !== marks[i]!.factsHash);
  const keys = new Map<string, { day: string; engine: string; promptId: number }>();
  for (const { chat } of changed) keys.set(`${chat.day}|${chat.engine}|${chat.promptId}`, chat);
  let lastDay = batch[0]!.chat.day;
  for (const { chat } of batch) if (chat.day > lastDay) lastDay = chat.day;
  const engines = [...new Set(changed.map((b) => b.chat.engine))];
  await db.transaction(async (tx) => {
    // A chat never analysed has no facts to delete (they are written with its key, in one transaction).
    await deleteChatsFacts(
      tx,
      projectId,
      changed.filter((b) => b.analysed !== false).map((b) => b.chat),
    );
    await insertChatsFacts(tx, owner, analysisKey, changed, marks);
    await rewriteReparsedChats(tx, projectId, batch);
    // The watches' hits of the chats whose facts or answer changed, matched again.
    const rematched = [
      ...new Map(
        [...changed, ...batch.filter((b) => b.reparsed?.answer)].map((b) => [b.chat.id, b.chat]),
      ).values(),
    ];
    await clearChatsWatchHits(tx, projectId, rematched);
    await matchWatchHits(tx, projectId, { chatIds: rematched.map((chat) => chat.id) });
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
