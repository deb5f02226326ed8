import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';

/** One local day's collects, as far as an alert's completeness needs them. */
export interface CollectDay {
  day: string;
  /** Collects of the day, and those of them still `scheduled` or `running`. */
  collects: number;
  unfinished: number;
  /** Runs the day's collects planned, and those that ended (succeeded, or failed for good). */
  runsPlanned: number;
  runsEnded: number;
}

/**
 * The collects of a project's days `from`..`to` (days without a collect are left out), the project's first day —
 * its creation day in its timezone, or an earlier collect's day (a backfill), the same first day as the reports'
 * `findRangeCollectFacts` — and the day of its latest collect (null before the first). The run counts are the
 * collects' own counters, kept by `refreshCollect`.
 */
export async function findCollectDays(
  db: Database,
  projectId: number,
  range: { from: string; to: string },
): Promise<{ firstDay: string; lastCollectDay: string | null; days: CollectDay[] }> {
  const rows = rawRows<{
    first_day: string;
    last_collect_day: string | null;
    day: string | null;
    collects: number | string | null;
    unfinished: number | string | null;
    runs_planned: number | string | null;
    runs_ended: number | string | null;
  }>(
    await db.execute(sql`
      select f.first_day, f.last_collect_day, d.day, d.collects, d.unfinished, d.runs_planned, d.runs_ended
      from (
        select least(
          (select (p.created_at at time zone p.timezone)::date from projects p where p.id = ${projectId}),
          (select min(c.day) from collects c where c.project_id = ${projectId})
        )::text as first_day,
        (select max(c.day) from collects c where c.project_id = ${projectId})::text as last_collect_day
      ) as f
      left join (
        select c.day::text as day, count(*) as collects,
          count(*) filter (where c.status in ('scheduled', 'running')) as unfinished,
          sum(c.planned) as runs_planned, sum(c.succeeded + c.failed) as runs_ended
        from collects c
        where c.project_id = ${projectId} and c.day between ${range.from}::date and ${range.to}::date
        group by c.day
      ) as d on true
      order by d.day`),
  );
  const firstDay = rows[0]?.first_day;
  if (!firstDay) throw new Error(`project ${projectId} does not exist`);
  return {
    firstDay,
    lastCollectDay: rows[0]?.last_collect_day ?? null,
    days: rows
      .filter((r) => r.day !== null)
      .map((r) => ({
        day: r.day!,
        collects: Number(r.collects),
        unfinished: Number(r.unfinished),
        runsPlanned: Number(r.runs_planned),
        runsEnded: Number(r.runs_ended),
      })),
  };
}
