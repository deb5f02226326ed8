import { type SQL, sql } from 'drizzle-orm';
import { ownBrandKey } from '../analytics/find-analytics-project.ts';
import {
  answerMeasureColumns,
  brandMeasureColumns,
  contentTypeMeasureColumns,
  sourceMeasureColumns,
} from '../analytics/rollup-measures.ts';
import type { Database } from '../database.ts';
import { sentimentLabelThreshold } from './chat-facts.ts';
import { addBlockContentTypes, addDailyContentTypes } from './content-type-differences.ts';
import {
  addBlockAnswers,
  addBlockBrands,
  addBlockUrls,
  addDailyAnswers,
  addDailyBrands,
  addDailySources,
  addMonthlySources,
  addSegmentAnswers,
  addSegmentBlockSources,
  addSegmentBrands,
  addSegmentSources,
} from './rollup-differences.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A per-prompt rollup key of one project: day × engine × prompt. */
export interface ProjectRollupKey {
  day: string;
  engine: string;
  promptId: number;
}

/**
 * The per-prompt rollup tables: the CTE names their rows take (`new_<name>` computed from the facts, `old_<name>` as
 * stored, `<name>` the difference), the column that keys a row within its day × engine × prompt, the label column
 * (not a count) and the summed measures.
 */
const perPrompt = [
  { name: 'answers', table: 'rollup_answers', key: null, label: null, measures: answerMeasureColumns },
  { name: 'brands', table: 'rollup_brands', key: 'brand_key', label: null, measures: brandMeasureColumns },
  {
    name: 'domains',
    table: 'rollup_domains',
    key: 'domain',
    label: 'source_type',
    measures: sourceMeasureColumns,
  },
  {
    name: 'urls',
    table: 'rollup_urls',
    key: 'normalized_url',
    label: 'domain',
    measures: sourceMeasureColumns,
  },
  {
    name: 'content_types',
    table: 'rollup_content_types',
    key: 'content_type',
    label: null,
    measures: contentTypeMeasureColumns,
  },
] as const;

type PerPrompt = (typeof perPrompt)[number];

const keyColumns = (p: PerPrompt) => ['project_id', 'day', 'engine', 'prompt_id', ...(p.key ? [p.key] : [])];
const columns = (p: PerPrompt) => [
  'organization_id',
  ...keyColumns(p),
  ...(p.label ? [p.label] : []),
  ...p.measures,
];
const sameKey = (p: PerPrompt, a: string, b: string) =>
  keyColumns(p)
    .map((c) => `${a}.${c} = ${b}.${c}`)
    .join(' and ');

/**
 * The statement's parts for one per-prompt table (only constant identifiers go into the raw SQL): its stored rows of
 * the keys; both sides summed per row (new minus old, whether a new row exists, the labels of each side) in one
 * grouping, which also finds the stored rows no new row replaces (grouped, not probed row by row, which planned as a
 * nested loop over the two sets); the new rows written where they differ (an unchanged row is not rewritten); those
 * stored rows deleted; and the difference — only rows where a measure or the label changed — which the summed
 * rollups then receive.
 */
function perPromptParts(p: PerPrompt): SQL {
  const all = columns(p);
  const changing = [...(p.label ? [p.label] : []), ...p.measures];
  const labels = p.label
    ? `max(${p.label}) filter (where side > 0) as new_label, max(${p.label}) filter (where side < 0) as old_label,`
    : '';
  const labelChanged = p.label ? ' or new_label is distinct from old_label' : '';
  const group = ['organization_id', ...keyColumns(p)].join(', ');
  return sql.raw(`old_${p.name} as materialized (
      select r.* from ${p.table} r join keys k on r.project_id = k.project_id and r.day = k.day
        and r.engine = k.engine and r.prompt_id = k.prompt_id
    ),
    both_${p.name} as materialized (
      select ${group}, ${labels} bool_or(side > 0) as present,
        ${p.measures.map((c) => `sum(${c}) as ${c}`).join(', ')}
      from (
        select 1 as side, ${all.join(', ')} from new_${p.name}
        union all
        select -1, ${all.map((c) => (p.measures.includes(c as never) ? `-${c}` : c)).join(', ')} from old_${p.name}
      ) x
      group by ${group}
    ),
    put_${p.name} as (
      insert into ${p.table} (${all.join(', ')})
      select ${all.join(', ')} from new_${p.name}
      order by ${keyColumns(p).join(', ')}
      on conflict (${keyColumns(p).join(', ')}) do update set
        ${changing.map((c) => `${c} = excluded.${c}`).join(', ')}
      where (${changing.map((c) => `${p.table}.${c}`).join(', ')})
        is distinct from (${changing.map((c) => `excluded.${c}`).join(', ')})
    ),
    drop_${p.name} as (
      delete from ${p.table} r using both_${p.name} b where ${sameKey(p, 'r', 'b')} and not b.present
    ),
    ${p.name} as materialized (
      select ${group}, ${p.label ? `coalesce(new_label, old_label) as ${p.label},` : ''}
        ${p.measures.join(', ')}
      from both_${p.name}
      where ${p.measures.map((c) => `${c} <> 0`).join(' or ')}${labelChanged}
    )`);
}

/**
 * Recomputes the per-prompt rollup rows of a set of keys of one project from the facts of their chats, and adds the
 * difference to the daily, monthly, block and segment rollups — one statement whatever the number of keys, which
 * writes only the rows that change (a re-analysis that changes one answer in five leaves most rows alone). The caller
 * holds the advisory locks that cover the keys (see recompute-rollups.ts) in its transaction.
 */
export async function recomputeKeyRollups(
  tx: Tx,
  projectId: number,
  keys: readonly ProjectRollupKey[],
): Promise<void> {
  if (keys.length === 0) return;
  const json = JSON.stringify(keys.map((k) => ({ day: k.day, engine: k.engine, prompt_id: k.promptId })));
  const days = `{${[...new Set(keys.map((k) => k.day))].join(',')}}`;
  // Engine ids are lower-case words and hyphens, days ISO dates: no character an array literal would need quoted.
  const keyTexts = `{${keys.map((k) => `${k.engine}|${k.promptId}|${k.day}`).join(',')}}`;
  const t = sentimentLabelThreshold;

  await tx.execute(sql`
    with keys as materialized (
      select distinct ${projectId}::bigint as project_id, k.day, k.engine, k.prompt_id
      from jsonb_to_recordset(${json}::jsonb) as k(day date, engine text, prompt_id bigint)
    ),
    -- The keys' chats: those of the keys' days (the project × day index; the days are a constant array, so the
    -- planner sees how few they are), kept by their key as text in a constant array (hashed). Not joined with
    -- keys: estimating a join of a function's rows and a CTE, the planner chose a nested loop that read a whole
    -- day's chats once per key (0.75 s a batch at full scale). Each answer's own-brand and competitor flags (for
    -- the answers citing a source) come from its mentions by index, in the same pass.
    kc as materialized (
      select c.id, c.organization_id, c.project_id, c.day, c.engine, c.prompt_id, c.status,
        coalesce(n.brand, false) as brand, coalesce(n.competitor, false) as competitor
      from chats c
      left join lateral (
        select bool_or(m.brand_key = ${ownBrandKey}) as brand, bool_or(m.brand_key <> ${ownBrandKey}) as competitor
        from mentions m where m.chat_id = c.id and c.status = 'ok'
      ) n on true
      where c.project_id = ${projectId} and c.day = any(${days}::date[])
        and c.engine || '|' || c.prompt_id || '|' || to_char(c.day, 'YYYY-MM-DD') = any(${keyTexts}::text[])
        and exists (select 1 from chat_analyses a where a.chat_id = c.id)
    ),
    cited as materialized (
      select c.organization_id, c.project_id, c.day, c.engine, c.prompt_id, ci.chat_id, ci.domain, ci.normalized_url,
        ci.position, ci.source_type, ci.content_type, ci.impression, c.brand, c.competitor
      from kc c join citations ci on ci.chat_id = c.id
      where c.status = 'ok'
    ),
    -- The project's corrected pages (a partial index holds just them): a citation of one counts as its correction.
    corrected as materialized (
      select normalized_url, content_type_override from source_urls
      where project_id = ${projectId} and content_type_override is not null
    ),
    -- Answers per key and their citations per key, summed in one grouping (no join of two CTEs, which the planner
    -- can only estimate blind).
    new_answers as materialized (
      select organization_id, project_id, day, engine, prompt_id,
        sum(answers)::int as answers, sum(no_answers)::int as no_answers,
        sum(answers_with_citations)::int as answers_with_citations,
        sum(answers_citing_owned)::int as answers_citing_owned, sum(citations)::int as citations,
        sum(owned_citations)::int as owned_citations, coalesce(sum(impression), 0)::float8 as impression,
        coalesce(sum(owned_impression), 0)::float8 as owned_impression
      from (
        select organization_id, project_id, day, engine, prompt_id, (status = 'ok')::int as answers,
          (status = 'no_answer')::int as no_answers, 0 as answers_with_citations, 0 as answers_citing_owned,
          0::bigint as citations, 0::bigint as owned_citations, null::real as impression,
          null::real as owned_impression
        from kc
        union all
        select organization_id, project_id, day, engine, prompt_id, 0, 0, 1, (count(*) filter (where source_type = 'owned') > 0)::int,
          count(*), count(*) filter (where source_type = 'owned'), sum(impression),
          coalesce(sum(impression) filter (where source_type = 'owned'), 0)
        from cited
        group by organization_id, project_id, day, engine, prompt_id, chat_id
      ) x
      group by organization_id, project_id, day, engine, prompt_id
    ),
    new_brands as materialized (
      select c.organization_id, c.project_id, c.day, c.engine, c.prompt_id, m.brand_key,
        count(*)::int as answers_mentioning, sum(m.count)::int as mentions, sum(m.rank)::int as rank_sum,
        (count(*) filter (where m.rank = 1))::int as rank1, sum(m.sentiment)::real as sentiment_sum,
        (count(*) filter (where m.sentiment > ${t}))::int as positive,
        (count(*) filter (where m.sentiment between ${-t} and ${t}))::int as neutral,
        (count(*) filter (where m.sentiment < ${-t}))::int as negative,
        (count(*) filter (where m.relative_position < 1.0 / 3))::int as top_third,
        (count(*) filter (where m.relative_position >= 1.0 / 3 and m.relative_position < 2.0 / 3))::int
          as middle_third,
        (count(*) filter (where m.relative_position >= 2.0 / 3))::int as bottom_third
      from kc c join mentions m on m.chat_id = c.id
      where c.status = 'ok'
      group by c.organization_id, c.project_id, c.day, c.engine, c.prompt_id, m.brand_key
    ),
    new_domains as materialized (
      select d.organization_id, d.project_id, d.day, d.engine, d.prompt_id, d.domain, max(d.source_type) as source_type,
        sum(d.citations)::int as citations, count(*)::int as answers_citing,
        sum(d.first_position)::int as first_position_sum, sum(d.impression)::float8 as impression,
        (count(*) filter (where d.brand))::int as answers_citing_brand,
        (count(*) filter (where d.competitor))::int as answers_citing_competitor
      from (
        select organization_id, project_id, day, engine, prompt_id, chat_id, domain, max(source_type) as source_type,
          count(*) as citations, min(position) as first_position, sum(impression) as impression,
          bool_or(brand) as brand, bool_or(competitor) as competitor
        from cited
        group by organization_id, project_id, day, engine, prompt_id, chat_id, domain
      ) d
      group by d.organization_id, d.project_id, d.day, d.engine, d.prompt_id, d.domain
    ),
    new_urls as materialized (
      select u.organization_id, u.project_id, u.day, u.engine, u.prompt_id, u.normalized_url, max(u.domain) as domain,
        sum(u.citations)::int as citations, count(*)::int as answers_citing,
        sum(u.first_position)::int as first_position_sum, sum(u.impression)::float8 as impression,
        (count(*) filter (where u.brand))::int as answers_citing_brand,
        (count(*) filter (where u.competitor))::int as answers_citing_competitor
      from (
        select organization_id, project_id, day, engine, prompt_id, chat_id, normalized_url, max(domain) as domain,
          count(*) as citations, min(position) as first_position, sum(impression) as impression,
          bool_or(brand) as brand, bool_or(competitor) as competitor
        from cited
        group by organization_id, project_id, day, engine, prompt_id, chat_id, normalized_url
      ) u
      group by u.organization_id, u.project_id, u.day, u.engine, u.prompt_id, u.normalized_url
    ),
    new_content_types as materialized (
      select ci.organization_id, ci.project_id, ci.day, ci.engine, ci.prompt_id,
        coalesce(o.content_type_override, ci.content_type) as content_type, count(*)::int as citations
      from cited ci left join corrected o on o.normalized_url = ci.normalized_url
      group by 1, 2, 3, 4, 5, 6
    ),
    ${sql.join(perPrompt.map(perPromptParts), sql`,\n    `)},
    daily_answers as (${addDailyAnswers('answers', 1)}),
    daily_brands as (${addDailyBrands('brands', 1)}),
    segment_answers as (${addSegmentAnswers('answers', 1)}),
    segment_brands as (${addSegmentBrands('brands', 1)}),
    segment_domains as (${addSegmentSources('domains', 1)}),
    segment_urls as (${addSegmentSources('urls', 1)}),
    segment_block_domains as (${addSegmentBlockSources('domains', 1)}),
    segment_block_urls as (${addSegmentBlockSources('urls', 1)}),
    block_answers as (${addBlockAnswers('answers', 1)}),
    block_brands as (${addBlockBrands('brands', 1)}),
    daily_domains as (${addDailySources('domains', 1)}),
    monthly_domains as (${addMonthlySources('domains', 1)}),
    daily_urls as (${addDailySources('urls', 1)}),
    monthly_urls as (${addMonthlySources('urls', 1)}),
    block_urls as (${addBlockUrls('urls', 1)}),
    daily_content_types as (${addDailyContentTypes('content_types', 1)}),
    block_content_types as (${addBlockContentTypes('content_types', 1)})
    select 1`);
}
