import {
  ChatListResponse,
  SourceDomainsResponse,
  SourceDomainsTrendResponse,
  SourceUrlsResponse,
  SourceUrlsTrendResponse,
} from '@sightline/contracts';
import { daysEndingWith, localDay, metricsVersion, twoProportionZTest } from '@sightline/core';
import { testDatabaseKinds } from '@sightline/db/testing';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, signUp } from '../testing/analytics-fixture.ts';
import {
  type Cited,
  createDashboardProject,
  type DashboardProject,
  dashboardApp,
  rows,
  writeDay,
} from '../testing/dashboard-fixture.ts';
import type { TestApp } from '../testing/test-app.ts';

const site = (domain: string, sourceType: string, host = domain): Cited => ({
  url: `https://${host}/page`,
  domain,
  sourceType,
});
const owned = site('oneulcoffee.kr', 'owned');
const wiki = site('namu.wiki', 'reference');
// A second page of namu.wiki, cited beside the first in some answers.
const wikiCoffee: Cited = { url: 'https://namu.wiki/w/coffee', domain: 'namu.wiki', sourceType: 'reference' };
const rival = site('starbucks.co.kr', 'competitor');
const blog = site('naver.com', 'ugc', 'blog.naver.com');
const cafe = site('cafe.daum.net', 'ugc');
const other = site('example.org', 'other');

describe.each(testDatabaseKinds)('source API on %s', { timeout: 60_000 }, (kind) => {
  let t: TestApp;
  let owner: Account;
  let outsider: Account;
  let p: DashboardProject;
  // Ten days: the five before are the comparison period of the last five.
  const days = daysEndingWith(localDay(new Date(), 'Asia/Seoul'), 10);
  const now = { from: days[5]!, to: days[9]! };
  const range = `from=${now.from}&to=${now.to}`;

  beforeAll(async () => {
    ({ t, owner, outsider } = await dashboardApp(kind));
    p = await createDashboardProject(t, owner, '오늘커피');
    const [, starbucks, ediya] = p.brandKeys as [string, string, string];
    for (const [d, day] of days.entries()) {
      const recent = d >= 5;
      await writeDay(t, p.id, day, (_run, i) => ({
        // Who the answer names: the own brand in some, competitors in others, nobody in one.
        named: [['brand'], [starbucks, 'brand'], [ediya], []][(i + d) % 4]!,
        // namu.wiki is cited more often lately; the owned site only before; the rest vary by run.
        cited: [
          ...(recent || i === 0 ? [wiki] : []),
          ...(recent && i === 1 ? [wikiCoffee] : []),
          ...[[rival, blog], [owned], [cafe, other], [blog]][(i + d) % 4]!.filter(
            (s) => !recent || s !== owned,
          ),
        ],
        noAnswer: d === 7 && i === 3,
        collectedAt: new Date(Date.parse(`${day}T03:00:00Z`) + i * 60_000),
      }));
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const get = (query: string, who: Account = owner) =>
    t.as(who.jwt, { method: 'GET', url: `/api/projects/${p.documentId}/sources-by-domain?${query}` });

  async function read(query: string) {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(200);
    return SourceDomainsResponse.parse(res.json());
  }

  /** Each domain of the successful answers within `where`, counted from citations and mentions. */
  async function direct(where: SQL = sql`true`, from = now.from, to = now.to) {
    const scope = sql`c.project_id = ${p.id} and c.status = 'ok' and c.day between ${from}::date
      and ${to}::date and ${where}`;
    const named = (brand: SQL) =>
      sql`count(distinct ci.chat_id) filter (where exists (select 1 from mentions m where m.chat_id = ci.chat_id
        and ${brand}))::int`;
    const domains = rows<{
      domain: string;
      citations: number;
      answers: number;
      impression: number;
      first: number;
      brand: number;
      competitor: number;
    }>(
      await t.database.db.execute(sql`select ci.domain, count(*)::int as citations,
        count(distinct ci.chat_id)::int as answers, sum(ci.impression)::float8 as impression,
        (select avg(f)::float8 from (select min(x.position) as f from citations x join chats y on y.id = x.chat_id
          where x.domain = ci.domain and y.project_id = ${p.id} and y.status = 'ok'
          and y.day between ${from}::date and ${to}::date group by x.chat_id) firsts) as first,
        ${named(sql`m.brand_key = 'brand'`)} as brand, ${named(sql`m.brand_key <> 'brand'`)} as competitor
        from citations ci join chats c on c.id = ci.chat_id where ${scope}
        group by ci.domain order by count(*) desc, ci.domain asc`),
    );
    const [count] = rows<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from chats c where ${scope}`),
    );
    const sum = (key: 'citations' | 'impression') => domains.reduce((a, d) => a + Number(d[key]), 0);
    return { domains, n: Number(count!.n), citations: sum('citations'), impression: sum('impression') };
  }

  it('lists every cited domain with its numbers and change equal to counts over stored citations and mentions', async () => {
    const body = await read(range);
    const expected = await direct();
    const before = await direct(sql`true`, days[0], days[4]);
    expect(expected.n).toBe(19);
    expect(before.n).toBe(20);
    expect(body.meta).toEqual({
      pagination: { page: 1, pageSize: 25, pageCount: 1, total: expected.domains.length },
      from: now.from,
      to: now.to,
      n: expected.n,
      citations: expected.citations,
      previous: { from: days[0], to: days[4], n: before.n },
      sort: 'citations:desc',
      metricsVersion,
    });
    expect(body.data.map((d) => d.domain)).toEqual(expected.domains.map((d) => d.domain));
    for (const [i, d] of body.data.entries()) {
      const e = expected.domains[i]!;
      expect(d.citations, d.domain).toBe(Number(e.citations));
      expect(d.answersCiting, d.domain).toBe(Number(e.answers));
      expect(d.answersCitingBrand, d.domain).toBe(Number(e.brand));
      expect(d.answersCitingCompetitor, d.domain).toBe(Number(e.competitor));
      expect(d.share!).toBeCloseTo(Number(e.citations) / expected.citations, 12);
      expect(d.rate!).toBeCloseTo(Number(e.answers) / expected.n, 12);
      expect(d.impressionShare!).toBeCloseTo(Number(e.impression) / expected.impression, 5);
      expect(d.meanFirstPosition!).toBeCloseTo(Number(e.first), 12);
      const earlier = Number(before.domains.find((b) => b.domain === d.domain)?.answers ?? 0);
      const test = twoProportionZTest(earlier, before.n, Number(e.answers), expected.n)!;
      expect(d.change.previous!, d.domain).toBeCloseTo(earlier / before.n, 12);
      expect(d.change.pValue!, d.domain).toBeCloseTo(test.pValue, 12);
      expect(d.change.significant, d.domain).toBe(test.significant);
    }
    // namu.wiki went from one answer in four to every answer: a significant rise; the owned site was not cited.
    const namu = body.data.find((d) => d.domain === 'namu.wiki')!;
    expect(namu).toMatchObject({ sourceType: 'reference', sourceTypeCorrected: false, owned: false });
    expect(namu.change.significant).toBe(true);
    expect(namu.change.delta!).toBeGreaterThan(0);
    expect(body.data.some((d) => d.domain === 'oneulcoffee.kr')).toBe(false);
    const earlier = await read(`from=${days[0]}&to=${days[4]}`);
    expect(earlier.data.find((d) => d.domain === 'oneulcoffee.kr')).toMatchObject({ owned: true });
  });

  it('filters by source type, text, engine and prompt; sorts; pages', async () => {
    const ugc = await read(`${range}&sourceTypes=ugc,reference`);
    expect(ugc.data.map((d) => d.domain).sort()).toEqual(['cafe.daum.net', 'namu.wiki', 'naver.com']);
    // Shares stay shares of every citation of the range.
    expect(ugc.meta.citations).toBe((await direct()).citations);
    expect((await read(`${range}&q=NAVER`)).data.map((d) => d.domain)).toEqual(['naver.com']);
    expect((await read(`${range}&q=nothing-like-it`)).data).toEqual([]);

    const [promptId, promptDocumentId] = [...p.prompts.entries()][1]!;
    const one = await read(`${range}&engines=gemini&prompts=${promptDocumentId}`);
    const expected = await direct(sql`c.engine = 'gemini' and c.prompt_id = ${promptId}`);
    expect(one.meta.n).toBe(expected.n);
    expect(one.data.map((d) => [d.domain, d.citations, d.answersCiting, d.answersCitingBrand])).toEqual(
      expected.domains.map((d) => [d.domain, Number(d.citations), Number(d.answers), Number(d.brand)]),
    );

    const all = (await direct()).domains;
    const byName = await read(`${range}&sort=domain`);
    expect(byName.meta.sort).toBe('domain:asc');
    expect(byName.data.map((d) => d.domain)).toEqual(all.map((d) => d.domain).sort());
    const byPosition = await read(`${range}&sort=position:desc`);
    const positions = byPosition.data.map((d) => d.meanFirstPosition!);
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
    const byChange = await read(`${range}&sort=change:desc`);
    const deltas = byChange.data.map((d) => d.change.delta!);
    expect(deltas).toEqual([...deltas].sort((a, b) => b - a));

    const second = await read(`${range}&pagination[page]=2&pagination[pageSize]=2`);
    expect(second.meta.pagination).toEqual({
      page: 2,
      pageSize: 2,
      pageCount: Math.ceil(all.length / 2),
      total: all.length,
    });
    expect(second.data.map((d) => d.domain)).toEqual(all.slice(2, 4).map((d) => d.domain));
    const past = await read(`${range}&pagination[page]=9&pagination[pageSize]=2`);
    expect(past.data).toEqual([]);
    expect(past.meta.pagination.total).toBe(all.length);
    expect(past.meta.citations).toBe(second.meta.citations);
  });

  it("takes an editor's correction of a source type into every report at once; viewers and outsiders may not", async () => {
    const put = (domain: string, sourceType: unknown, who: Account = owner) =>
      t.as(who.jwt, {
        method: 'PUT',
        url: `/api/v1/projects/${p.documentId}/source-domains/${domain}`,
        payload: { data: { sourceType } },
      });
    const corrected = await put('cafe.daum.net', 'editorial');
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().data).toEqual({
      domain: 'cafe.daum.net',
      sourceType: 'editorial',
      sourceTypeCorrected: true,
    });
    const editorial = await read(`${range}&sourceTypes=editorial`);
    expect(editorial.data.map((d) => [d.domain, d.sourceType, d.sourceTypeCorrected])).toEqual([
      ['cafe.daum.net', 'editorial', true],
    ]);
    expect((await read(`${range}&sourceTypes=ugc`)).data.map((d) => d.domain)).toEqual(['naver.com']);
    // History too: the earlier period, and the dashboard's top domains.
    const earlier = await read(`from=${days[0]}&to=${days[4]}&q=daum`);
    expect(earlier.data.map((d) => d.sourceType)).toEqual(['editorial']);
    const top = await t.as(owner.jwt, {
      method: 'GET',
      url: `/api/v1/projects/${p.documentId}/top-domains?${range}&limit=50`,
    });
    expect(top.statusCode, top.body).toBe(200);
    expect(
      top.json().data.domains.find((d: { domain: string }) => d.domain === 'cafe.daum.net').sourceType,
    ).toBe('editorial');

    // Owned and competitor follow the project's settings; a domain never cited is not found.
    const owned = await put('cafe.daum.net', 'owned');
    expect(owned.statusCode).toBe(400);
    expect(owned.json().error.details.errors[0].path).toEqual(['body', 'data', 'sourceType']);
    expect(owned.json().error.message).toContain('owned and competitor follow');
    expect((await put('never-cited.example', 'editorial')).statusCode).toBe(404);
    // A viewer of the organization may not correct; another organization does not see the project.
    const viewer = await signUp(t, 'sourceviewer');
    const [org] = rows<{ organization_id: number }>(
      await t.database.db.execute(sql`select organization_id from projects where id = ${p.id}`),
    );
    const [viewerUser] = rows<{ id: number }>(
      await t.database.db.execute(sql`select id from users where username = 'sourceviewer'`),
    );
    await t.database.db.execute(
      sql`insert into members (organization_id, user_id, role, document_id)
        values (${org!.organization_id}, ${viewerUser!.id}, 'viewer', 'sourceviewermember000000')`,
    );
    expect((await put('cafe.daum.net', 'ugc', viewer)).statusCode).toBe(403);
    expect((await put('cafe.daum.net', 'ugc', outsider)).statusCode).toBe(404);

    // Null gives the domain back to the analyzer.
    const restored = await put('cafe.daum.net', null);
    expect(restored.json().data).toEqual({
      domain: 'cafe.daum.net',
      sourceType: 'ugc',
      sourceTypeCorrected: false,
    });
    expect((await read(`${range}&sourceTypes=ugc`)).data.map((d) => d.domain).sort()).toEqual([
      'cafe.daum.net',
      'naver.com',
    ]);
  });

  it('lists exactly the answers citing a domain, or a page, newest first, a page at a time', async () => {
    const list = (path: string, query: string) =>
      t.as(owner.jwt, { method: 'GET', url: `/api/projects/${p.documentId}/${path}?${query}` });
    const citing = async (match: SQL, from = now.from, to = now.to) =>
      rows<{ document_id: string }>(
        await t.database.db.execute(sql`select c.document_id from chats c where c.project_id = ${p.id}
          and c.day between ${from}::date and ${to}::date
          and exists (select 1 from citations ci where ci.chat_id = c.id and ${match})
          order by c.day desc, c.collected_at desc, c.id desc`),
      ).map((r) => r.document_id);
    const all = async (path: string, query: string) => {
      const ids: string[] = [];
      let cursor = '';
      for (let pages = 0; pages < 20; pages++) {
        const res = await list(path, `${query}&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.statusCode, res.body).toBe(200);
        const body = ChatListResponse.parse(res.json());
        ids.push(...body.data.map((c) => c.documentId));
        if (!body.meta.nextCursor) return ids;
        cursor = encodeURIComponent(body.meta.nextCursor);
      }
      throw new Error('too many pages');
    };
    const wikiChats = await citing(sql`ci.domain = 'namu.wiki'`);
    expect(wikiChats.length).toBe(19);
    expect(await all('chats-by-domain', `${range}&domain=namu.wiki`)).toEqual(wikiChats);
    expect(await all('chats-by-domain', `${range}&domain=WWW.Naver.com`)).toEqual(
      await citing(sql`ci.domain = 'naver.com'`),
    );
    // With the answers list's filters: a brand named, and an engine.
    const starbucks = p.brandKeys[1]!;
    const named = await list(
      'chats-by-domain',
      `${range}&domain=naver.com&brand=${starbucks}&mentioned=true`,
    );
    expect(ChatListResponse.parse(named.json()).data.map((c) => c.documentId)).toEqual(
      await citing(sql`ci.domain = 'naver.com' and exists (select 1 from mentions m where m.chat_id = c.id
        and m.brand_key = ${starbucks})`),
    );
    // A page by its normalized address: www., a trailing slash and tracking parameters do not matter.
    expect(
      await all(
        'chats-by-url',
        `${range}&url=${encodeURIComponent('https://www.blog.naver.com/page/?utm_source=x')}`,
      ),
    ).toEqual(await citing(sql`ci.normalized_url = 'https://blog.naver.com/page'`));
    expect(
      await all('chats-by-url', `${range}&url=${encodeURIComponent('https://nowhere.example/x')}`),
    ).toEqual([]);
    // Earlier days cite the owned site.
    const early = `from=${days[0]}&to=${days[4]}`;
    expect(await all('chats-by-domain', `${early}&domain=oneulcoffee.kr&engines=gemini`)).toEqual(
      await citing(sql`ci.domain = 'oneulcoffee.kr' and c.engine = 'gemini'`, days[0], days[4]),
    );

    for (const [path, query, field] of [
      ['chats-by-domain', 'domain=not a domain', 'domain'],
      ['chats-by-domain', 'domain=https://namu.wiki/x', 'domain'],
      ['chats-by-url', 'url=ftp://files.example/x', 'url'],
      ['chats-by-url', 'url=%20', 'url'],
    ] as const) {
      const res = await list(path, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.details.errors[0].path, query).toEqual([field]);
    }
    expect((await list('chats-by-domain', range)).statusCode).toBe(400);
    const outside = await t.as(outsider.jwt, {
      method: 'GET',
      url: `/api/projects/${p.documentId}/chats-by-domain?domain=namu.wiki`,
    });
    expect(outside.statusCode).toBe(404);
  });

  it('draws each listed domain per day, week or month as direct counts, with n per period', async () => {
    const trend = (body: Record<string, unknown>, who: Account = owner) =>
      t.as(who.jwt, {
        method: 'POST',
        url: `/api/v1/projects/${p.documentId}/source-domains-trend`,
        payload: body,
      });
    const perDay = async (where: SQL = sql`true`) =>
      rows<{ domain: string; day: string; citations: number; answers: number }>(
        await t.database.db.execute(sql`select ci.domain, c.day::text as day, count(*)::int as citations,
          count(distinct ci.chat_id)::int as answers from citations ci join chats c on c.id = ci.chat_id
          where c.project_id = ${p.id} and c.status = 'ok' and c.day between ${now.from}::date and ${now.to}::date
          and ${where} group by 1, 2`),
      );
    const nPerDay = async (where: SQL = sql`true`) =>
      new Map(
        rows<{ day: string; n: number }>(
          await t.database.db.execute(sql`select c.day::text as day, count(*)::int as n from chats c
            where c.project_id = ${p.id} and c.status = 'ok' and c.day between ${now.from}::date
            and ${now.to}::date and ${where} group by 1`),
        ).map((r) => [r.day, Number(r.n)]),
      );
    const res = await trend({
      from: now.from,
      to: now.to,
      domains: ['namu.wiki', 'Naver.com', 'never.example'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = SourceDomainsTrendResponse.parse(res.json());
    expect(data.granularity).toBe('day');
    expect(data.periods.map((q) => q.key)).toEqual(days.slice(5));
    const n = await nPerDay();
    expect(data.periods.map((q) => q.n)).toEqual(days.slice(5).map((d) => n.get(d) ?? 0));
    const direct = await perDay();
    expect(data.domains.map((d) => d.domain)).toEqual(['namu.wiki', 'naver.com', 'never.example']);
    for (const d of data.domains)
      for (const [i, point] of d.points.entries()) {
        const e = direct.find((r) => r.domain === d.domain && r.day === days[5 + i]);
        expect(point.citations, `${d.domain} ${days[5 + i]}`).toBe(Number(e?.citations ?? 0));
        expect(point.answersCiting).toBe(Number(e?.answers ?? 0));
        expect(point.rate).toBe(data.periods[i]!.n ? Number(e?.answers ?? 0) / data.periods[i]!.n : null);
      }

    // By week and month: the same citations, summed per period; with an engine and a prompt (per-prompt rows).
    for (const granularity of ['week', 'month']) {
      const body = SourceDomainsTrendResponse.parse(
        (await trend({ from: now.from, to: now.to, domains: ['namu.wiki'], granularity })).json(),
      ).data;
      expect(body.periods.reduce((a, q) => a + q.n, 0)).toBe(19);
      expect(body.domains[0]!.points.reduce((a, q) => a + q.citations, 0)).toBe(
        direct.filter((r) => r.domain === 'namu.wiki').reduce((a, r) => a + Number(r.citations), 0),
      );
    }
    const [promptId, promptDocumentId] = [...p.prompts.entries()][0]!;
    const one = SourceDomainsTrendResponse.parse(
      (
        await trend({
          from: now.from,
          to: now.to,
          engines: 'chatgpt',
          prompts: promptDocumentId,
          domains: ['namu.wiki'],
        })
      ).json(),
    ).data;
    const scoped = sql`c.engine = 'chatgpt' and c.prompt_id = ${promptId}`;
    const scopedDirect = await perDay(scoped);
    const scopedN = await nPerDay(scoped);
    expect(one.periods.map((q) => q.n)).toEqual(days.slice(5).map((d) => scopedN.get(d) ?? 0));
    expect(one.domains[0]!.points.map((q) => q.citations)).toEqual(
      days
        .slice(5)
        .map((d) =>
          Number(scopedDirect.find((r) => r.domain === 'namu.wiki' && r.day === d)?.citations ?? 0),
        ),
    );

    // A page's trend, asked by any form of its address.
    const pageTrend = await t.as(owner.jwt, {
      method: 'POST',
      url: `/api/v1/projects/${p.documentId}/source-urls-trend`,
      payload: {
        from: now.from,
        to: now.to,
        urls: [
          'https://www.blog.naver.com/page/?utm_source=x',
          'https://blog.naver.com/page',
          wikiCoffee.url,
        ],
        granularity: 'week',
      },
    });
    expect(pageTrend.statusCode, pageTrend.body).toBe(200);
    const pageData = SourceUrlsTrendResponse.parse(pageTrend.json()).data;
    expect(pageData.urls.map((u) => u.url)).toEqual(['https://blog.naver.com/page', wikiCoffee.url]);
    const pageCitations = rows<{ url: string; citations: number }>(
      await t.database.db.execute(sql`select ci.normalized_url as url, count(*)::int as citations from citations ci
        join chats c on c.id = ci.chat_id where c.project_id = ${p.id} and c.status = 'ok'
        and c.day between ${now.from}::date and ${now.to}::date group by 1`),
    );
    for (const u of pageData.urls)
      expect(
        u.points.reduce((a, q) => a + q.citations, 0),
        u.url,
      ).toBe(Number(pageCitations.find((r) => r.url === u.url)?.citations ?? 0));
    const badUrl = await t.as(owner.jwt, {
      method: 'POST',
      url: `/api/v1/projects/${p.documentId}/source-urls-trend`,
      payload: { urls: ['mailto:someone@example.com'] },
    });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().error.details.errors[0].path).toEqual(['urls']);

    for (const [body, path] of [
      [{ domains: ['namu.wiki'], granularity: 'year' }, ['granularity']],
      [{ domains: ['not a domain'] }, ['domains']],
      [{ domains: [] }, ['body', 'domains']],
      [{ domains: ['namu.wiki'], engines: 'bing' }, ['engines']],
    ] as const) {
      const bad = await trend(body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().error.details.errors[0].path, JSON.stringify(body)).toEqual(path);
    }
    expect((await trend({ domains: ['namu.wiki'] }, outsider)).statusCode).toBe(404);
  });

  it('lists the cited pages with their numbers as direct counts; by domain, content type and text', async () => {
    const pages = async (query: string) => {
      const res = await t.as(owner.jwt, {
        method: 'GET',
        url: `/api/projects/${p.documentId}/sources?${query}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return SourceUrlsResponse.parse(res.json());
    };
    const direct = rows<{ url: string; domain: string; citations: number; answers: number; brand: number }>(
      await t.database.db.execute(sql`select ci.normalized_url as url, max(ci.domain) as domain,
        count(*)::int as citations, count(distinct ci.chat_id)::int as answers,
        count(distinct ci.chat_id) filter (where exists (select 1 from mentions m where m.chat_id = ci.chat_id
          and m.brand_key = 'brand'))::int as brand
        from citations ci join chats c on c.id = ci.chat_id where c.project_id = ${p.id} and c.status = 'ok'
        and c.day between ${now.from}::date and ${now.to}::date
        group by ci.normalized_url order by count(*) desc, ci.normalized_url asc`),
    );
    const all = await pages(range);
    const totals = await direct_();
    expect(all.meta).toMatchObject({ n: totals.n, citations: totals.citations, sort: 'citations:desc' });
    expect(
      all.data.map((u) => [u.normalizedUrl, u.domain, u.citations, u.answersCiting, u.answersCitingBrand]),
    ).toEqual(direct.map((d) => [d.url, d.domain, Number(d.citations), Number(d.answers), Number(d.brand)]));
    for (const u of all.data) {
      expect(u.rate!).toBeCloseTo(u.answersCiting / totals.n, 12);
      expect(u.share!).toBeCloseTo(u.citations / totals.citations, 12);
      expect(u.contentType).toBe('article');
    }
    expect(all.data.find((u) => u.domain === 'naver.com')).toMatchObject({
      url: 'https://blog.naver.com/page',
      sourceType: 'ugc',
    });

    const wikiPages = await pages(`${range}&domain=namu.wiki&sort=url`);
    expect(wikiPages.data.map((u) => u.normalizedUrl)).toEqual([wiki.url, wikiCoffee.url].sort());
    expect((await pages(`${range}&q=COFFEE`)).data.map((u) => u.normalizedUrl)).toEqual([wikiCoffee.url]);
    expect((await pages(`${range}&contentTypes=video`)).data).toEqual([]);
    expect((await pages(`${range}&sourceTypes=reference`)).data.map((u) => u.domain)).toEqual([
      'namu.wiki',
      'namu.wiki',
    ]);
    const second = await pages(`${range}&pagination[pageSize]=2&pagination[page]=2`);
    expect(second.data.map((u) => u.normalizedUrl)).toEqual(direct.slice(2, 4).map((d) => d.url));
    expect(second.meta.pagination.total).toBe(direct.length);

    for (const [query, field] of [
      ['contentTypes=podcast', 'contentTypes'],
      ['sort=domain', 'sort'],
      ['domain=not a domain', 'domain'],
    ] as const) {
      const res = await t.as(owner.jwt, {
        method: 'GET',
        url: `/api/projects/${p.documentId}/sources?${query}`,
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.details.errors[0].path, query).toEqual([field]);
    }
    const outside = await t.as(outsider.jwt, { method: 'GET', url: `/api/projects/${p.documentId}/sources` });
    expect(outside.statusCode).toBe(404);

    async function direct_() {
      const [count] = rows<{ n: number; citations: number }>(
        await t.database.db.execute(sql`select count(*)::int as n, (select count(*)::int from citations ci
          join chats c2 on c2.id = ci.chat_id where c2.project_id = ${p.id} and c2.status = 'ok'
          and c2.day between ${now.from}::date and ${now.to}::date) as citations
          from chats c where c.project_id = ${p.id} and c.status = 'ok'
          and c.day between ${now.from}::date and ${now.to}::date`),
      );
      return { n: Number(count!.n), citations: Number(count!.citations) };
    }
  });

  it('shows the gap: domains and pages cited beside competitors, never beside the own brand', async () => {
    const gap = async (path: string, key: 'domain' | 'normalized_url') => {
      const res = await t.as(owner.jwt, {
        method: 'GET',
        url: `/api/projects/${p.documentId}/${path}?${range}&gap=true&pagination[pageSize]=100`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const expected = rows<{ source: string }>(
        await t.database.db.execute(sql`select ci.${sql.raw(key)} as source from citations ci
          join chats c on c.id = ci.chat_id where c.project_id = ${p.id} and c.status = 'ok'
          and c.day between ${now.from}::date and ${now.to}::date
          group by 1
          having bool_or(exists (select 1 from mentions m where m.chat_id = ci.chat_id and m.brand_key <> 'brand'))
          and not bool_or(exists (select 1 from mentions m where m.chat_id = ci.chat_id and m.brand_key = 'brand'))
          order by 1`),
      ).map((r) => r.source);
      return { got: res.json().data as Array<Record<string, string>>, expected };
    };
    const domains = await gap('sources-by-domain', 'domain');
    expect(domains.expected.length).toBeGreaterThan(0);
    expect(domains.got.map((d) => d.domain).sort()).toEqual(domains.expected);
    const pages = await gap('sources', 'normalized_url');
    expect(pages.got.map((u) => u.normalizedUrl).sort()).toEqual(pages.expected);
    expect((await get(`${range}&gap=maybe`)).statusCode).toBe(400);
  });

  it("takes an editor's correction of a page's content type into the page table at once", async () => {
    const put = (body: Record<string, unknown>, who: Account = owner) =>
      t.as(who.jwt, { method: 'PUT', url: `/api/v1/projects/${p.documentId}/source-urls`, payload: body });
    const res = await put({ data: { url: 'https://www.namu.wiki/w/coffee/', contentType: 'docs' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      normalizedUrl: wikiCoffee.url,
      contentType: 'docs',
      contentTypeCorrected: true,
    });
    const docs = await t.as(owner.jwt, {
      method: 'GET',
      url: `/api/projects/${p.documentId}/sources?${range}&contentTypes=docs`,
    });
    expect(
      SourceUrlsResponse.parse(docs.json()).data.map((u) => [u.normalizedUrl, u.contentTypeCorrected]),
    ).toEqual([[wikiCoffee.url, true]]);
    expect((await put({ data: { url: 'https://nowhere.example/x', contentType: 'docs' } })).statusCode).toBe(
      404,
    );
    const bad = await put({ data: { url: wikiCoffee.url, contentType: 'podcast' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.errors[0].path).toEqual(['body', 'data', 'contentType']);
    expect((await put({ data: { url: wikiCoffee.url, contentType: null } }, outsider)).statusCode).toBe(404);
    const back = await put({ data: { url: wikiCoffee.url, contentType: null } });
    expect(back.json().data).toMatchObject({ contentType: 'article', contentTypeCorrected: false });
  });

  it('refuses bad parameters with a 400 naming them, and hides other organizations’ projects', async () => {
    for (const [query, field] of [
      ['sourceTypes=blog', 'sourceTypes'],
      ['sort=popularity', 'sort'],
      ['sort=citations:up', 'sort'],
      ['pagination[page]=0', 'pagination.page'],
      ['pagination[pageSize]=101', 'pagination.pageSize'],
      ['engines=bing', 'engines'],
      ['tags=nope', 'tags'],
      ['from=2024-02-30', 'from'],
    ] as const) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.details.errors[0].path, query).toEqual([field]);
      expect(res.json().error.message, query).toContain(query.split('=')[1]!.split(':').at(-1));
    }
    expect((await get(range, outsider)).statusCode).toBe(404);
  });
});
