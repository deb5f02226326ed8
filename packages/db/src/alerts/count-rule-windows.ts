import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';
import { textArray } from '../watches/watch-match.ts';

/** What a rule counts over a window: successes (hits, or answers naming the brand) of n. */
export interface WindowCount {
  successes: number;
  n: number;
}

/**
 * A rule's counts over its window (`from`..`to`) and the window just before (`previousFrom`..`previousTo`): a watch's
 * hits of its engines' successful answers, or the answers naming a brand of all successful answers — from the daily
 * rollups and the watch's hits.
 */
export async function countRuleWindows(
  db: Database,
  projectId: number,
  subject: { watchId: number; engines: readonly string[] } | { brandKey: string },
  days: { from: string; to: string; previousFrom: string; previousTo: string },
): Promise<{ now: WindowCount; before: WindowCount }> {
  const engines = 'watchId' in subject ? textArray(subject.engines) : '{}';
  const successes =
    'watchId' in subject
      ? sql`select day, count(*) as x from watch_hits where watch_id = ${subject.watchId}
          and day between ${days.previousFrom}::date and ${days.to}::date group by day`
      : sql`select day, sum(answers_mentioning) as x from rollup_daily_brands where project_id = ${projectId}
          and brand_key = ${subject.brandKey} and day between ${days.previousFrom}::date and ${days.to}::date
          group by day`;
  const [row] = rawRows<{ x_now: string; x_before: string; n_now: string; n_before: string }>(
    await db.execute(sql`
      with s as (${successes}),
        n as (select day, sum(answers) as n from rollup_daily_answers where project_id = ${projectId}
          and day between ${days.previousFrom}::date and ${days.to}::date
          and (cardinality(${engines}::text[]) = 0 or engine = any(${engines}::text[])) group by day)
      select
        (select coalesce(sum(x), 0) from s where day >= ${days.from}::date) as x_now,
        (select coalesce(sum(x), 0) from s where day <= ${days.previousTo}::date) as x_before,
        (select coalesce(sum(n), 0) from n where day >= ${days.from}::date) as n_now,
        (select coalesce(sum(n), 0) from n where day <= ${days.previousTo}::date) as n_before`),
  );
  return {
    now: { successes: Number(row?.x_now ?? 0), n: Number(row?.n_now ?? 0) },
    before: { successes: Number(row?.x_before ?? 0), n: Number(row?.n_before ?? 0) },
  };
}
