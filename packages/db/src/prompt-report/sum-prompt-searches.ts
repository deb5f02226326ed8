import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';
import type { PromptRange } from './prompt-range.ts';

/** One search an engine ran for the prompt: how many answers ran it in the range and in the period before. */
export interface PromptSearchRow {
  engine: string;
  /** Its spaces collapsed (searches differing only in case or spacing are one). */
  query: string;
  answers: number;
  previousAnswers: number;
  /** First and last local day it was run, over both periods. */
  firstSeen: string;
  lastSeen: string;
}

/** Per engine: the prompt's successful answers in the range, and those that said what they searched. */
export interface PromptSearchBasis {
  engine: string;
  answers: number;
  withSearches: number;
}

/**
 * The searches the engines ran for one prompt (each answer's fan-out) in a range and in the period before it, read
 * from its chats by the project × day index and grouped per engine and query (case-insensitively), most run first; at
 * most `limit` of them, and each engine's answers and answers with searches of the range.
 */
export async function sumPromptSearches(
  db: Database,
  range: PromptRange,
  previous: { from: string; to: string },
  limit = 200,
): Promise<{ rows: PromptSearchRow[]; basis: PromptSearchBasis[] }> {
  const engines =
    range.engines && range.engines.length > 0
      ? sql`and c.engine = any(${`{${range.engines.join(',')}}`}::text[])`
      : sql``;
  const chatsOf = (from: string, to: string) => sql`c.project_id = ${range.projectId}
    and c.prompt_id = ${range.promptId} and c.status = 'ok' and c.day between ${from}::date and ${to}::date ${engines}`;
  const [found, basis] = await Promise.all([
    db.execute(sql`
      select c.engine, min(regexp_replace(btrim(q.query), '[[:space:]]+', ' ', 'g')) as query,
        count(distinct c.id) filter (where c.day >= ${range.from}::date) as answers,
        count(distinct c.id) filter (where c.day < ${range.from}::date) as previous_answers,
        min(c.day)::text as first_seen, max(c.day)::text as last_seen
      from chats c cross join lateral jsonb_array_elements_text(c.search_queries) q(query)
      where ${chatsOf(previous.from, range.to)}
      group by c.engine, lower(regexp_replace(btrim(q.query), '[[:space:]]+', ' ', 'g'))
      order by 3 desc, 4 desc, 1, 2
      limit ${limit}`),
    db.execute(sql`
      select c.engine, count(*) as answers,
        count(*) filter (where jsonb_array_length(c.search_queries) > 0) as with_searches
      from chats c
      where ${chatsOf(range.from, range.to)}
      group by c.engine
      order by 1`),
  ]);
  return {
    rows: rawRows<Record<string, string | number>>(found).map((r) => ({
      engine: String(r.engine),
      query: String(r.query),
      answers: Number(r.answers),
      previousAnswers: Number(r.previous_answers),
      firstSeen: String(r.first_seen),
      lastSeen: String(r.last_seen),
    })),
    basis: rawRows<Record<string, string | number>>(basis).map((r) => ({
      engine: String(r.engine),
      answers: Number(r.answers),
      withSearches: Number(r.with_searches),
    })),
  };
}
