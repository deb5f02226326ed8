import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';

/** What the collects of a project say about a range of local days (why a report of it may be empty). */
export interface RangeCollectFacts {
  /** The project's first local day: its creation day in its timezone, or an earlier collect's day (a backfill). */
  firstDay: string;
  /** The newest day of the range with a collect still scheduled or running; null when none is. */
  pendingDay: string | null;
  /** Runs of the range's collects (of the engines asked for) that succeeded and that failed. */
  succeededRuns: number;
  failedRuns: number;
  /** The newest day of the range with a failed run of those engines; null when none failed. */
  failedDay: string | null;
}

/**
 * The collect facts of a range, for the engines asked for (every engine when `engines` is undefined): one round
 * trip, read only when a report has no answer.
 */
export async function findRangeCollectFacts(
  db: Database,
  range: { projectId: number; from: string; to: string; engines?: readonly string[] | undefined },
): Promise<RangeCollectFacts> {
  const { projectId, from, to } = range;
  const engineCondition =
    range.engines === undefined
      ? sql``
      : range.engines.length === 0
        ? sql`and false`
        : sql`and r.engine in (${sql.join(
            range.engines.map((e) => sql`${e}`),
            sql`, `,
          )})`;
  const [row] = rawRows<{
    first_day: string;
    pending_day: string | null;
    succeeded: number | string;
    failed: number | string;
    failed_day: string | null;
  }>(
    await db.execute(sql`
      select
        least(
          (select (p.created_at at time zone p.timezone)::date from projects p where p.id = ${projectId}),
          (select min(c.day) from collects c where c.project_id = ${projectId})
        )::text as first_day,
        (select max(c.day)::text from collects c
          where c.project_id = ${projectId} and c.day between ${from} and ${to}
            and c.status in ('scheduled', 'running')) as pending_day,
        runs_of_range.succeeded, runs_of_range.failed, runs_of_range.failed_day
      from (
        select
          count(*) filter (where r.status = 'succeeded') as succeeded,
          count(*) filter (where r.status = 'failed') as failed,
          max(c.day) filter (where r.status = 'failed')::text as failed_day
        from runs r join collects c on c.id = r.collect_id
        where r.project_id = ${projectId} and c.day between ${from} and ${to} ${engineCondition}
      ) as runs_of_range`),
  );
  if (!row) throw new Error(`project ${projectId} has no collect facts`);
  return {
    firstDay: row.first_day,
    pendingDay: row.pending_day,
    succeededRuns: Number(row.succeeded),
    failedRuns: Number(row.failed),
    failedDay: row.failed_day,
  };
}
