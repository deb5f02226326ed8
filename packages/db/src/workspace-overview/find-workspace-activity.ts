import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';
import type { ProjectDays } from './workspace-days.ts';

export interface ProjectActivity {
  projectId: number;
  /** Some chat of the project's span was answered by the simulator. */
  simulated: boolean;
  /** The newest local day with a successful answer (any time), or null. */
  lastAnswerDay: string | null;
}

type Row = { project_id: number | string; simulated: boolean; last_answer_day: string | null };

/**
 * Per project of `spans`, in ONE statement: whether a simulated chat lies within its own span (the partial index on
 * simulated chats answers it) and its newest day with answers (a backward scan of its daily rollups' key).
 */
export async function findWorkspaceActivity(
  db: Database,
  spans: readonly ProjectDays[],
): Promise<ProjectActivity[]> {
  if (spans.length === 0) return [];
  const values = sql.join(
    spans.map((s) => sql`(${s.projectId}::bigint, ${s.from}::date, ${s.to}::date)`),
    sql`, `,
  );
  const rows = rawRows<Row>(
    await db.execute(sql`
      select w.project_id,
        exists (
          select 1 from chats c
          where c.project_id = w.project_id and c.day between w.from_day and w.to_day and c.simulated
        ) as simulated,
        (
          select to_char(max(r.day), 'YYYY-MM-DD') from rollup_daily_answers r
          where r.project_id = w.project_id and r.answers > 0
        ) as last_answer_day
      from (values ${values}) as w(project_id, from_day, to_day)`),
  );
  return rows.map((r) => ({
    projectId: Number(r.project_id),
    simulated: Boolean(r.simulated),
    lastAnswerDay: r.last_answer_day,
  }));
}
