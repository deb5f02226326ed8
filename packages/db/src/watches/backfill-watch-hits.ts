import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';
import { matchWatchHits } from './match-watch-hits.ts';

/** Days of answers matched per statement: a week of a large project is a few tens of thousands of answers. */
const daysPerStep = 7;

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * Matches a watch over its project's whole history, a week of answers per statement, then records that its
 * history is counted for the match version it started with. Hits found meanwhile by stored chats are kept (the
 * same rows). When the watch is edited (or deleted) meanwhile, it stops: the edit queued its own backfill. Whether
 * the history is now counted.
 */
export async function backfillWatchHits(
  db: Database,
  watchId: number,
  signal?: AbortSignal,
): Promise<boolean> {
  const read = async () =>
    rawRows<{ project_id: string; match_version: number }>(
      await db.execute(sql`select project_id, match_version from watches where id = ${watchId}`),
    )[0];
  const start = await read();
  if (!start) return false;
  const projectId = Number(start.project_id);
  const matchVersion = Number(start.match_version);
  const current = async () => Number((await read())?.match_version) === matchVersion;
  const [span] = rawRows<{ first: string | null; last: string | null }>(
    await db.execute(
      sql`select min(day)::text as first, max(day)::text as last from chats where project_id = ${projectId}`,
    ),
  );
  const { first, last } = span ?? { first: null, last: null };
  if (first && last) {
    for (let from = first; from <= last; from = addDays(from, daysPerStep)) {
      signal?.throwIfAborted();
      if (!(await current())) return false;
      const to = addDays(from, daysPerStep - 1);
      await matchWatchHits(db, projectId, { watchId, fromDay: from, toDay: to < last ? to : last });
    }
  }
  await db.execute(
    sql`update watches set counted_version = ${matchVersion} where id = ${watchId} and match_version = ${matchVersion}`,
  );
  return current();
}
