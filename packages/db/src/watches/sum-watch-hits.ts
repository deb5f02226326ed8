import { sql } from 'drizzle-orm';
import { idArray } from '../analysis/delete-chats-facts.ts';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';

export interface WatchHitDay {
  watchId: number;
  day: string;
  engine: string;
  hits: number;
}

/** Hits of some watches of a project per day and engine, over local days `from`..`to` inclusive. */
export async function sumWatchHits(
  db: Database,
  projectId: number,
  watchIds: readonly number[],
  range: { from: string; to: string },
): Promise<WatchHitDay[]> {
  if (watchIds.length === 0) return [];
  const rows = rawRows<{ watch_id: string; day: string; engine: string; hits: string }>(
    await db.execute(sql`
      select watch_id, day::text as day, engine, count(*) as hits from watch_hits
      where project_id = ${projectId} and watch_id = any(${idArray(watchIds)}::bigint[])
        and day between ${range.from}::date and ${range.to}::date
      group by watch_id, day, engine order by day`),
  );
  return rows.map((r) => ({
    watchId: Number(r.watch_id),
    day: r.day,
    engine: r.engine,
    hits: Number(r.hits),
  }));
}

/** Each watch's hits over its whole history, and the day of its latest. */
export async function summarizeWatchHits(
  db: Database,
  projectId: number,
  watchIds: readonly number[],
): Promise<Map<number, { hits: number; lastDay: string | null }>> {
  const summary = new Map<number, { hits: number; lastDay: string | null }>();
  if (watchIds.length === 0) return summary;
  const rows = rawRows<{ watch_id: string; hits: string; last_day: string | null }>(
    await db.execute(sql`
      select watch_id, count(*) as hits, max(day)::text as last_day from watch_hits
      where project_id = ${projectId} and watch_id = any(${idArray(watchIds)}::bigint[])
      group by watch_id`),
  );
  for (const r of rows) summary.set(Number(r.watch_id), { hits: Number(r.hits), lastDay: r.last_day });
  return summary;
}
