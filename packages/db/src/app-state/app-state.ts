import { eq, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { appState } from '../schema/index.ts';

/**
 * A fact of this installation kept across restarts (see `app_state`), or null when it was never written. `ageMs` is
 * how long ago it was last written, by the database's clock.
 */
export async function readAppState<T>(
  db: Database,
  key: string,
): Promise<{ value: T; updatedAt: Date; ageMs: number } | null> {
  const [row] = await db
    .select({
      value: appState.value,
      updatedAt: appState.updatedAt,
      ageMs: sql<number>`extract(epoch from (now() - ${appState.updatedAt})) * 1000`.mapWith(Number),
    })
    .from(appState)
    .where(eq(appState.key, key));
  return row ? { value: row.value as T, updatedAt: row.updatedAt, ageMs: row.ageMs } : null;
}

/** Writes (or replaces) a fact. */
export async function writeAppState(db: Database, key: string, value: unknown): Promise<void> {
  await db
    .insert(appState)
    .values({ key, value })
    .onConflictDoUpdate({ target: appState.key, set: { value, updatedAt: sql`now()` } });
}

/**
 * Writes a fact only if it does not exist yet; true when this call wrote it. Two processes racing for the same key:
 * exactly one gets true (the other waits for the first one's transaction and then sees the row).
 */
export async function claimAppState(db: Database, key: string, value: unknown): Promise<boolean> {
  const inserted = await db
    .insert(appState)
    .values({ key, value })
    .onConflictDoNothing({ target: appState.key })
    .returning({ key: appState.key });
  return inserted.length > 0;
}
