import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';

/**
 * `CHECKPOINT`: the embedded database's write-ahead log up to now is no longer needed, so its segments are reused
 * instead of added to. PGlite runs PostgreSQL as a single backend, which checkpoints only when asked or when it
 * closes: left alone, a heavy write (a year of history analysed) grew its log to 22 GB.
 */
export async function checkpoint(db: Database): Promise<void> {
  await db.execute(sql`checkpoint`);
}

/** Where the last checkpoint's redo starts, as a number (it only grows). */
export async function findCheckpointRedo(db: Database): Promise<bigint> {
  const [row] = rawRows<{ redo: string }>(
    await db.execute(sql`select (redo_lsn - '0/0'::pg_lsn)::text as redo from pg_control_checkpoint()`),
  );
  return BigInt(row!.redo);
}
