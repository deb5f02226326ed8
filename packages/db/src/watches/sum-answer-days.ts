import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';
import { draftHitCondition, textArray, type WatchMatch } from './watch-match.ts';

/** A project's successful answers (n) per day and engine over local days `from`..`to`, from the daily rollups. */
export async function sumAnswerDays(
  db: Database,
  projectId: number,
  range: { from: string; to: string },
): Promise<Array<{ day: string; engine: string; answers: number }>> {
  const rows = rawRows<{ day: string; engine: string; answers: string }>(
    await db.execute(sql`
      select day::text as day, engine, sum(answers) as answers from rollup_daily_answers
      where project_id = ${projectId} and day between ${range.from}::date and ${range.to}::date
      group by day, engine order by day`),
  );
  return rows.map((r) => ({ day: r.day, engine: r.engine, answers: Number(r.answers) }));
}

/** How many of a project's stored successful answers a draft watch would match, and how many there are. */
export async function countDraftHits(
  db: Database,
  projectId: number,
  match: WatchMatch,
): Promise<{ hits: number; answers: number }> {
  const engines = textArray(match.engines);
  const [row] = rawRows<{ hits: string; answers: string }>(
    await db.execute(sql`
      select count(*) filter (where ${draftHitCondition(match)}) as hits,
        count(*) filter (where c.status = 'ok' and (cardinality(${engines}::text[]) = 0
          or c.engine = any(${engines}::text[]))) as answers
      from chats c where c.project_id = ${projectId}`),
  );
  return { hits: Number(row?.hits ?? 0), answers: Number(row?.answers ?? 0) };
}
