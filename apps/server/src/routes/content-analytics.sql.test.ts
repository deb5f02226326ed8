import {
  type ContentAnalytics,
  ContentAnalyticsResponse,
  type ContentSegment,
  contentTypeIds,
} from '@sightline/contracts';
import { daysEndingWith } from '@sightline/core';
import { testDatabaseKinds } from '@sightline/db/testing';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type ContentSetup,
  contentProject,
  type DirectCount,
  earlierMonth,
  pages,
  recentDays,
} from '#testing/content-fixture.ts';
import { rows } from '#testing/dashboard-fixture.ts';
import { expectContentTypeRollupsExact } from '#testing/rollup-invariants.ts';

const today = recentDays.at(-1)!;
const recent = `from=${recentDays[0]}&to=${today}`;

/** The direct counts of one key, by content type. */
const ofKey = (counts: DirectCount[], key: string) =>
  new Map(counts.filter((c) => c.key === key).map((c) => [c.contentType, c]));

/** A segment against the direct counts of its key: citations per type, shares, and the most cited type. */
function expectSegment(segment: ContentSegment, counts: Map<string, DirectCount>, label: string) {
  const total = [...counts.values()].reduce((sum, c) => sum + c.citations, 0);
  expect(segment.citations, label).toBe(total);
  // Every type cited in the segment is a column of the report.
  for (const type of counts.keys()) {
    expect(
      segment.types.some((t) => t.contentType === type),
      `${label} ${type}`,
    ).toBe(true);
  }
  let top: string | null = null;
  let most = 0;
  for (const type of segment.types) {
    const expected = counts.get(type.contentType)?.citations ?? 0;
    expect(type.citations, `${label} ${type.contentType}`).toBe(expected);
    if (total === 0) expect(type.share).toBeNull();
    else expect(type.share!, `${label} ${type.contentType}`).toBeCloseTo(expected / total, 12);
    if (expected > most) {
      most = expected;
      top = type.contentType;
    }
  }
  expect(segment.top, label).toBe(top);
}

/** The report's mix, engines, ownership, trend and intents against direct counts over the same answers. */
async function expectReport(s: ContentSetup, body: ContentAnalytics, where: SQL = sql`true`) {
  const { from, to } = body;
  const answers = await s.answers(from, to, where);
  expect(body.n).toBe(answers.n);
  expect(body.simulated).toBe(answers.simulated);

  const all = ofKey(await s.direct(sql`'all'`, from, to, where), 'all');
  const citations = [...all.values()].reduce((sum, c) => sum + c.citations, 0);
  const impression = [...all.values()].reduce((sum, c) => sum + c.impression, 0);
  expect(body.citations).toBe(citations);
  expect(body.pages).toBe([...all.values()].reduce((sum, c) => sum + c.pages, 0));
  expect(body.mix.map((m) => m.contentType).sort()).toEqual([...all.keys()].sort());
  for (const m of body.mix) {
    const e = all.get(m.contentType)!;
    expect(m.citations, m.contentType).toBe(e.citations);
    expect(m.pages, m.contentType).toBe(e.pages);
    expect(m.share!, m.contentType).toBeCloseTo(e.citations / citations, 12);
    expect(m.impressionShare!, m.contentType).toBeCloseTo(e.impression / impression, 6);
  }
  // The most cited first, ties in the analyzer's order.
  const order = (type: string) => contentTypeIds.indexOf(type as (typeof contentTypeIds)[number]);
  expect(body.mix).toEqual(
    [...body.mix].sort((a, b) => b.citations - a.citations || order(a.contentType) - order(b.contentType)),
  );

  const engines = await s.direct(sql`c.engine`, from, to, where);
  expect(body.byEngine.map((e) => e.engine)).toEqual([...new Set(engines.map((e) => e.key))].sort());
  for (const engine of body.byEngine) expectSegment(engine, ofKey(engines, engine.engine), engine.engine);

  const owned = await s.direct(sql`o.owned::text`, from, to, where);
  expectSegment(body.owned.owned, ofKey(owned, 'true'), 'owned');
  expectSegment(body.owned.others, ofKey(owned, 'false'), 'others');
  const ownedPages = (key: string) => [...ofKey(owned, key).values()].reduce((sum, c) => sum + c.pages, 0);
  expect(body.owned.owned.pages).toBe(ownedPages('true'));
  expect(body.owned.others.pages).toBe(ownedPages('false'));

  const month = body.granularity === 'month';
  // The trend and the intents count each citation by its analysed type (content-rollups.ts).
  const periods = await s.direct(
    month ? sql`to_char(c.day, 'YYYY-MM')` : sql`to_char(c.day, 'YYYY-MM-DD')`,
    from,
    to,
    where,
    'citation',
  );
  const days = daysEndingWith(to, Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1);
  expect(body.trend[0]!.from).toBe(from);
  expect(body.trend.at(-1)!.to).toBe(to);
  expect(body.trend.map((p) => p.key)).toEqual([...new Set(days.map((d) => (month ? d.slice(0, 7) : d)))]);
  for (const period of body.trend) expectSegment(period, ofKey(periods, period.key), period.key);
  expect(body.trend.reduce((sum, p) => sum + p.citations, 0)).toBe(citations);

  const intents = await s.direct(sql`coalesce(p.intent::text, 'none')`, from, to, where, 'citation');
  for (const intent of body.byIntent) expectSegment(intent, ofKey(intents, intent.intent), intent.intent);
  for (const key of new Set(intents.map((i) => i.key))) {
    expect(
      body.byIntent.some((i) => i.intent === key),
      key,
    ).toBe(true);
  }
}

describe.each(testDatabaseKinds())('content analytics on %s', (kind) => {
  const s = contentProject(kind);

  /** Sets (null: removes) the owner's correction of a page's content type. */
  const correctPage = async (url: string, contentType: string | null) => {
    const res = await s.t.as(s.owner.jwt, {
      method: 'PUT',
      url: `/api/v1/projects/${s.p.documentId}/source-urls`,
      payload: { data: { url, contentType } },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  const read = async (query: string) => {
    const res = await s.get(query);
    expect(res.statusCode, res.body).toBe(200);
    return ContentAnalyticsResponse.parse(res.json()).data;
  };

  it('counts the content types of the cited pages as direct counts over citations and source_urls do', async () => {
    const body = await read(recent);
    expect(body).toMatchObject({
      from: recentDays[0],
      to: today,
      granularity: 'day',
      simulated: true,
    });
    expect(body.filters).toEqual({
      tags: [],
      intents: [],
      branded: null,
      prompts: [],
    });
    expect(body.empty).toBeNull();
    // Several types on both engines, owned pages among them, every intent.
    expect(body.mix.length).toBeGreaterThanOrEqual(8);
    expect(body.byEngine.map((e) => e.engine)).toEqual(['chatgpt', 'gemini']);
    expect(body.owned.owned.citations).toBeGreaterThan(0);
    expect(body.byIntent.map((i) => [i.intent, i.prompts])).toEqual([
      ['informational', 1],
      ['commercial', 1],
      ['transactional', 1],
      ['navigational', 1],
    ]);
    // Gemini cites a video beside every other citation: videos lead its mix, and only its.
    expect(body.byEngine.find((e) => e.engine === 'gemini')!.top).toBe('video');
    await expectReport(s, body);
  });

  it('follows the engine, intent and prompt filters (per-prompt rollups)', async () => {
    const gemini = await read(`${recent}&engines=gemini`);
    expect(gemini.byEngine.map((e) => e.engine)).toEqual(['gemini']);
    await expectReport(s, gemini, sql`c.engine = 'gemini'`);

    const intents = await read(`${recent}&intents=commercial,transactional&engines=chatgpt`);
    expect(intents.filters.intents).toEqual(['commercial', 'transactional']);
    expect(intents.byIntent.map((i) => i.intent)).toEqual(['commercial', 'transactional']);
    await expectReport(s, intents, sql`p.intent in ('commercial', 'transactional') and c.engine = 'chatgpt'`);

    const documentId = s.p.prompts.get(s.promptIds[1]!)!;
    const one = await read(`${recent}&prompts=${documentId}`);
    expect(one.byIntent.map((i) => i.intent)).toEqual(['informational']);
    await expectReport(s, one, sql`p.id = ${s.promptIds[1]!}`);

    // An engine the project does not collect: nothing, and the report says why, as the other reports do.
    const other = await read(`${recent}&engines=perplexity`);
    expect(other.n).toBe(0);
    expect(other.empty).toEqual({
      kind: 'engineNotInProject',
      engines: ['perplexity'],
      projectEngines: ['chatgpt', 'gemini'],
    });
  });

  it('reads whole months from the monthly rollups and cuts long ranges by month', async () => {
    const long = await read(`from=${earlierMonth}&to=${today}`);
    expect(long.citations).toBeGreaterThan((await read(recent)).citations);
    await expectReport(s, long);

    const from = daysEndingWith(today, 120)[0]!;
    const months = await read(`from=${from}&to=${today}`);
    expect(months.granularity).toBe('month');
    // Five months: the partial first and last from page blocks and days, the whole ones from the monthly rows.
    expect(months.trend.length).toBeGreaterThanOrEqual(4);
    for (const period of months.trend) expect(period.key).toMatch(/^\d{4}-\d{2}$/);
    await expectReport(s, months);
    // Filtered, the same long range is read from the per-prompt rollups.
    await expectReport(
      s,
      await read(`from=${from}&to=${today}&intents=navigational`),
      sql`p.intent = 'navigational'`,
    );
  });

  it("counts a page by its organization's correction at once, and by the analyzer's again when it is removed", async () => {
    const correct = (contentType: string | null) => correctPage(pages.review.url, contentType);
    const before = await read(recent);
    const reviews = before.mix.find((m) => m.contentType === 'review')!;
    expect(reviews.citations).toBeGreaterThan(0);
    expect(before.mix.some((m) => m.contentType === 'forum')).toBe(false);

    await correct('forum');
    const after = await read(recent);
    expect(after.mix.some((m) => m.contentType === 'review')).toBe(false);
    expect(after.mix.find((m) => m.contentType === 'forum')).toMatchObject({
      citations: reviews.citations,
      pages: reviews.pages,
    });
    await expectReport(s, after);

    await correct(null);
    const back = await read(recent);
    expect(back.mix).toEqual(before.mix);
    expect(back.byIntent).toEqual(before.byIntent);
    expect(back.trend).toEqual(before.trend);
    expect(await expectContentTypeRollupsExact(s.t.database.db)).toBeGreaterThan(0);
  });

  it("counts each citation of a page by its analysed type in the trend and intents, and all of them by the page's correction", async () => {
    const types = async () =>
      rows<{ t: string }>(
        await s.t.database.db.execute(sql`select distinct content_type as t from citations
          where project_id = ${s.p.id} and normalized_url = ${pages.guide.url} order by 1`),
      ).map((row) => row.t);
    // The fixture's guide page: analysed as a listicle on ChatGPT, as an article on Gemini.
    expect(await types()).toEqual(['article', 'listicle']);
    const before = await read(recent);
    await expectReport(s, before);
    const correct = (contentType: string | null) => correctPage(pages.guide.url, contentType);
    await correct('docs');
    const after = await read(recent);
    await expectReport(s, after);
    await expectContentTypeRollupsExact(s.t.database.db);
    const docs = (body: ContentAnalytics) =>
      body.byIntent.reduce(
        (sum, i) => sum + (i.types.find((t) => t.contentType === 'docs')?.citations ?? 0),
        0,
      );
    const guideCitations = Number(
      rows<{ n: number }>(
        await s.t.database.db.execute(sql`select count(*)::int as n from citations ci
          join chats c on c.id = ci.chat_id and c.status = 'ok'
          where ci.project_id = ${s.p.id} and ci.normalized_url = ${pages.guide.url}
          and c.day between ${recentDays[0]}::date and ${today}::date`),
      )[0]!.n,
    );
    expect(guideCitations).toBeGreaterThan(0);
    expect(docs(after)).toBe(docs(before) + guideCitations);

    await correct(null);
    const back = await read(recent);
    expect(back.byIntent).toEqual(before.byIntent);
    expect(back.trend).toEqual(before.trend);
    await expectContentTypeRollupsExact(s.t.database.db);
  });

  it('revalidates with its ETag', async () => {
    const first = await s.get(recent);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await s.t.as(s.owner.jwt, {
      method: 'GET',
      url: `/api/projects/${s.p.documentId}/content-analytics?${recent}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('refuses bad parameters with a 400 naming them, and hides other organizations’ projects', async () => {
    for (const [query, field] of [
      ['engines=bing', 'engines'],
      ['intents=curious', 'intents'],
      ['tags=nope', 'tags'],
      ['branded=maybe', 'branded'],
      ['prompts=nosuchprompt0000000000000', 'prompts'],
      ['from=2024-02-30', 'from'],
      ['from=2024-03-10&to=2024-03-01', 'from'],
      ['from=2024-01-01&to=2025-06-01', 'to'],
    ] as const) {
      const res = await s.get(query);
      expect(res.statusCode, query).toBe(400);
      const { error } = res.json();
      expect(error.name, query).toBe('ValidationError');
      expect(error.details.errors[0].path, query).toEqual([field]);
    }
    const unknown = await s.get('groupBy=day');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('groupBy');

    const outside = await s.get(recent, s.outsider);
    expect(outside.statusCode).toBe(404);
    expect(outside.body).not.toContain('namu.wiki');
    expect((await s.get('tags=nope', s.outsider)).statusCode).toBe(404);
    const missing = await s.t.as(s.owner.jwt, {
      method: 'GET',
      url: '/api/projects/nosuchproject000000000000/content-analytics',
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (
        await s.t.as(undefined, {
          method: 'GET',
          url: `/api/projects/${s.p.documentId}/content-analytics`,
        })
      ).statusCode,
    ).toBe(401);
  });
});
