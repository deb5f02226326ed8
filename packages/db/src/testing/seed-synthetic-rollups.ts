/**
 * BENCHMARK ONLY (bench/analytics-latency.ts): fills a project's rollups with synthetic but plausible values without
 * any chat or fact behind them. The real pipeline never writes rollups directly (analysis/recompute-rollups.ts
 * recomputes them from the facts of analyzed chats); never call this from the application.
 */

import { sql } from 'drizzle-orm';
import { sentimentLabelThreshold } from '../analysis/chat-facts.ts';
import { bumpDataVersion } from '../analytics/bump-data-version.ts';
import { blockSpans } from '../analytics/day-blocks.ts';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Each block span as a row `span`. */
const spans = sql.raw(`(values ${blockSpans.map((span) => `(${span})`).join(', ')}) s(span)`);

export interface SyntheticRollupOptions {
  projectId: number;
  /** First and last local day (inclusive), `YYYY-MM-DD`. */
  from: string;
  to: string;
  /** Answers per prompt × engine × day (the project's samples per run). */
  samples: number;
  /** Also fill `rollup_domains` (the tracking dashboard does not read it; it is the bulk of the rows). */
  domains: boolean;
  /**
   * Also fill the page rollups (`rollup_urls`, daily, monthly, blocks), the content-type rollups and the project's
   * `source_domains` / `source_urls`:
   * each domain row cites one page of its domain (1–12 pages per domain), so pages double the domain rows.
   */
  pages: boolean;
  /** `VACUUM ANALYZE` the rollup tables afterwards, as PostgreSQL's autovacuum would soon after a bulk load. */
  analyze: boolean;
}

export interface SyntheticRollupCounts {
  /** Synthetic answers (the chats the rollups stand for), successful or not. */
  answers: number;
  /** Citations of those answers. */
  citations: number;
  rollupAnswers: number;
  rollupBrands: number;
  rollupDomains: number;
  rollupDailyAnswers: number;
  rollupDailyBrands: number;
  rollupDailyDomains: number;
  rollupUrls: number;
  rollupContentTypes: number;
  rollupBlockAnswers: number;
  rollupBlockBrands: number;
}

/**
 * Writes the per-prompt rollups (`rollup_answers`, `rollup_brands`, optionally `rollup_domains`) of every active
 * prompt × project engine × day of the range from one synthetic table of answers (day × engine × prompt × sample),
 * set-based inside the database, then the daily rollups from them exactly as migration 0003 backfills them (sums
 * grouped by project × day × engine [× brand]). The project must have no rollups in the range yet.
 *
 * Per answer: 3 % fail (no answer); a successful one cites 1–19 sources with an engine-dependent probability
 * (≈ 8 citations per answer overall, ≈ 10 per cited one); one in four cited answers cites 1–2 owned URLs;
 * impressions are position-weighted and sum to 1 per cited answer (so a key's `impression` is its cited answers). Each tracked brand (own brand and competitors) is mentioned with
 * a probability that depends on the brand and varies per prompt × engine; rank follows the order of first mention.
 */
export async function seedSyntheticRollups(
  db: Database,
  options: SyntheticRollupOptions,
): Promise<SyntheticRollupCounts> {
  const { projectId, from, to, samples } = options;
  const t = sentimentLabelThreshold;
  await db.transaction(async (tx) => {
    // Reproducible draws: random() on this transaction's connection.
    await tx.execute(sql`select setseed(0.4242)`);
    // One row per synthetic answer (what a chat would be). `offset 0` keeps each random() evaluated once per row.
    await tx.execute(sql`
      create temp table synthetic_answers on commit drop as
      select day, engine, engine_ord, prompt_id, sample, ok, citations,
        case when citations > 0 and u4 < 0.25 then least(citations, 1 + floor(u5 * 2)::int) else 0 end as owned,
        floor(u6 * greatest(citations, 1))::int as owned_offset
      from (
        select r.*, u1 >= 0.03 as ok,
          case when u1 >= 0.03 and u2 < (case engine when 'perplexity' then 0.98 when 'google-aio' then 0.95
            when 'gemini' then 0.85 when 'chatgpt' then 0.8 else 0.6 end)
            then 1 + floor(u3 * 19)::int else 0 end as citations
        from (
          select d.day::date as day, e.engine, e.ord as engine_ord, p.id as prompt_id, s.sample,
            random() as u1, random() as u2, random() as u3, random() as u4, random() as u5, random() as u6
          from generate_series(${from}::date, ${to}::date, interval '1 day') d(day)
          cross join (select engines from projects where id = ${projectId}) pr
          cross join lateral unnest(pr.engines) with ordinality e(engine, ord)
          cross join (select id from prompts where project_id = ${projectId} and active) p
          cross join generate_series(1, ${samples}) s(sample)
          offset 0
        ) r
        offset 0
      ) x`);

    // Impression of citation position i (1-based) of n: exp(−(i − 1)/n), normalized over the answer's n citations.
    const weight = (position: string) =>
      sql.raw(
        `exp(-((${position}) - 1)::float8 / citations) * (1 - exp(-1::float8 / citations)) / (1 - exp(-1::float8))`,
      );
    await tx.execute(sql`
      insert into rollup_answers (organization_id, project_id, day, engine, prompt_id, answers, no_answers,
        answers_with_citations, answers_citing_owned, citations, owned_citations, impression, owned_impression)
      select pr.organization_id, pr.id, a.day, a.engine, a.prompt_id,
        count(*) filter (where a.ok), count(*) filter (where not a.ok),
        count(*) filter (where a.citations > 0), count(*) filter (where a.owned > 0),
        sum(a.citations), sum(a.owned), count(*) filter (where a.citations > 0), sum(a.owned_impression)
      from (
        select *,
          case when owned >= 1 then ${weight('1 + owned_offset % citations')} else 0 end
          + case when owned >= 2 then ${weight('1 + (owned_offset + 1) % citations')} else 0 end
          as owned_impression
        from synthetic_answers
      ) a
      join projects pr on pr.id = ${projectId}
      group by pr.organization_id, pr.id, a.day, a.engine, a.prompt_id`);

    // One mention per brand named in a successful answer: `position` is where it is first named (relative to the
    // answer), so the rank among the tracked brands of that answer follows it.
    await tx.execute(sql`
      insert into rollup_brands (organization_id, project_id, day, engine, prompt_id, brand_key, answers_mentioning,
        mentions, rank_sum, rank1, sentiment_sum, positive, neutral, negative, top_third, middle_third, bottom_third)
      select pr.organization_id, pr.id, m.day, m.engine, m.prompt_id, m.brand_key, count(*), sum(m.count),
        sum(m.rank), count(*) filter (where m.rank = 1), sum(m.sentiment),
        count(*) filter (where m.sentiment > ${t}),
        count(*) filter (where m.sentiment between ${-t} and ${t}),
        count(*) filter (where m.sentiment < ${-t}),
        count(*) filter (where m.position < 1.0 / 3),
        count(*) filter (where m.position >= 1.0 / 3 and m.position < 2.0 / 3),
        count(*) filter (where m.position >= 2.0 / 3)
      from (
        select n.*, row_number() over (partition by n.day, n.engine, n.prompt_id, n.sample order by n.position)
          as rank
        from (
          select a.day, a.engine, a.prompt_id, a.sample, b.brand_key,
            1 + floor(random() * 3)::int as count,
            random() ^ b.lead as position,
            greatest(-1, least(1, round((random() * 1.3 - 0.4)::numeric, 4)))::real as sentiment
          from synthetic_answers a
          cross join (
            select 'brand' as brand_key, 0 as ord, 0.5 as base, 1.3 as lead
            union all
            select c.document_id, c.ord, (array[0.6, 0.45, 0.35, 0.3, 0.2])[1 + (c.ord - 1) % 5], 1.0
            from (
              select document_id, row_number() over (order by id) as ord
              from competitors where project_id = ${projectId}
            ) c
          ) b
          where a.ok and random() < least(0.95, b.base
            * (0.4 + 1.2 * ((a.prompt_id * 7919 + a.engine_ord * 104729 + b.ord * 1543) % 1000) / 1000.0))
          offset 0
        ) n
      ) m
      join projects pr on pr.id = ${projectId}
      group by pr.organization_id, pr.id, m.day, m.engine, m.prompt_id, m.brand_key`);

    if (options.domains) {
      // Citations of each answer: its owned ones at consecutive positions from `owned_offset`, the others drawn
      // from a pool (competitor domains and ~200 others, the first ones far more often); then per domain of a key.
      await tx.execute(sql`
        create temp table synthetic_domains on commit drop as
        select row_number() over (order by domain) - 1 as idx, domain, source_type
        from (
          select distinct unnest(domains) as domain, 'competitor' as source_type
          from competitors where project_id = ${projectId}
          union all
          select domain, source_type from (values
            ('blog.naver.com', 'ugc'), ('namu.wiki', 'reference'), ('youtube.com', 'ugc'),
            ('ko.wikipedia.org', 'reference'), ('reddit.com', 'ugc'), ('chosun.com', 'editorial'),
            ('hankyung.com', 'editorial'), ('korea.kr', 'institutional'), ('tistory.com', 'ugc'),
            ('instagram.com', 'ugc')) v(domain, source_type)
          union all
          select 'site-' || lpad(i::text, 3, '0') || '.example',
            (array['ugc', 'reference', 'editorial', 'institutional', 'corporate', 'other'])[1 + i % 6]
          from generate_series(1, 190) i
        ) d`);
      await tx.execute(sql`
        insert into rollup_domains (organization_id, project_id, day, engine, prompt_id, domain, source_type,
          citations, answers_citing, first_position_sum, impression, answers_citing_brand,
          answers_citing_competitor)
        select pr.organization_id, pr.id, c.day, c.engine, c.prompt_id, c.domain, max(c.source_type),
          sum(c.citations), count(*), sum(c.first_position), sum(c.impression),
          -- Which citing answers also name the brand or a competitor: a fixed pattern of the answer, not a draw.
          count(*) filter (where (c.sample + c.prompt_id) % 2 = 0),
          count(*) filter (where (c.sample + c.prompt_id) % 3 <> 0)
        from (
          select x.day, x.engine, x.prompt_id, x.sample, coalesce(d.domain, o.domain) as domain,
            max(coalesce(d.source_type, 'owned')) as source_type, count(*) as citations,
            min(x.position) as first_position, sum(x.impression) as impression
          from (
            select a.day, a.engine, a.prompt_id, a.sample, i.position, ${weight('i.position')} as impression,
              case when ((i.position - 1 - a.owned_offset) % a.citations + a.citations) % a.citations < a.owned
                then null else floor((select count(*) from synthetic_domains) * random() ^ 2.5)::int end as idx
            from synthetic_answers a
            cross join lateral generate_series(1, a.citations) i(position)
            where a.citations > 0
            offset 0
          ) x
          left join synthetic_domains d on d.idx = x.idx
          cross join (
            select coalesce(
              (select min(value) from owned_media where project_id = ${projectId} and kind = 'domain'),
              'owned.example') as domain
          ) o
          group by x.day, x.engine, x.prompt_id, x.sample, coalesce(d.domain, o.domain)
        ) c
        join projects pr on pr.id = ${projectId}
        group by pr.organization_id, pr.id, c.day, c.engine, c.prompt_id, c.domain`);
    }

    // As migration 0003_daily_rollups.sql backfills them (restricted to this project), in day order as the daily
    // collects would have added them.
    await tx.execute(sql`
      insert into rollup_daily_answers select organization_id, project_id, day, engine, sum(answers),
        sum(no_answers), sum(answers_with_citations), sum(answers_citing_owned), sum(citations),
        sum(owned_citations), sum(impression), sum(owned_impression)
      from rollup_answers where project_id = ${projectId}
      group by organization_id, project_id, day, engine
      order by day, engine`);
    await tx.execute(sql`
      insert into rollup_daily_brands select organization_id, project_id, day, engine, brand_key,
        sum(answers_mentioning), sum(mentions), sum(rank_sum), sum(rank1), sum(sentiment_sum), sum(positive),
        sum(neutral), sum(negative), sum(top_third), sum(middle_third), sum(bottom_third)
      from rollup_brands where project_id = ${projectId}
      group by organization_id, project_id, day, engine, brand_key
      order by day, engine, brand_key`);
    // As migration 0009_rollup_domains_segments.sql backfills them.
    await tx.execute(sql`
      insert into rollup_daily_domains select organization_id, project_id, day, engine, domain, max(source_type),
        sum(citations), sum(answers_citing), sum(first_position_sum), sum(impression), sum(answers_citing_brand),
        sum(answers_citing_competitor)
      from rollup_domains where project_id = ${projectId}
      group by organization_id, project_id, day, engine, domain
      order by day, engine, domain`);
    // As migration 0010_monthly_domains.sql backfills them.
    await tx.execute(sql`
      insert into rollup_monthly_domains select organization_id, project_id, date_trunc('month', day)::date, engine,
        domain, max(source_type), sum(citations), sum(answers_citing), sum(first_position_sum), sum(impression),
        sum(answers_citing_brand), sum(answers_citing_competitor)
      from rollup_daily_domains where project_id = ${projectId}
      group by organization_id, project_id, date_trunc('month', day)::date, engine, domain`);
    if (options.domains && options.pages) {
      // One page per domain row: which of its domain's 1–12 pages follows the prompt and the day.
      await tx.execute(sql`
        insert into rollup_urls (organization_id, project_id, day, engine, prompt_id, normalized_url, domain,
          citations, answers_citing, first_position_sum, impression, answers_citing_brand, answers_citing_competitor)
        select organization_id, project_id, day, engine, prompt_id,
          'https://' || domain || '/p/' || ((prompt_id + (day - date '2000-01-01')) % (1 + abs(hashtext(domain)) % 12)),
          domain, citations, answers_citing, first_position_sum, impression, answers_citing_brand,
          answers_citing_competitor
        from rollup_domains where project_id = ${projectId}`);
      // As migration 0013_url_rollups.sql backfills them.
      await tx.execute(sql`
        insert into rollup_daily_urls select organization_id, project_id, day, engine, normalized_url, max(domain),
          sum(citations), sum(answers_citing), sum(first_position_sum), sum(impression), sum(answers_citing_brand),
          sum(answers_citing_competitor)
        from rollup_urls where project_id = ${projectId}
        group by organization_id, project_id, day, engine, normalized_url
        order by day, engine, normalized_url`);
      await tx.execute(sql`
        insert into rollup_monthly_urls select organization_id, project_id, date_trunc('month', day)::date, engine,
          normalized_url, max(domain), sum(citations), sum(answers_citing), sum(first_position_sum), sum(impression),
          sum(answers_citing_brand), sum(answers_citing_competitor)
        from rollup_daily_urls where project_id = ${projectId}
        group by organization_id, project_id, date_trunc('month', day)::date, engine, normalized_url`);
      // The project's record of each domain and page, as analysis keeps it (types, first and last seen).
      await tx.execute(sql`
        insert into source_domains (organization_id, project_id, domain, source_type, first_seen, last_seen)
        select organization_id, project_id, domain, max(source_type), min(day), max(day)
        from rollup_daily_domains where project_id = ${projectId}
        group by organization_id, project_id, domain
        on conflict do nothing`);
      await tx.execute(sql`
        insert into source_urls (organization_id, project_id, normalized_url, url, domain, title, content_type,
          first_seen, last_seen)
        select organization_id, project_id, normalized_url, normalized_url, max(domain),
          'Page ' || normalized_url,
          (array['article', 'listicle', 'comparison', 'review', 'product', 'docs', 'forum', 'news'])
            [1 + abs(hashtext(normalized_url)) % 8],
          min(day), max(day)
        from rollup_daily_urls where project_id = ${projectId}
        group by organization_id, project_id, normalized_url
        on conflict do nothing`);
    }
    // As migration 0011_block_rollups.sql backfills them.
    await tx.execute(sql`
      insert into rollup_block_answers select r.organization_id, r.project_id, s.span,
        r.day - (r.day - date '1970-01-01') % s.span, r.engine, r.prompt_id, sum(r.answers), sum(r.no_answers),
        sum(r.answers_with_citations), sum(r.answers_citing_owned), sum(r.citations), sum(r.owned_citations),
        sum(r.impression), sum(r.owned_impression)
      from rollup_answers r cross join ${spans} where r.project_id = ${projectId}
      group by 1, 2, 3, 4, 5, 6 order by 2, 3, 4, 5, 6`);
    await tx.execute(sql`
      insert into rollup_block_brands select r.organization_id, r.project_id, s.span,
        r.day - (r.day - date '1970-01-01') % s.span, r.engine, r.prompt_id, r.brand_key, sum(r.answers_mentioning),
        sum(r.mentions), sum(r.rank_sum), sum(r.rank1), sum(cast(r.sentiment_sum as double precision)),
        sum(r.positive), sum(r.neutral), sum(r.negative), sum(r.top_third), sum(r.middle_third), sum(r.bottom_third)
      from rollup_brands r cross join ${spans} where r.project_id = ${projectId}
      group by 1, 2, 3, 4, 5, 6, 7 order by 2, 3, 4, 5, 6, 7`);
    if (options.domains && options.pages) {
      // As migration 0017_block_urls.sql backfills them.
      await tx.execute(sql`
        insert into rollup_block_urls select r.organization_id, r.project_id, s.span,
          r.day - (r.day - date '1970-01-01') % s.span, r.engine, r.normalized_url, max(r.domain), sum(r.citations),
          sum(r.answers_citing), sum(r.first_position_sum), sum(r.impression), sum(r.answers_citing_brand),
          sum(r.answers_citing_competitor)
        from rollup_daily_urls r cross join ${spans} where r.project_id = ${projectId}
        group by 1, 2, 3, 4, 5, 6 order by 2, 3, 4, 5, 6`);
      await seedSyntheticContentTypes(tx, projectId);
    }
    await bumpDataVersion(tx, projectId);
  });

  if (options.analyze) {
    await db.execute(
      sql`vacuum analyze rollup_answers, rollup_brands, rollup_domains, rollup_daily_answers, rollup_daily_brands,
        rollup_daily_domains, rollup_monthly_domains, rollup_block_answers, rollup_block_brands, rollup_urls,
        rollup_daily_urls, rollup_monthly_urls, rollup_block_urls, source_domains, source_urls, rollup_content_types,
        rollup_daily_content_types, rollup_block_content_types`,
    );
  }

  return countProjectRollups(db, projectId);
}

/**
 * BENCHMARK ONLY: a synthetic project's content-type rollups from its page rollups, as migration
 * 0027_content_type_rollups.sql backfills them from citations — each page row's citations typed as its page (a
 * synthetic page has one type), then summed per day and per block. Also fills a project kept by a benchmark run made
 * before these rollups existed (none of its rows are chats the migration could count).
 */
export async function seedSyntheticContentTypes(db: Database | Tx, projectId: number): Promise<void> {
  await db.execute(sql`
    insert into rollup_content_types select r.organization_id, r.project_id, r.day, r.engine, r.prompt_id,
      u.content_type, sum(r.citations)
    from rollup_urls r join source_urls u on u.project_id = r.project_id and u.normalized_url = r.normalized_url
    where r.project_id = ${projectId}
    group by 1, 2, 3, 4, 5, 6 order by 2, 3, 4, 5, 6`);
  await db.execute(sql`
    insert into rollup_daily_content_types select organization_id, project_id, day, engine, content_type,
      sum(citations)
    from rollup_content_types where project_id = ${projectId}
    group by 1, 2, 3, 4, 5 order by 2, 3, 4, 5`);
  await db.execute(sql`
    insert into rollup_block_content_types select r.organization_id, r.project_id, s.span,
      r.day - (r.day - date '1970-01-01') % s.span, r.engine, r.prompt_id, r.content_type, sum(r.citations)
    from rollup_content_types r cross join ${spans} where r.project_id = ${projectId}
    group by 1, 2, 3, 4, 5, 6, 7 order by 2, 3, 4, 5, 6, 7`);
}

/** What a project's rollups hold (to report the size of synthetic data, or of data kept from an earlier run). */
export async function countProjectRollups(db: Database, projectId: number): Promise<SyntheticRollupCounts> {
  const [counts] = rawRows<Record<keyof SyntheticRollupCounts, string | number>>(
    await db.execute(sql`
      select
        (select coalesce(sum(answers + no_answers), 0) from rollup_answers where project_id = ${projectId})
          as "answers",
        (select coalesce(sum(citations), 0) from rollup_answers where project_id = ${projectId}) as "citations",
        (select count(*) from rollup_answers where project_id = ${projectId}) as "rollupAnswers",
        (select count(*) from rollup_brands where project_id = ${projectId}) as "rollupBrands",
        (select count(*) from rollup_domains where project_id = ${projectId}) as "rollupDomains",
        (select count(*) from rollup_daily_answers where project_id = ${projectId}) as "rollupDailyAnswers",
        (select count(*) from rollup_daily_brands where project_id = ${projectId}) as "rollupDailyBrands",
        (select count(*) from rollup_daily_domains where project_id = ${projectId}) as "rollupDailyDomains",
        (select count(*) from rollup_urls where project_id = ${projectId}) as "rollupUrls",
        (select count(*) from rollup_content_types where project_id = ${projectId}) as "rollupContentTypes",
        (select count(*) from rollup_block_answers where project_id = ${projectId}) as "rollupBlockAnswers",
        (select count(*) from rollup_block_brands where project_id = ${projectId}) as "rollupBlockBrands"`),
  );
  return Object.fromEntries(
    Object.entries(counts!).map(([k, v]) => [k, Number(v)]),
  ) as unknown as SyntheticRollupCounts;
}
