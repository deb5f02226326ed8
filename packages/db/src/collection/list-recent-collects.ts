import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { collects, runs } from '../schema/index.ts';

/** The most common failure of a collect's runs: its engine and error kind, one of its messages and how many runs. */
export interface CollectFailureRow {
  engine: string;
  errorKind: string | null;
  error: string | null;
  runs: number;
}

export interface RecentCollectRow {
  documentId: string;
  day: string;
  trigger: 'schedule' | 'manual' | 'backfill';
  status: 'scheduled' | 'running' | 'completed' | 'partial' | 'failed';
  planned: number;
  succeeded: number;
  failed: number;
  cost: number;
  /** Why the collect ended without planning anything (the daily run quota, say), else null. */
  error: string | null;
  createdAt: Date;
  finishedAt: Date | null;
  /** The failures of the collect's runs by engine × error kind, most common first (at most `failureGroups`). */
  failures: CollectFailureRow[];
}

/** Failure groups kept per collect: enough to name every engine of a project that failed. */
export const failureGroups = 8;

/**
 * A project's newest collects (by creation, newest first) with their counts and, for those with failed runs, their
 * failures grouped by engine × error kind, most common first (ties by engine and kind, so the order does not depend
 * on row order).
 * Two queries: the collects, then their failed runs grouped.
 */
export async function listRecentCollects(
  db: Database,
  projectId: number,
  limit: number,
): Promise<RecentCollectRow[]> {
  const rows = await db
    .select({
      id: collects.id,
      documentId: collects.documentId,
      day: collects.day,
      trigger: collects.trigger,
      status: collects.status,
      planned: collects.planned,
      succeeded: collects.succeeded,
      failed: collects.failed,
      cost: collects.cost,
      error: collects.error,
      createdAt: collects.createdAt,
      finishedAt: collects.finishedAt,
    })
    .from(collects)
    .where(eq(collects.projectId, projectId))
    .orderBy(desc(collects.id))
    .limit(limit);
  const withFailures = rows.filter((row) => row.failed > 0).map((row) => row.id);
  const failures =
    withFailures.length === 0
      ? []
      : await db
          .select({
            collectId: runs.collectId,
            engine: runs.engine,
            errorKind: runs.errorKind,
            error: sql<string | null>`min(${runs.error})`,
            runs: sql<number>`count(*)::int`.mapWith(Number),
          })
          .from(runs)
          .where(and(inArray(runs.collectId, withFailures), eq(runs.status, 'failed')))
          .groupBy(runs.collectId, runs.engine, runs.errorKind)
          .orderBy(desc(sql`count(*)`), runs.engine, sql`${runs.errorKind} nulls last`);
  return rows.map(({ id, ...row }) => {
    return {
      ...row,
      failures: failures
        .filter((f) => f.collectId === id)
        .slice(0, failureGroups)
        .map(({ collectId: _c, ...failure }) => failure),
    };
  });
}
