import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';

/**
 * Records that the project's history is to be re-analysed (its profile changed; the job follows), so the web app
 * shows it at once. A run already under way keeps its numbers: the job that follows counts again when it starts.
 */
export async function markReanalysisRequested(db: Database, projectId: number): Promise<void> {
  await db.execute(sql`
    insert into reanalysis_progress (project_id, organization_id)
    select id, organization_id from projects where id = ${projectId}
    on conflict (project_id) do update set
      requested_at = now(),
      analysis_key = case when reanalysis_progress.finished_at is null then reanalysis_progress.analysis_key end,
      total = case when reanalysis_progress.finished_at is null then reanalysis_progress.total else 0 end,
      done = case when reanalysis_progress.finished_at is null then reanalysis_progress.done else 0 end,
      last_day = case when reanalysis_progress.finished_at is null then reanalysis_progress.last_day end,
      started_at = case when reanalysis_progress.finished_at is null then reanalysis_progress.started_at end,
      finished_at = null`);
}
