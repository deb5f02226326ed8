import { eq, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { projects } from '../schema/index.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Raises the project's data version: what its analytics answer has changed (a chat stored, facts or rollups rewritten,
 * a prompt deleted, a name shown on the dashboards edited). Cached analytics responses are keyed by it, so every
 * writer of that data calls this, inside its own transaction where it has one.
 *
 * Call it as the LAST statement of a transaction: it locks the project row until commit, so every writer of a
 * project's data waits for it only during the other's commit, and never while holding a lock the other needs.
 */
export async function bumpDataVersion(db: Database | Tx, projectId: number): Promise<void> {
  await db
    .update(projects)
    .set({ dataVersion: sql`${projects.dataVersion} + 1` })
    .where(eq(projects.id, projectId));
}
