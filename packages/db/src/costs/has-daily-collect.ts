import { and, eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { collects } from '../schema/index.ts';

/** Whether the project's scheduled collect of a local day exists (planned, running, finished or refused). */
export async function hasDailyCollect(db: Database, projectId: number, day: string): Promise<boolean> {
  const [row] = await db
    .select({ id: collects.id })
    .from(collects)
    .where(and(eq(collects.projectId, projectId), eq(collects.key, `daily:${day}`)))
    .limit(1);
  return Boolean(row);
}
