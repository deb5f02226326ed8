import { and, asc, between, count, eq, sql, sum } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { collects } from '../schema/index.ts';

export type CollectDayStatus = 'scheduled' | 'running' | 'completed' | 'partial' | 'failed';

export interface CollectMonthDayRow {
  day: string;
  collects: number;
  status: CollectDayStatus;
  planned: number;
  succeeded: number;
  failed: number;
  cost: number;
}

/** How many of the day's collects are in a status. */
const inStatus = (status: CollectDayStatus) =>
  sql<number>`count(*) filter (where ${collects.status} = ${status})`.mapWith(Number);

/**
 * A project's collects of the local days `from`..`to` (inclusive), summed per day with one status: running while
 * any runs, else scheduled while any waits, else failed when all failed, else partial when any failed or was
 * partial, else completed. Days without collects are left out.
 */
export async function summarizeCollectMonth(
  db: Database,
  projectId: number,
  from: string,
  to: string,
): Promise<CollectMonthDayRow[]> {
  const rows = await db
    .select({
      day: collects.day,
      collects: count(),
      running: inStatus('running'),
      scheduled: inStatus('scheduled'),
      failedCollects: inStatus('failed'),
      partial: inStatus('partial'),
      planned: sum(collects.planned).mapWith(Number),
      succeeded: sum(collects.succeeded).mapWith(Number),
      failed: sum(collects.failed).mapWith(Number),
      cost: sum(collects.cost).mapWith(Number),
    })
    .from(collects)
    .where(and(eq(collects.projectId, projectId), between(collects.day, from, to)))
    .groupBy(collects.day)
    .orderBy(asc(collects.day));
  return rows.map(({ running, scheduled, failedCollects, partial, ...row }) => ({
    ...row,
    status:
      running > 0
        ? 'running'
        : scheduled > 0
          ? 'scheduled'
          : failedCollects === row.collects
            ? 'failed'
            : failedCollects + partial > 0
              ? 'partial'
              : 'completed',
  }));
}
