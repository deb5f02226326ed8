import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';

export interface ReanalysisProgressRow {
  total: number;
  done: number;
  /** Every chat of a day before this one is re-analysed (chats go oldest day first); null before the first batch. */
  doneBefore: string | null;
  requestedAt: Date;
  startedAt: Date | null;
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** The project's re-analysis while one is asked for or runs; null when none is unfinished. */
export async function findReanalysisProgress(
  db: Database,
  projectId: number,
): Promise<ReanalysisProgressRow | null> {
  const [row] = rawRows<{
    total: number;
    done: number;
    last_day: string | null;
    requested_at: Date | string;
    started_at: Date | string | null;
  }>(
    await db.execute(sql`select total, done, last_day::text as last_day, requested_at, started_at
      from reanalysis_progress where project_id = ${projectId} and finished_at is null`),
  );
  if (!row) return null;
  return {
    total: Number(row.total),
    done: Number(row.done),
    doneBefore: row.last_day,
    requestedAt: asDate(row.requested_at),
    startedAt: row.started_at === null ? null : asDate(row.started_at),
  };
}
