import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';

export interface ReanalysisStart {
  /** Chats of this run, those done before an interruption included. */
  total: number;
  done: number;
  /** Chats still to re-analyse. */
  pending: number;
}

/**
 * Starts, or resumes, the re-analysis of a project's chats to `analysisKey`, in one statement: counts the chats not
 * analysed with it and records the run. A run of the same key that was interrupted keeps its start and its chats
 * done (its total becomes done + still to do); any other starts afresh. With nothing to do, the run is finished.
 */
export async function startReanalysis(
  db: Database,
  projectId: number,
  analysisKey: string,
): Promise<ReanalysisStart> {
  // The row's run is this key's, started and not finished: an interrupted run.
  const resumes = sql`(reanalysis_progress.analysis_key = excluded.analysis_key
    and reanalysis_progress.started_at is not null and reanalysis_progress.finished_at is null)`;
  const [row] = rawRows<{ total: number; done: number; pending: number }>(
    await db.execute(sql`
      with pending as (
        select count(*)::int as n from chats c left join chat_analyses a on a.chat_id = c.id
        where c.project_id = ${projectId} and a.analysis_key is distinct from ${analysisKey}
      ),
      written as (
        insert into reanalysis_progress (project_id, organization_id, analysis_key, total, done, started_at,
          finished_at)
        select p.id, p.organization_id, ${analysisKey}, pending.n, 0, now(), case when pending.n = 0 then now() end
        from projects p cross join pending where p.id = ${projectId}
        on conflict (project_id) do update set
          total = case when ${resumes} then reanalysis_progress.done + excluded.total else excluded.total end,
          done = case when ${resumes} then reanalysis_progress.done else 0 end,
          last_day = case when ${resumes} then reanalysis_progress.last_day end,
          started_at = case when ${resumes} then reanalysis_progress.started_at else now() end,
          analysis_key = excluded.analysis_key,
          finished_at = excluded.finished_at
        returning total, done
      )
      select total, done, (select n from pending) as pending from written`),
  );
  return {
    total: Number(row?.total ?? 0),
    done: Number(row?.done ?? 0),
    pending: Number(row?.pending ?? 0),
  };
}
