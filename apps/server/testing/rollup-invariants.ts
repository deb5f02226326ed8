import { blockSpans } from '@sightline/db';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

// The rollups' invariants, checked by the collection tests after collection, re-analysis and prompt deletion: every
// daily, monthly and block row is the sum of its per-prompt rows, and the per-prompt source rows are what the facts
// count.

const rows = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

/**
 * Rows of `select … from <table> [where …] group by <keys> order by <keys>`: `columns` selects the key columns first
 * (`keys` of them) with `{day}` standing for the day or month column, then sums.
 */
async function grouped(
  db: TestApp['database']['db'],
  columns: string,
  keys: number,
  table: string,
  day: string,
  where = 'true',
) {
  const by = Array.from({ length: keys }, (_, i) => i + 1).join(', ');
  const select = columns.replaceAll('{day}', day);
  return rows(
    await db.execute(sql.raw(`select ${select} from ${table} where ${where} group by ${by} order by ${by}`)),
  );
}

/** The daily and monthly rollups equal the sums of the per-prompt rollups (rows emptied to zero do not count). */
export async function expectDailyRollupsExact(db: TestApp['database']['db']) {
  const answers = `project_id, {day}, engine, sum(answers)::int as a, sum(no_answers)::int as na,
    sum(citations)::int as c, sum(owned_citations)::int as oc, round(sum(impression)::numeric, 3)::text as i`;
  const perPrompt = await grouped(db, answers, 3, 'rollup_answers', 'day::text');
  expect(
    await grouped(db, answers, 3, 'rollup_daily_answers', 'day::text', 'answers + no_answers > 0'),
  ).toEqual(perPrompt);
  const brands = `project_id, {day}, engine, brand_key, sum(answers_mentioning)::int as m,
    sum(mentions)::int as n, sum(rank_sum)::int as r, sum(rank1)::int as r1, sum(top_third)::int as t`;
  expect(await grouped(db, brands, 4, 'rollup_daily_brands', 'day::text', 'answers_mentioning > 0')).toEqual(
    await grouped(db, brands, 4, 'rollup_brands', 'day::text'),
  );
  const domains = `project_id, {day}, engine, domain, max(source_type) as s, sum(citations)::int as c,
    sum(answers_citing)::int as a, sum(first_position_sum)::int as f, round(sum(impression)::numeric, 3)::text as i,
    sum(answers_citing_brand)::int as ab, sum(answers_citing_competitor)::int as ac`;
  const perPromptDomains = await grouped(db, domains, 4, 'rollup_domains', 'day::text');
  expect(perPromptDomains.length).toBeGreaterThan(0);
  // Answers citing a domain that name the own brand, or a competitor, as counted from the facts.
  const namedIn = (who: string) =>
    `count(distinct ci.chat_id) filter (where exists (select 1 from mentions m where m.chat_id = ci.chat_id
      and m.brand_key ${who} 'brand'))::int`;
  expect(
    rows(
      await db.execute(
        sql.raw(`select ci.project_id, ci.day::text, ci.engine, ci.prompt_id, ci.domain,
          count(distinct ci.chat_id)::int as a, ${namedIn('=')} as ab, ${namedIn('<>')} as ac
          from citations ci join chats c on c.id = ci.chat_id and c.status = 'ok'
          group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`),
      ),
    ),
  ).toEqual(
    rows(
      await db.execute(
        sql.raw(`select project_id, day::text, engine, prompt_id, domain, answers_citing as a,
          answers_citing_brand as ab, answers_citing_competitor as ac from rollup_domains
          order by 1, 2, 3, 4, 5`),
      ),
    ),
  );
  expect(await grouped(db, domains, 4, 'rollup_daily_domains', 'day::text', 'citations > 0')).toEqual(
    perPromptDomains,
  );
  expect(
    await grouped(db, domains, 4, 'rollup_monthly_domains', "to_char(month, 'YYYY-MM')", 'citations > 0'),
  ).toEqual(await grouped(db, domains, 4, 'rollup_domains', "to_char(day, 'YYYY-MM')"));
  // Page rows: per prompt as the facts count them; daily and monthly as the per-prompt rows sum.
  const urls = `project_id, {day}, engine, normalized_url, max(domain) as d, sum(citations)::int as c,
    sum(answers_citing)::int as a, sum(first_position_sum)::int as f, round(sum(impression)::numeric, 3)::text as i,
    sum(answers_citing_brand)::int as ab, sum(answers_citing_competitor)::int as ac`;
  const perPromptUrls = await grouped(db, urls, 4, 'rollup_urls', 'day::text');
  expect(perPromptUrls.length).toBeGreaterThan(0);
  expect(await grouped(db, urls, 4, 'rollup_daily_urls', 'day::text', 'citations > 0')).toEqual(
    perPromptUrls,
  );
  expect(
    await grouped(db, urls, 4, 'rollup_monthly_urls', "to_char(month, 'YYYY-MM')", 'citations > 0'),
  ).toEqual(await grouped(db, urls, 4, 'rollup_urls', "to_char(day, 'YYYY-MM')"));
  expect(
    rows(
      await db.execute(
        sql.raw(`select ci.project_id, ci.day::text, ci.engine, ci.prompt_id, ci.normalized_url,
          count(*)::int as c, count(distinct ci.chat_id)::int as a, ${namedIn('=')} as ab, ${namedIn('<>')} as ac
          from citations ci join chats c on c.id = ci.chat_id and c.status = 'ok'
          group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`),
      ),
    ),
  ).toEqual(
    rows(
      await db.execute(
        sql.raw(`select project_id, day::text, engine, prompt_id, normalized_url, citations as c,
          answers_citing as a, answers_citing_brand as ab, answers_citing_competitor as ac from rollup_urls
          order by 1, 2, 3, 4, 5`),
      ),
    ),
  );
  // Each block of each span holds the sum of its days' per-prompt rows.
  for (const span of blockSpans) {
    const start = `({day} - ({day} - date '1970-01-01') % ${span})::text`;
    const blockAnswers = `project_id, ${start} as start, engine, prompt_id, sum(answers)::int as a,
      sum(no_answers)::int as na, sum(citations)::int as c, round(sum(impression)::numeric, 3)::text as i`;
    expect(
      await grouped(
        db,
        blockAnswers,
        4,
        'rollup_block_answers',
        'start',
        `span = ${span} and answers + no_answers > 0`,
      ),
    ).toEqual(await grouped(db, blockAnswers, 4, 'rollup_answers', 'day'));
    const blockBrands = `project_id, ${start} as start, engine, prompt_id, brand_key, sum(answers_mentioning)::int as m,
      sum(mentions)::int as n, sum(rank1)::int as r1, round(sum(sentiment_sum::float8)::numeric, 2)::text as s`;
    expect(
      await grouped(
        db,
        blockBrands,
        5,
        'rollup_block_brands',
        'start',
        `span = ${span} and answers_mentioning > 0`,
      ),
    ).toEqual(await grouped(db, blockBrands, 5, 'rollup_brands', 'day'));
    const blockUrls = `project_id, ${start} as start, engine, normalized_url, max(domain) as d,
      sum(citations)::int as c, sum(answers_citing)::int as a, sum(first_position_sum)::int as f,
      round(sum(impression)::numeric, 3)::text as i, sum(answers_citing_brand)::int as ab,
      sum(answers_citing_competitor)::int as ac`;
    expect(
      await grouped(db, blockUrls, 4, 'rollup_block_urls', 'start', `span = ${span} and citations > 0`),
    ).toEqual(await grouped(db, blockUrls, 4, 'rollup_urls', 'day'));
  }
  await expectContentTypeRollupsExact(db);
  return perPrompt.length;
}

/**
 * The content-type rollups: per prompt as the facts count them (each citation of a successful, analysed answer by
 * its page's correction, else its analysed type); per day and per block as the per-prompt rows sum (rows emptied to
 * zero do not count). The number of per-prompt rows.
 */
export async function expectContentTypeRollupsExact(db: TestApp['database']['db']) {
  const perPrompt = rows(
    await db.execute(
      sql.raw(`select ci.project_id, ci.day::text, ci.engine, ci.prompt_id,
          coalesce(su.content_type_override, ci.content_type) as t, count(*)::int as c
        from citations ci join chats c on c.id = ci.chat_id and c.status = 'ok'
        left join source_urls su on su.project_id = ci.project_id and su.normalized_url = ci.normalized_url
        where exists (select 1 from chat_analyses a where a.chat_id = c.id)
        group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`),
    ),
  );
  const types = 'project_id, {day}, engine, prompt_id, content_type as t, sum(citations)::int as c';
  expect(
    await grouped(db, types, 5, 'rollup_content_types', 'day::text', 'citations <> 0'),
    'per prompt',
  ).toEqual(perPrompt);
  const daily = 'project_id, {day}, engine, content_type as t, sum(citations)::int as c';
  expect(
    await grouped(db, daily, 4, 'rollup_daily_content_types', 'day::text', 'citations <> 0'),
    'per day',
  ).toEqual(await grouped(db, daily, 4, 'rollup_content_types', 'day::text', 'citations <> 0'));
  for (const span of blockSpans) {
    const start = `({day} - ({day} - date '1970-01-01') % ${span})::text`;
    const blocks = `project_id, ${start} as start, engine, prompt_id, content_type as t, sum(citations)::int as c`;
    expect(
      await grouped(
        db,
        blocks,
        5,
        'rollup_block_content_types',
        'start',
        `span = ${span} and citations <> 0`,
      ),
      `blocks of ${span}`,
    ).toEqual(await grouped(db, blocks, 5, 'rollup_content_types', 'day', 'citations <> 0'));
  }
  return perPrompt.length;
}

/** Each segment's block rows of each span hold the sums of its day rows (rows emptied to zero do not count). */
export async function expectSegmentBlocksExact(db: TestApp['database']['db']) {
  let checked = 0;
  for (const span of blockSpans) {
    const start = `({day} - ({day} - date '1970-01-01') % ${span})::text`;
    for (const [blocks, days, key, label] of [
      ['rollup_segment_block_domains', 'rollup_segment_domains', 'domain', 'source_type'],
      ['rollup_segment_block_urls', 'rollup_segment_urls', 'normalized_url', 'domain'],
    ] as const) {
      const columns = `segment_id, ${start} as start, engine, ${key}, max(${label}) as l, sum(citations)::int as c,
        sum(answers_citing)::int as a, sum(first_position_sum)::int as f, round(sum(impression)::numeric, 3)::text as i,
        sum(answers_citing_brand)::int as ab, sum(answers_citing_competitor)::int as ac`;
      const fromDays = await grouped(db, columns, 4, days, 'day', 'citations > 0');
      expect(await grouped(db, columns, 4, blocks, 'start', `span = ${span} and citations > 0`)).toEqual(
        fromDays,
      );
      checked += fromDays.length;
    }
  }
  return checked;
}
