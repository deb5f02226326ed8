import { sql } from 'drizzle-orm';
import { recomputeKeyRollups } from '../analysis/recompute-key-rollups.ts';
import { lockEnginesRollups } from '../analysis/recompute-rollups.ts';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';

/** Every rollup table whose rows are sums (the segments' membership rows, `rollup_segments`, are kept). */
export const summedRollupTables = [
  'rollup_answers',
  'rollup_brands',
  'rollup_domains',
  'rollup_urls',
  'rollup_daily_answers',
  'rollup_daily_brands',
  'rollup_daily_domains',
  'rollup_monthly_domains',
  'rollup_daily_urls',
  'rollup_monthly_urls',
  'rollup_segment_answers',
  'rollup_segment_brands',
  'rollup_segment_domains',
  'rollup_segment_urls',
  'rollup_block_answers',
  'rollup_block_brands',
  'rollup_block_urls',
  'rollup_segment_block_domains',
  'rollup_segment_block_urls',
  'rollup_content_types',
  'rollup_daily_content_types',
  'rollup_block_content_types',
] as const;

/**
 * TESTS ONLY: throws away every summed rollup row of a project and builds them again from its facts, each key of its
 * analysed chats recomputed from nothing — what the rollups must equal after any sequence of writes.
 */
export async function rebuildProjectRollups(db: Database, projectId: number): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of summedRollupTables) {
      await tx.execute(sql`delete from ${sql.raw(table)} where project_id = ${projectId}`);
    }
    const keys = rawRows<{ day: string; engine: string; prompt_id: number | string }>(
      await tx.execute(sql`select distinct c.day::text as day, c.engine, c.prompt_id from chats c
        join chat_analyses a on a.chat_id = c.id where c.project_id = ${projectId}`),
    );
    await lockEnginesRollups(
      tx,
      projectId,
      keys.map((k) => k.engine),
    );
    await recomputeKeyRollups(
      tx,
      projectId,
      keys.map((k) => ({ day: k.day, engine: k.engine, promptId: Number(k.prompt_id) })),
    );
  });
}
