import { sql } from 'drizzle-orm';
import { bumpDataVersion } from '../analytics/bump-data-version.ts';
import { segmentLockKey } from '../analytics/ensure-segment.ts';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';
import { addDailyContentTypes } from './content-type-differences.ts';
import { recomputeKeyRollups } from './recompute-key-rollups.ts';
import {
  addBlockUrls,
  addDailyAnswers,
  addDailyBrands,
  addDailySources,
  addMonthlySources,
} from './rollup-differences.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface RollupKey {
  organizationId: number;
  projectId: number;
  day: string;
  engine: string;
  promptId: number;
}

/**
 * Recomputes the rollup rows of one project × day × engine × prompt from the facts of its chats. An advisory lock on
 * the key serializes concurrent writers, so the last one always sees every committed chat of the key.
 */
export async function recomputeRollups(tx: Tx, key: RollupKey): Promise<void> {
  // One lock per project × engine: it covers this key's rows, the daily rows every prompt of the day adds to, the
  // monthly rows every day of the month adds to and the page block rows every prompt and day of a block adds to
  // (without it two recomputes of different days could each hold, from their first statement, a row the other's
  // second statement needs: a deadlock). A day's collect, the common case, takes it per engine anyway. Then one per
  // project × prompt × engine: it covers the block rows the prompt's days share across months. Every writer takes
  // them in this order, so they cannot deadlock. First the project's segment lock, shared: a segment is (re)built
  // under it exclusively, so a build never misses a recompute that has not committed (see ensure-segment.ts).
  // A re-analysis batch (lockEnginesRollups below) takes the segment lock and then the engine locks of all its
  // engines, in engine order, before any row: every other writer holds at most one engine lock, so no cycle forms.
  const engineLock = `rollup:${key.projectId}:${key.engine}`;
  const promptLock = `rollup-prompt:${key.projectId}:${key.promptId}:${key.engine}`;
  await tx.execute(
    sql`select pg_advisory_xact_lock_shared(hashtextextended(${segmentLockKey(key.projectId)}, 0)),
      pg_advisory_xact_lock(hashtextextended(${engineLock}, 0)),
      pg_advisory_xact_lock(hashtextextended(${promptLock}, 0))`,
  );
  await recomputeKeyRollups(tx, key.projectId, [key]);
}

/**
 * The locks of a recompute of many keys of one project (a re-analysis batch): the project's segment lock shared,
 * then the project × engine lock of each engine, in engine order, in one statement. The prompt × engine locks are
 * not needed: a writer takes one only while holding its engine's lock, so none can be held by another transaction
 * while this one holds every engine lock of its keys (and taking thousands would fill the lock table).
 */
export async function lockEnginesRollups(
  tx: Tx,
  projectId: number,
  engines: readonly string[],
): Promise<void> {
  const sorted = [...new Set(engines)].sort();
  if (sorted.length === 0) return;
  await tx.execute(
    sql`select pg_advisory_xact_lock_shared(hashtextextended(${segmentLockKey(projectId)}, 0)), ${sql.join(
      sorted.map(
        (engine) => sql`pg_advisory_xact_lock(hashtextextended(${`rollup:${projectId}:${engine}`}, 0))`,
      ),
      sql`, `,
    )}`,
  );
}

/**
 * Deletes a prompt and takes its answers out of the daily rollups in the same transaction (its chats, facts and
 * per-prompt rollups go with it through the foreign keys), raising the project's data version.
 */
export async function deletePromptAndRollups(db: Database, promptId: number): Promise<void> {
  await deletePromptsAndRollups(db, [promptId]);
}

/**
 * The same for many prompts of one project at once (a bulk delete), in one transaction: their rows are taken out of
 * the daily, monthly and block rollups in one statement (their per-prompt blocks go with them by cascade), and the data version raised once, last.
 */
export async function deletePromptsAndRollups(db: Database, promptIds: readonly number[]): Promise<void> {
  if (promptIds.length === 0) return;
  const ids = sql`(${sql.join(
    promptIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  await db.transaction(async (tx) => {
    const projects = rawRows<{ project_id: number | string }>(
      await tx.execute(sql`select distinct project_id from prompts where id in ${ids} order by project_id`),
    );
    await tx.execute(sql`
      with answers as (delete from rollup_answers where prompt_id in ${ids} returning *),
        brands as (delete from rollup_brands where prompt_id in ${ids} returning *),
        domains as (delete from rollup_domains where prompt_id in ${ids} returning *),
        urls as (delete from rollup_urls where prompt_id in ${ids} returning *),
        content_types as (delete from rollup_content_types where prompt_id in ${ids} returning *),
        daily_answers as (${addDailyAnswers('answers', -1)}),
        daily_brands as (${addDailyBrands('brands', -1)}),
        daily_domains as (${addDailySources('domains', -1)}),
        monthly_domains as (${addMonthlySources('domains', -1)}),
        daily_urls as (${addDailySources('urls', -1)}),
        monthly_urls as (${addMonthlySources('urls', -1)}),
        block_urls as (${addBlockUrls('urls', -1)}),
        daily_content_types as (${addDailyContentTypes('content_types', -1)})
      select 1`);
    await tx.execute(sql`delete from prompts where id in ${ids}`);
    // After the delete and its cascades: the project row is the transaction's last lock (see bumpDataVersion).
    for (const { project_id } of projects) await bumpDataVersion(tx, Number(project_id));
  });
}
