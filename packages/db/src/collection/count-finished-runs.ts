import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { runs } from '../schema/index.ts';

/** Runs of a project that are finished (succeeded or failed for good). */
export async function countFinishedRuns(db: Database, projectId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(runs)
    .where(and(eq(runs.projectId, projectId), inArray(runs.status, ['succeeded', 'failed'])));
  return Number(row?.n ?? 0);
}
