import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';

/**
 * Marks the project's re-analysis to `analysisKey` finished — unless the profile changed again while it ran (a
 * request after its start): then it stays shown until the run that request queued starts and counts afresh.
 */
export async function finishReanalysis(db: Database, projectId: number, analysisKey: string): Promise<void> {
  await db.execute(sql`update reanalysis_progress set finished_at = now(), done = greatest(done, total)
    where project_id = ${projectId} and analysis_key = ${analysisKey} and finished_at is null
      and (started_at is null or requested_at <= started_at)`);
}
