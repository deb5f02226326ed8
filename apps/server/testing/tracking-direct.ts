import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rows } from './analytics-fixture.ts';
import type { FilterSetup } from './tracking-fixture.ts';
import { waitUntil } from './wait-until.ts';

// Direct counts over stored chats, mentions and citations (never rollups) for the tracking tests, and a helper that
// re-analyses a project's history.

/** Counted from stored chats, mentions and citations (never from rollups), under a condition on chat `c` / prompt `p`. */
export async function direct(s: FilterSetup, from: string, to: string, where: SQL = sql`true`) {
  const db = s.t.database.db;
  const scope = sql`c.project_id = ${s.project.id} and c.status = 'ok' and c.day between ${from}::date and ${to}::date
    and (${where})`;
  const [count] = rows<{ n: number; citing: number }>(
    await db.execute(sql`select count(*)::int as n,
      (count(*) filter (where exists (select 1 from citations ci where ci.chat_id = c.id
        and ci.source_type = 'owned')))::int as citing
      from chats c join prompts p on p.id = c.prompt_id where ${scope}`),
  );
  const brands = rows<{ brand_key: string; answers: number; mentions: number; first: number }>(
    await db.execute(sql`select m.brand_key, count(distinct c.id)::int as answers, sum(m.count)::int as mentions,
      (count(*) filter (where m.rank = 1))::int as first
      from chats c join prompts p on p.id = c.prompt_id join mentions m on m.chat_id = c.id
      where ${scope} group by m.brand_key`),
  );
  const by = (pick: (r: (typeof brands)[number]) => number) =>
    new Map(brands.map((r) => [r.brand_key, Number(pick(r))]));
  return {
    n: Number(count!.n),
    citing: Number(count!.citing),
    mentioning: by((r) => r.answers),
    mentions: by((r) => r.mentions),
    first: by((r) => r.first),
  };
}

/** Direct counts grouped by an SQL expression over chat `c` and prompt `p`: n and own-brand answers per key. */
export async function directBy(s: FilterSetup, from: string, to: string, key: SQL, join: SQL = sql``) {
  const found = rows<{ key: string; n: number; own: number }>(
    await s.t.database.db.execute(sql`select ${key} as key, count(distinct c.id)::int as n,
      count(distinct c.id) filter (where exists (select 1 from mentions m where m.chat_id = c.id
        and m.brand_key = 'brand'))::int as own
      from chats c join prompts p on p.id = c.prompt_id ${join}
      where c.project_id = ${s.project.id} and c.status = 'ok' and c.day between ${from}::date and ${to}::date
      group by 1`),
  );
  return new Map(found.map((r) => [String(r.key), { n: Number(r.n), own: Number(r.own) }]));
}

export const tagged = (names: string[]) =>
  sql`p.id in (select pt.prompt_id from prompt_tags pt join tags t on t.id = pt.tag_id where t.name in (${sql.join(
    names.map((n) => sql`${n}`),
    sql`, `,
  )}))`;
/** The prompt names the own brand: its name or alias in the text. */
export const branded = sql`(p.text ilike '%oneul coffee%' or p.text like '%오늘커피%')`;

/** Changes the first competitor's aliases and waits until every chat of the project is analysed again. */
export async function reanalyzeWithRivalAliases(s: FilterSetup, aliases: string[]) {
  const keyBefore = await analysisKeys(s);
  const [rival] = rows<{ document_id: string }>(
    await s.t.database.db.execute(sql`select document_id from competitors where project_id = ${s.project.id}
    order by id limit 1`),
  );
  const renamed = await s.t.as(s.owner.jwt, {
    method: 'PUT',
    url: `/api/competitors/${rival!.document_id}`,
    payload: { data: { aliases } },
  });
  expect(renamed.statusCode, renamed.body).toBe(200);
  const keys = await waitUntil(
    'every chat analysed again with the new aliases',
    () => analysisKeys(s),
    (keys) => keys.length === 1 && keys[0] !== keyBefore[0],
    { intervalMs: 200 },
  );
  expect(keys).toHaveLength(1);
  expect(keys[0]).not.toBe(keyBefore[0]);
}

/** The distinct analysis keys of the project's chats (one once every chat is analysed with the same profile). */
export async function analysisKeys(s: FilterSetup): Promise<string[]> {
  const found = rows<{ k: string }>(
    await s.t.database.db.execute(
      sql`select distinct analysis_key as k from chat_analyses where project_id = ${s.project.id}`,
    ),
  );
  return found.map((r) => r.k);
}
