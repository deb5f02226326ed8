import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { sentimentLabelThreshold } from './chat-facts.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface RollupKey {
  organizationId: number;
  projectId: number;
  day: string;
  engine: string;
  promptId: number;
}

/**
 * Recomputes the rollup rows of one project × day × engine × prompt from the facts of its chats. An advisory lock on
 * the key serializes concurrent writers, so the last one always sees every committed chat of the key.
 */
export async function recomputeRollups(tx: Tx, key: RollupKey): Promise<void> {
  const lockKey = `rollup:${key.projectId}:${key.day}:${key.engine}:${key.promptId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`);
  const where = sql`project_id = ${key.projectId} and day = ${key.day}::date and engine = ${key.engine} and prompt_id = ${key.promptId}`;
  const chatWhere = sql`c.project_id = ${key.projectId} and c.day = ${key.day}::date and c.engine = ${key.engine} and c.prompt_id = ${key.promptId} and c.analysis_key is not null`;
  const t = sentimentLabelThreshold;

  // Two statements instead of six (PGlite pays per statement): the deletes, then the three inserts as CTEs, which
  // see the same snapshot and write different tables.
  await tx.execute(sql`
    with answers as (delete from rollup_answers where ${where}),
      brands as (delete from rollup_brands where ${where})
    delete from rollup_domains where ${where}`);

  await tx.execute(sql`
    with answers as (
    insert into rollup_answers (organization_id, project_id, day, engine, prompt_id, answers, no_answers,
      answers_with_citations, answers_citing_owned, citations, owned_citations, impression, owned_impression)
    select ${key.organizationId}, ${key.projectId}, ${key.day}::date, ${key.engine}, ${key.promptId},
      count(*) filter (where c.status = 'ok'),
      count(*) filter (where c.status = 'no_answer'),
      count(*) filter (where c.status = 'ok' and coalesce(x.citations, 0) > 0),
      count(*) filter (where c.status = 'ok' and coalesce(x.owned, 0) > 0),
      coalesce(sum(x.citations) filter (where c.status = 'ok'), 0),
      coalesce(sum(x.owned) filter (where c.status = 'ok'), 0),
      coalesce(sum(x.impression) filter (where c.status = 'ok'), 0),
      coalesce(sum(x.owned_impression) filter (where c.status = 'ok'), 0)
    from chats c
    left join lateral (
      select count(*) as citations,
        count(*) filter (where ci.source_type = 'owned') as owned,
        sum(ci.impression) as impression,
        coalesce(sum(ci.impression) filter (where ci.source_type = 'owned'), 0) as owned_impression
      from citations ci where ci.chat_id = c.id
    ) x on true
    where ${chatWhere}
    having count(*) > 0
    ), brands as (
    insert into rollup_brands (organization_id, project_id, day, engine, prompt_id, brand_key, answers_mentioning,
      mentions, rank_sum, rank1, sentiment_sum, positive, neutral, negative, top_third, middle_third, bottom_third)
    select ${key.organizationId}, ${key.projectId}, ${key.day}::date, ${key.engine}, ${key.promptId}, m.brand_key,
      count(*), sum(m.count), sum(m.rank), count(*) filter (where m.rank = 1), sum(m.sentiment),
      count(*) filter (where m.sentiment > ${t}),
      count(*) filter (where m.sentiment between ${-t} and ${t}),
      count(*) filter (where m.sentiment < ${-t}),
      count(*) filter (where m.relative_position < 1.0 / 3),
      count(*) filter (where m.relative_position >= 1.0 / 3 and m.relative_position < 2.0 / 3),
      count(*) filter (where m.relative_position >= 2.0 / 3)
    from mentions m join chats c on c.id = m.chat_id
    where ${chatWhere} and c.status = 'ok'
    group by m.brand_key
    )
    insert into rollup_domains (organization_id, project_id, day, engine, prompt_id, domain, source_type, citations,
      answers_citing, first_position_sum, impression)
    select ${key.organizationId}, ${key.projectId}, ${key.day}::date, ${key.engine}, ${key.promptId}, d.domain,
      max(d.source_type), sum(d.citations), count(*), sum(d.first_position), sum(d.impression)
    from (
      select ci.chat_id, ci.domain, max(ci.source_type) as source_type, count(*) as citations,
        min(ci.position) as first_position, sum(ci.impression) as impression
      from citations ci join chats c on c.id = ci.chat_id
      where ${chatWhere} and c.status = 'ok'
      group by ci.chat_id, ci.domain
    ) d
    group by d.domain`);
}
