import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';

export interface CollectProgressRow {
  /** Null when the project never had a backfill. */
  backfill: {
    days: number;
    daysDone: number;
    runsPlanned: number;
    runsDone: number;
    runsFailed: number;
    /** When its last day finished, once every day has. */
    finishedAt: Date | null;
  } | null;
  active: {
    collects: number;
    runsPlanned: number;
    runsFinished: number;
    runsPending: number;
    runsRunning: number;
  };
  /** When the project's last collect finished; null while any collect is unfinished or when none ever finished. */
  finishedAt: Date | null;
}

interface Raw {
  backfill_collects: number;
  seed_days: number | null;
  backfill_done: number;
  backfill_planned: number;
  backfill_succeeded: number;
  backfill_failed: number;
  backfill_finished_at: Date | string | null;
  active_collects: number;
  active_planned: number;
  active_finished: number;
  runs_pending: number;
  runs_running: number;
  last_finished_at: Date | string | null;
}

const asDate = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value : new Date(value);

/**
 * A project's collection work, in one statement: its backfill (collects with trigger `backfill`; the days asked for
 * are the first-start demo seed's when this is its project, since its days are planned one plan job at a time, else
 * the backfill collects planned), its unfinished collects (`scheduled` or `running`) with their runs by status, and
 * when its last collect finished. A collect is finished once completed, partial or failed.
 */
export async function findCollectProgress(db: Database, projectId: number): Promise<CollectProgressRow> {
  const [row] = rawRows<Raw>(
    await db.execute(sql`
      with project_collects as (
        select id, trigger, status in ('scheduled', 'running') as unfinished, planned, succeeded, failed, finished_at
        from collects where project_id = ${projectId}
      ),
      active_runs as (
        select count(*) filter (where r.status = 'queued')::int as pending,
          count(*) filter (where r.status = 'running')::int as running
        from runs r join project_collects c on c.id = r.collect_id and c.unfinished
      ),
      seed as (
        select jsonb_array_length(value -> 'days')::int as days from app_state
        where key = 'demo_seed' and value ->> 'projectId' = ${String(projectId)}
          and jsonb_typeof(value -> 'days') = 'array'
      )
      select
        count(*) filter (where trigger = 'backfill')::int as backfill_collects,
        (select days from seed) as seed_days,
        count(*) filter (where trigger = 'backfill' and not unfinished)::int as backfill_done,
        coalesce(sum(planned) filter (where trigger = 'backfill'), 0)::int as backfill_planned,
        coalesce(sum(succeeded) filter (where trigger = 'backfill'), 0)::int as backfill_succeeded,
        coalesce(sum(failed) filter (where trigger = 'backfill'), 0)::int as backfill_failed,
        max(finished_at) filter (where trigger = 'backfill') as backfill_finished_at,
        count(*) filter (where unfinished)::int as active_collects,
        coalesce(sum(planned) filter (where unfinished), 0)::int as active_planned,
        coalesce(sum(succeeded + failed) filter (where unfinished), 0)::int as active_finished,
        (select pending from active_runs) as runs_pending,
        (select running from active_runs) as runs_running,
        max(finished_at) as last_finished_at
      from project_collects`),
  );
  const r = row!;
  const days = Math.max(Number(r.backfill_collects), Number(r.seed_days ?? 0));
  const daysDone = Number(r.backfill_done);
  const activeCollects = Number(r.active_collects);
  return {
    backfill:
      days === 0
        ? null
        : {
            days,
            daysDone,
            runsPlanned: Number(r.backfill_planned),
            runsDone: Number(r.backfill_succeeded),
            runsFailed: Number(r.backfill_failed),
            finishedAt: daysDone >= days ? asDate(r.backfill_finished_at) : null,
          },
    active: {
      collects: activeCollects,
      runsPlanned: Number(r.active_planned),
      runsFinished: Number(r.active_finished),
      runsPending: Number(r.runs_pending ?? 0),
      runsRunning: Number(r.runs_running ?? 0),
    },
    finishedAt: activeCollects === 0 && days <= daysDone ? asDate(r.last_finished_at) : null,
  };
}
