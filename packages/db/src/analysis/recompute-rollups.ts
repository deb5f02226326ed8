import { type SQL, sql } from 'drizzle-orm';
import { bumpDataVersion } from '../analytics/bump-data-version.ts';
import { blockSpans } from '../analytics/day-blocks.ts';
import { segmentLockKey } from '../analytics/ensure-segment.ts';
import { ownBrandKey } from '../analytics/find-analytics-project.ts';
import {
  answerMeasureColumns,
  brandMeasureColumns,
  sourceMeasureColumns,
} from '../analytics/rollup-measures.ts';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';
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
  // One lock per project × engine: it covers this key's rows, the daily rows every prompt of the day adds to, the
  // monthly rows every day of the month adds to and the page block rows every prompt and day of a block adds to
  // (without it two recomputes of different days could each hold, from their first statement, a row the other's
  // second statement needs: a deadlock). A day's collect, the common case, takes it per engine anyway. Then one per
  // project × prompt × engine: it covers the block rows the prompt's days share across months. Every writer takes
  // them in this order, so they cannot deadlock. First the project's segment lock, shared: a segment is (re)built
  // under it exclusively, so a build never misses a recompute that has not committed (see ensure-segment.ts).
  const engineLock = `rollup:${key.projectId}:${key.engine}`;
  const promptLock = `rollup-prompt:${key.projectId}:${key.promptId}:${key.engine}`;
  await tx.execute(
    sql`select pg_advisory_xact_lock_shared(hashtextextended(${segmentLockKey(key.projectId)}, 0)),
      pg_advisory_xact_lock(hashtextextended(${engineLock}, 0)),
      pg_advisory_xact_lock(hashtextextended(${promptLock}, 0))`,
  );
  const where = sql`project_id = ${key.projectId} and day = ${key.day}::date and engine = ${key.engine} and prompt_id = ${key.promptId}`;
  const chatWhere = sql`c.project_id = ${key.projectId} and c.day = ${key.day}::date and c.engine = ${key.engine} and c.prompt_id = ${key.promptId} and c.analysis_key is not null`;
  const t = sentimentLabelThreshold;

  // Two statements instead of six (PGlite pays per statement): the deletes, then the three inserts as CTEs, which
  // see the same snapshot and write different tables.
  // The daily rows lose what this key's old rows added and gain what its new rows add.
  await tx.execute(sql`
    with answers as (delete from rollup_answers where ${where} returning *),
      brands as (delete from rollup_brands where ${where} returning *),
      domains as (delete from rollup_domains where ${where} returning *),
      urls as (delete from rollup_urls where ${where} returning *),
      daily_answers as (${addDailyAnswers('answers', -1)}),
      daily_brands as (${addDailyBrands('brands', -1)}),
      daily_domains as (${addDailySources('domains', -1)}),
      monthly_domains as (${addMonthlySources('domains', -1)}),
      daily_urls as (${addDailySources('urls', -1)}),
      monthly_urls as (${addMonthlySources('urls', -1)}),
      block_urls as (${addBlockUrls('urls', -1)}),
      segment_answers as (${addSegmentAnswers('answers', -1)}),
      segment_brands as (${addSegmentBrands('brands', -1)}),
      segment_domains as (${addSegmentSources('domains', -1)}),
      segment_urls as (${addSegmentSources('urls', -1)}),
      segment_block_domains as (${addSegmentBlockSources('domains', -1)}),
      segment_block_urls as (${addSegmentBlockSources('urls', -1)}),
      block_answers as (${addBlockAnswers('answers', -1)}),
      block_brands as (${addBlockBrands('brands', -1)})
    select 1`);

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
    returning *
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
    returning *
    ), domains as (
    insert into rollup_domains (organization_id, project_id, day, engine, prompt_id, domain, source_type, citations,
      answers_citing, first_position_sum, impression, answers_citing_brand, answers_citing_competitor)
    select ${key.organizationId}, ${key.projectId}, ${key.day}::date, ${key.engine}, ${key.promptId}, d.domain,
      max(d.source_type), sum(d.citations), count(*), sum(d.first_position), sum(d.impression),
      count(*) filter (where d.brand), count(*) filter (where d.competitor)
    from (
      select ci.chat_id, ci.domain, max(ci.source_type) as source_type, count(*) as citations,
        min(ci.position) as first_position, sum(ci.impression) as impression,
        bool_or(coalesce(named.brand, false)) as brand, bool_or(coalesce(named.competitor, false)) as competitor
      from citations ci join chats c on c.id = ci.chat_id
      -- Whether the citing answer names the own brand, and a competitor.
      left join lateral (
        select bool_or(m.brand_key = ${ownBrandKey}) as brand, bool_or(m.brand_key <> ${ownBrandKey}) as competitor
        from mentions m where m.chat_id = ci.chat_id
      ) named on true
      where ${chatWhere} and c.status = 'ok'
      group by ci.chat_id, ci.domain
    ) d
    group by d.domain
    returning *
    ), urls as (
    insert into rollup_urls (organization_id, project_id, day, engine, prompt_id, normalized_url, domain, citations,
      answers_citing, first_position_sum, impression, answers_citing_brand, answers_citing_competitor)
    select ${key.organizationId}, ${key.projectId}, ${key.day}::date, ${key.engine}, ${key.promptId},
      u.normalized_url, max(u.domain), sum(u.citations), count(*), sum(u.first_position), sum(u.impression),
      count(*) filter (where u.brand), count(*) filter (where u.competitor)
    from (
      select ci.chat_id, ci.normalized_url, max(ci.domain) as domain, count(*) as citations,
        min(ci.position) as first_position, sum(ci.impression) as impression,
        bool_or(coalesce(named.brand, false)) as brand, bool_or(coalesce(named.competitor, false)) as competitor
      from citations ci join chats c on c.id = ci.chat_id
      left join lateral (
        select bool_or(m.brand_key = ${ownBrandKey}) as brand, bool_or(m.brand_key <> ${ownBrandKey}) as competitor
        from mentions m where m.chat_id = ci.chat_id
      ) named on true
      where ${chatWhere} and c.status = 'ok'
      group by ci.chat_id, ci.normalized_url
    ) u
    group by u.normalized_url
    returning *
    ), daily_answers as (${addDailyAnswers('answers', 1)}),
    daily_brands as (${addDailyBrands('brands', 1)}),
    segment_answers as (${addSegmentAnswers('answers', 1)}),
    segment_brands as (${addSegmentBrands('brands', 1)}),
    segment_domains as (${addSegmentSources('domains', 1)}),
    segment_urls as (${addSegmentSources('urls', 1)}),
    segment_block_domains as (${addSegmentBlockSources('domains', 1)}),
    segment_block_urls as (${addSegmentBlockSources('urls', 1)}),
    block_answers as (${addBlockAnswers('answers', 1)}),
    block_brands as (${addBlockBrands('brands', 1)}),
    monthly_domains as (${addMonthlySources('domains', 1)}),
    daily_urls as (${addDailySources('urls', 1)}),
    monthly_urls as (${addMonthlySources('urls', 1)}),
    block_urls as (${addBlockUrls('urls', 1)})
    ${addDailySources('domains', 1)}`);
}

/**
 * Adds (sign 1) or removes (sign −1) the per-prompt rows of the CTE named `source` to/from the daily rows. Only
 * constant identifiers go into the raw SQL.
 */
function addDailyAnswers(source: 'answers', sign: 1 | -1): SQL {
  const m = answerMeasureColumns;
  return sql.raw(`insert into rollup_daily_answers (organization_id, project_id, day, engine, ${m.join(', ')})
    select organization_id, project_id, day, engine, ${m.map((c) => `${sign} * ${c}`).join(', ')}
    from ${source}
    on conflict (project_id, day, engine) do update set
    ${m.map((c) => `${c} = rollup_daily_answers.${c} + excluded.${c}`).join(', ')}`);
}

function addDailyBrands(source: 'brands', sign: 1 | -1): SQL {
  const m = brandMeasureColumns;
  return sql.raw(`insert into rollup_daily_brands (organization_id, project_id, day, engine, brand_key, ${m.join(', ')})
    select organization_id, project_id, day, engine, brand_key, ${m.map((c) => `${sign} * ${c}`).join(', ')}
    from ${source}
    order by brand_key
    on conflict (project_id, day, engine, brand_key) do update set
    ${m.map((c) => `${c} = rollup_daily_brands.${c} + excluded.${c}`).join(', ')}`);
}

/** Adds (sign 1) or removes (sign −1) the per-prompt rows of `source` to/from every segment their prompt is in. */
function addSegmentAnswers(source: 'answers', sign: 1 | -1): SQL {
  const m = answerMeasureColumns;
  return sql.raw(`insert into rollup_segment_answers (organization_id, project_id, day, engine, segment_id,
    ${m.join(', ')})
    select a.organization_id, a.project_id, a.day, a.engine, s.id, ${m.map((c) => `${sign} * a.${c}`).join(', ')}
    from ${source} a join rollup_segments s on s.project_id = a.project_id and a.prompt_id = any(s.prompt_ids)
    order by s.id
    on conflict (segment_id, day, engine) do update set
    ${m.map((c) => `${c} = rollup_segment_answers.${c} + excluded.${c}`).join(', ')}`);
}

function addSegmentBrands(source: 'brands', sign: 1 | -1): SQL {
  const m = brandMeasureColumns;
  return sql.raw(`insert into rollup_segment_brands (organization_id, project_id, day, engine, segment_id, brand_key,
    ${m.join(', ')})
    select b.organization_id, b.project_id, b.day, b.engine, s.id, b.brand_key,
      ${m.map((c) => `${sign} * b.${c}`).join(', ')}
    from ${source} b join rollup_segments s on s.project_id = b.project_id and b.prompt_id = any(s.prompt_ids)
    order by s.id, b.brand_key
    on conflict (segment_id, day, engine, brand_key) do update set
    ${m.map((c) => `${c} = rollup_segment_brands.${c} + excluded.${c}`).join(', ')}`);
}

/**
 * Adds (sign 1) or removes (sign −1) the per-prompt rows of `source` to/from every segment of their prompt that holds
 * source rows.
 */
function addSegmentSources(source: keyof typeof sourceRollups, sign: 1 | -1): SQL {
  const { segment, key, label } = sourceRollups[source];
  const m = sourceMeasures;
  return sql.raw(`insert into ${segment} (organization_id, project_id, day, engine, segment_id, ${key}, ${label},
    ${m.join(', ')})
    select r.organization_id, r.project_id, r.day, r.engine, s.id, r.${key}, r.${label},
      ${m.map((c) => `${sign} * r.${c}`).join(', ')}
    from ${source} r join rollup_segments s on s.project_id = r.project_id and r.prompt_id = any(s.prompt_ids)
      and s.sources
    order by s.id, r.${key}
    on conflict (segment_id, day, engine, ${key}) do update set
    ${label} = greatest(${segment}.${label}, excluded.${label}),
    ${m.map((c) => `${c} = ${segment}.${c} + excluded.${c}`).join(', ')}`);
}

/**
 * Adds (sign 1) or removes (sign −1) the per-prompt rows of `source` to/from the blocks of every segment of their
 * prompt that holds source rows.
 */
function addSegmentBlockSources(source: keyof typeof sourceRollups, sign: 1 | -1): SQL {
  const { segmentBlock, key, label } = sourceRollups[source];
  const m = sourceMeasures;
  return sql.raw(`insert into ${segmentBlock} (organization_id, project_id, segment_id, span, start, engine, ${key},
    ${label}, ${m.join(', ')})
    select r.organization_id, r.project_id, g.id, s.span, ${blockStart('r.day')}, r.engine, r.${key}, max(r.${label}),
      ${m.map((c) => `${sign} * sum(r.${c})`).join(', ')}
    from ${source} r join rollup_segments g on g.project_id = r.project_id and r.prompt_id = any(g.prompt_ids)
      and g.sources
    cross join ${spans}
    group by r.organization_id, r.project_id, g.id, s.span, ${blockStart('r.day')}, r.engine, r.${key}
    order by 3, 4, 5, 6, 7
    on conflict (segment_id, span, start, engine, ${key}) do update set
    ${label} = greatest(${segmentBlock}.${label}, excluded.${label}),
    ${m.map((c) => `${c} = ${segmentBlock}.${c} + excluded.${c}`).join(', ')}`);
}

/** Each block span as a row `span`, and the first day of the block of that span holding `day`. */
const spans = `(values ${blockSpans.map((span) => `(${span})`).join(', ')}) s(span)`;
const blockStart = (day: string) => `${day} - (${day} - date '1970-01-01') % s.span`;

/** Adds (sign 1) or removes (sign −1) the per-prompt rows of `source` to/from their block of each span. */
function addBlockAnswers(source: 'answers', sign: 1 | -1): SQL {
  const m = answerMeasureColumns;
  return sql.raw(`insert into rollup_block_answers (organization_id, project_id, span, start, engine, prompt_id,
    ${m.join(', ')})
    select a.organization_id, a.project_id, s.span, ${blockStart('a.day')}, a.engine, a.prompt_id,
      ${m.map((c) => `${sign} * a.${c}`).join(', ')}
    from ${source} a cross join ${spans}
    order by s.span
    on conflict (project_id, span, start, engine, prompt_id) do update set
    ${m.map((c) => `${c} = rollup_block_answers.${c} + excluded.${c}`).join(', ')}`);
}

function addBlockBrands(source: 'brands', sign: 1 | -1): SQL {
  const m = brandMeasureColumns;
  return sql.raw(`insert into rollup_block_brands (organization_id, project_id, span, start, engine, prompt_id,
    brand_key, ${m.join(', ')})
    select b.organization_id, b.project_id, s.span, ${blockStart('b.day')}, b.engine, b.prompt_id, b.brand_key,
      ${m.map((c) => `${sign} * b.${c}`).join(', ')}
    from ${source} b cross join ${spans}
    order by s.span, b.brand_key
    on conflict (project_id, span, start, engine, prompt_id, brand_key) do update set
    ${m.map((c) => `${c} = rollup_block_brands.${c} + excluded.${c}`).join(', ')}`);
}

/** The summed columns of the cited-source rollups (domains and pages alike). */
const sourceMeasures = sourceMeasureColumns;

/**
 * A cited-source rollup: the CTE holding its per-prompt rows, its daily, monthly and segment tables, the column it is keyed by,
 * and a label column that is not a count (a domain's source type, a page's domain): the sums keep the greatest one
 * their rows carried.
 */
const sourceRollups = {
  domains: {
    daily: 'rollup_daily_domains',
    monthly: 'rollup_monthly_domains',
    segment: 'rollup_segment_domains',
    segmentBlock: 'rollup_segment_block_domains',
    key: 'domain',
    label: 'source_type',
  },
  urls: {
    daily: 'rollup_daily_urls',
    monthly: 'rollup_monthly_urls',
    segment: 'rollup_segment_urls',
    segmentBlock: 'rollup_segment_block_urls',
    key: 'normalized_url',
    label: 'domain',
  },
} as const;

/** Adds (sign 1) or removes (sign −1) the per-prompt rows of `source` to/from its daily rows. */
function addDailySources(source: keyof typeof sourceRollups, sign: 1 | -1): SQL {
  const { daily, key, label } = sourceRollups[source];
  const m = sourceMeasures;
  return sql.raw(`insert into ${daily} (organization_id, project_id, day, engine, ${key}, ${label}, ${m.join(', ')})
    select organization_id, project_id, day, engine, ${key}, ${label}, ${m.map((c) => `${sign} * ${c}`).join(', ')}
    from ${source}
    order by ${key}
    on conflict (project_id, day, engine, ${key}) do update set
    ${label} = greatest(${daily}.${label}, excluded.${label}),
    ${m.map((c) => `${c} = ${daily}.${c} + excluded.${c}`).join(', ')}`);
}

/** The same per month (a prompt's deletion takes many days of one month at once: summed first). */
function addMonthlySources(source: keyof typeof sourceRollups, sign: 1 | -1): SQL {
  const { monthly, key, label } = sourceRollups[source];
  const m = sourceMeasures;
  return sql.raw(`insert into ${monthly} (organization_id, project_id, month, engine, ${key}, ${label}, ${m.join(', ')})
    select organization_id, project_id, date_trunc('month', day)::date, engine, ${key}, max(${label}),
      ${m.map((c) => `${sign} * sum(${c})`).join(', ')}
    from ${source}
    group by organization_id, project_id, date_trunc('month', day)::date, engine, ${key}
    order by 3, 4, 5
    on conflict (project_id, month, engine, ${key}) do update set
    ${label} = greatest(${monthly}.${label}, excluded.${label}),
    ${m.map((c) => `${c} = ${monthly}.${c} + excluded.${c}`).join(', ')}`);
}

/**
 * Adds (sign 1) or removes (sign −1) the per-prompt page rows of `source` to/from their block of each span (all
 * prompts; a prompt's deletion takes many days at once: summed first).
 */
function addBlockUrls(source: 'urls', sign: 1 | -1): SQL {
  const m = sourceMeasures;
  return sql.raw(`insert into rollup_block_urls (organization_id, project_id, span, start, engine, normalized_url,
    domain, ${m.join(', ')})
    select r.organization_id, r.project_id, s.span, ${blockStart('r.day')}, r.engine, r.normalized_url,
      max(r.domain), ${m.map((c) => `${sign} * sum(r.${c})`).join(', ')}
    from ${source} r cross join ${spans}
    group by r.organization_id, r.project_id, s.span, ${blockStart('r.day')}, r.engine, r.normalized_url
    order by 3, 4, 5, 6
    on conflict (project_id, span, start, engine, normalized_url) do update set
    domain = greatest(rollup_block_urls.domain, excluded.domain),
    ${m.map((c) => `${c} = rollup_block_urls.${c} + excluded.${c}`).join(', ')}`);
}

/**
 * Deletes a prompt and takes its answers out of the daily rollups in the same transaction (its chats, facts and
 * per-prompt rollups go with it through the foreign keys), raising the project's data version.
 */
export async function deletePromptAndRollups(db: Database, promptId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [prompt] = rawRows<{ project_id: number | string }>(
      await tx.execute(sql`select project_id from prompts where id = ${promptId}`),
    );
    await tx.execute(sql`
      with answers as (delete from rollup_answers where prompt_id = ${promptId} returning *),
        brands as (delete from rollup_brands where prompt_id = ${promptId} returning *),
        domains as (delete from rollup_domains where prompt_id = ${promptId} returning *),
        urls as (delete from rollup_urls where prompt_id = ${promptId} returning *),
        daily_answers as (${addDailyAnswers('answers', -1)}),
        daily_brands as (${addDailyBrands('brands', -1)}),
        daily_domains as (${addDailySources('domains', -1)}),
        monthly_domains as (${addMonthlySources('domains', -1)}),
        daily_urls as (${addDailySources('urls', -1)}),
        monthly_urls as (${addMonthlySources('urls', -1)}),
        block_urls as (${addBlockUrls('urls', -1)})
      select 1`);
    await tx.execute(sql`delete from prompts where id = ${promptId}`);
    // After the delete and its cascades: the project row is the transaction's last lock (see bumpDataVersion).
    if (prompt) await bumpDataVersion(tx, Number(prompt.project_id));
  });
}
