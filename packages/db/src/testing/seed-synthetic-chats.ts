/**
 * BENCHMARK AND TEST ONLY (bench/reanalysis.ts, the re-analysis tests): stores a project's history of answers without
 * asking any engine — one completed backfill collect per day, one succeeded run per active prompt × project engine ×
 * sample, and its chat, whose answer is drawn from a pool given per language. The chats are not analysed yet (no
 * analysis key, no facts, no rollups): a re-analysis writes them. Never call this from the
 * application: the real pipeline stores a chat with its facts and rollups in one transaction (store-chat.ts).
 */

import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';

export interface SyntheticAnswer {
  /** `ko` answers go to prompts in Korean, `en` ones to every other language. */
  language: 'ko' | 'en';
  text: string;
  citations: Array<{ url: string; title?: string; startIndex?: number; endIndex?: number }>;
}

export interface SyntheticChatOptions {
  projectId: number;
  /** First and last day (inclusive), `YYYY-MM-DD`. */
  from: string;
  to: string;
  samples: number;
  /** Both languages must be present. */
  answers: readonly SyntheticAnswer[];
  /** One answer in this many is a `no_answer` (empty); 0 for none. */
  noAnswerEvery?: number;
}

/** Stores the history; the number of chats stored. One statement per day (each day's collect, runs and chats). */
export async function seedSyntheticChats(db: Database, options: SyntheticChatOptions): Promise<number> {
  const pool = JSON.stringify(options.answers);
  const noAnswerEvery = options.noAnswerEvery ?? 0;
  const days = rawRows<{ day: string }>(
    await db.execute(sql`select d::date::text as day
      from generate_series(${options.from}::date, ${options.to}::date, interval '1 day') d order by 1`),
  );
  let stored = 0;
  for (const { day } of days) {
    const [row] = rawRows<{ n: number }>(
      await db.execute(sql`
        with project as (select id, organization_id, engines from projects where id = ${options.projectId}),
        collect as (
          insert into collects (document_id, organization_id, project_id, day, key, trigger, status, planned,
            succeeded, started_at, finished_at)
          select substr(md5(random()::text || clock_timestamp()::text), 1, 24), organization_id, id, ${day}::date,
            ${`synthetic:${day}`}, 'backfill', 'completed', w.runs, w.runs, now(), now()
          from project cross join lateral (
            select (count(*) * cardinality(project.engines) * ${options.samples})::int as runs
            from prompts where project_id = project.id and active
          ) w
          returning id, organization_id, project_id, day
        ),
        planned as (
          select c.id as collect_id, c.organization_id, c.project_id, p.id as prompt_id, e.engine, s.sample
          from collect c join prompts p on p.project_id = c.project_id and p.active
          cross join project pr cross join lateral unnest(pr.engines) e(engine)
          cross join generate_series(0, ${options.samples - 1}) s(sample)
        ),
        new_runs as (
          insert into runs (organization_id, project_id, collect_id, prompt_id, engine, sample_index, status, attempts,
            started_at, finished_at)
          select organization_id, project_id, collect_id, prompt_id, engine, sample, 'succeeded', 1, now(), now()
          from planned
          returning id, organization_id, project_id, collect_id, prompt_id, engine
        ),
        pool as (
          select value ->> 'language' as language, value ->> 'text' as text, value -> 'citations' as citations,
            (row_number() over (partition by value ->> 'language' order by ord) - 1)::int as idx,
            count(*) over (partition by value ->> 'language')::int as n
          from jsonb_array_elements(${pool}::jsonb) with ordinality a(value, ord)
        ),
        new_chats as (
          insert into chats (document_id, organization_id, project_id, run_id, collect_id, prompt_id, engine, model,
            simulated, prompt_text, answer, source_citations, status, collected_at, day)
          select substr(md5(r.id::text || random()::text), 1, 24), r.organization_id, r.project_id, r.id,
            r.collect_id, r.prompt_id, r.engine, 'synthetic', true, pl.text,
            case when x.no_answer then '' else a.text end,
            case when x.no_answer then '[]'::jsonb else a.citations end,
            case when x.no_answer then 'no_answer' else 'ok' end::chat_status,
            now(), ${day}::date
          from new_runs r
          join prompts pl on pl.id = r.prompt_id
          cross join lateral (select hashint8(r.id)::bigint + 2147483648 as h) hashed
          cross join lateral (select ${noAnswerEvery}::int > 0 and hashed.h % greatest(${noAnswerEvery}::int, 1) = 1 as no_answer) x
          join pool a on a.language = case when pl.language = 'ko' then 'ko' else 'en' end and a.idx = (hashed.h / 7) % a.n
          returning 1
        )
        select count(*)::int as n from new_chats`),
    );
    stored += Number(row?.n ?? 0);
  }
  return stored;
}
