import { TopDomainsResponse } from '@sightline/contracts';
import { daysEndingWith, localDay, metricsVersion } from '@sightline/core';
import { testDatabaseKinds } from '@sightline/db/testing';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '#testing/analytics-fixture.ts';
import {
  type Cited,
  createDashboardProject,
  type DashboardProject,
  dashboardApp,
  rows,
  writeDay,
} from '#testing/dashboard-fixture.ts';
import type { TestApp } from '#testing/test-app.ts';

const site = (domain: string, sourceType: string, host = domain): Cited => ({
  url: `https://${host}/page`,
  domain,
  sourceType,
});
const owned = site('oneulcoffee.kr', 'owned');
const shop = site('oneulcoffee-shop.com', 'owned', 'www.oneulcoffee-shop.com');
const wiki = site('namu.wiki', 'reference');
const rival = site('starbucks.co.kr', 'competitor');
const blog = site('naver.com', 'ugc', 'blog.naver.com');
const other = site('example.org', 'other');

describe.each(testDatabaseKinds())('top domains API on %s', (kind) => {
  let t: TestApp;
  let owner: Account;
  let outsider: Account;
  let p: DashboardProject;
  const days = daysEndingWith(localDay(new Date(), 'Asia/Seoul'), 5);
  const range = `from=${days[0]}&to=${days[4]}`;

  beforeAll(async () => {
    ({ t, owner, outsider } = await dashboardApp(kind));
    p = await createDashboardProject(t, owner, '오늘커피');
    const byRun: Cited[][] = [
      [owned, wiki],
      [rival, wiki, blog],
      [shop, wiki],
    ];
    for (const [d, day] of days.entries()) {
      await writeDay(t, p.id, day, (_run, i) => ({
        named: ['brand'],
        cited: i < 3 ? byRun[i]! : d % 2 ? [other] : [],
        noAnswer: d === 1 && i === 2,
        collectedAt: new Date(Date.parse(`${day}T03:00:00Z`) + i * 60_000),
      }));
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (query: string, who: Account = owner, headers: Record<string, string> = {}) =>
    t.as(who.jwt, { method: 'GET', url: `/api/v1/projects/${p.documentId}/top-domains?${query}`, headers });

  async function read(query: string) {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(200);
    return TopDomainsResponse.parse(res.json());
  }

  /** Domains of the successful answers within `where`, counted from the citations table. */
  async function direct(where: SQL = sql`true`, from = days[0]!, to = days[4]!) {
    const scope = sql`c.project_id = ${p.id} and c.status = 'ok' and c.day between ${from}::date
      and ${to}::date and ${where}`;
    const domains = rows<{ domain: string; citations: number; answers: number; impression: number }>(
      await t.database.db.execute(sql`select ci.domain, count(*)::int as citations,
        count(distinct ci.chat_id)::int as answers, sum(ci.impression)::float8 as impression
        from citations ci join chats c on c.id = ci.chat_id where ${scope}
        group by ci.domain order by count(*) desc, ci.domain asc`),
    );
    const [count] = rows<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from chats c where ${scope}`),
    );
    const sum = (key: 'citations' | 'impression') => domains.reduce((a, d) => a + Number(d[key]), 0);
    return { domains, n: Number(count!.n), citations: sum('citations'), impression: sum('impression') };
  }

  it('lists the most cited domains with shares equal to counts over stored citations', async () => {
    const body = await read(range);
    expect(body.meta).toEqual({ metricsVersion });
    const expected = await direct();
    expect(expected.n).toBe(19);
    expect(body.data).toMatchObject({
      from: days[0],
      to: days[4],
      n: expected.n,
      citations: expected.citations,
    });
    expect(body.data.domains.map((d) => d.domain)).toEqual(expected.domains.map((d) => d.domain));
    expect(body.data.domains[0]).toMatchObject({
      domain: 'namu.wiki',
      sourceType: 'reference',
      owned: false,
    });
    for (const [i, d] of body.data.domains.entries()) {
      const e = expected.domains[i]!;
      expect(d.citations, d.domain).toBe(Number(e.citations));
      expect(d.answersCiting, d.domain).toBe(Number(e.answers));
      expect(d.share!).toBeCloseTo(Number(e.citations) / expected.citations, 12);
      expect(d.rate!).toBeCloseTo(Number(e.answers) / expected.n, 12);
      expect(d.impressionShare!).toBeCloseTo(Number(e.impression) / expected.impression, 5);
    }
    const ownedOnes = body.data.domains.filter((d) => d.owned).map((d) => d.domain);
    // An owned domain, and the host of an owned URL; a site merely cited (or a social handle) is not owned.
    expect(ownedOnes.sort()).toEqual(['oneulcoffee-shop.com', 'oneulcoffee.kr']);

    const top2 = await read(`${range}&limit=2`);
    expect(top2.data.domains.map((d) => d.domain)).toEqual(expected.domains.slice(0, 2).map((d) => d.domain));
    // Shares stay shares of every citation of the range, not of the listed ones.
    expect(top2.data.citations).toBe(expected.citations);
  });

  it('applies engine and prompt filters (n from the per-prompt rollups)', async () => {
    const [promptId, promptDocumentId] = [...p.prompts.entries()][1]!;
    const body = await read(`${range}&engines=gemini&prompts=${promptDocumentId}`);
    const expected = await direct(sql`c.engine = 'gemini' and c.prompt_id = ${promptId}`);
    expect(expected.n).toBe(5);
    expect(body.data.n).toBe(expected.n);
    expect(body.data.citations).toBe(expected.citations);
    expect(body.data.domains.map((d) => [d.domain, d.citations, d.answersCiting])).toEqual(
      expected.domains.map((d) => [d.domain, Number(d.citations), Number(d.answers)]),
    );
  });

  it('reads whole months from the monthly rows and the days around them by day, as direct counts', async () => {
    // Answers on the first, a middle and the last day of the month two months back, and a range from the day before
    // that month to today: two whole months, a day before them and this month's days after.
    const month = new Date(`${days[4]!.slice(0, 7)}-01T00:00:00Z`);
    month.setUTCMonth(month.getUTCMonth() - 2);
    const first = month.toISOString().slice(0, 10);
    const next = new Date(month);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const last = new Date(next.getTime() - 86_400_000).toISOString().slice(0, 10);
    const before = new Date(month.getTime() - 86_400_000).toISOString().slice(0, 10);
    for (const day of [first, `${first.slice(0, 7)}-15`, last]) {
      await writeDay(t, p.id, day, (_run, i) => ({
        named: ['brand'],
        cited: i % 2 ? [rival, blog] : [wiki, other],
        collectedAt: new Date(Date.parse(`${day}T03:00:00Z`) + i * 60_000),
      }));
    }
    const body = await read(`from=${before}&to=${days[4]}`);
    const expected = await direct(sql`true`, before, days[4]);
    expect(expected.n).toBeGreaterThan(19);
    expect(body.data.n).toBe(expected.n);
    expect(body.data.citations).toBe(expected.citations);
    expect(body.data.domains.map((d) => [d.domain, d.citations, d.answersCiting])).toEqual(
      expected.domains.map((d) => [d.domain, Number(d.citations), Number(d.answers)]),
    );
    // The month alone, and with a gemini filter.
    const alone = await read(`from=${first}&to=${last}&engines=gemini`);
    const inMonth = await direct(sql`c.engine = 'gemini'`, first, last);
    expect(alone.data.citations).toBe(inMonth.citations);
    expect(alone.data.domains.map((d) => [d.domain, d.citations])).toEqual(
      inMonth.domains.map((d) => [d.domain, Number(d.citations)]),
    );
  });

  it('answers from the cache with an ETag that holds the limit', async () => {
    const first = await get(range);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await get(range, owner, { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get(`${range}&limit=3`)).headers.etag).not.toBe(etag);
  });

  it('refuses bad parameters with a 400 naming them, and hides other organizations’ projects', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=51', 'limit'],
      ['limit=2.5', 'limit'],
      ['tags=nope', 'tags'],
      ['from=2024-02-30', 'from'],
    ] as const) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.details.errors[0].path, query).toEqual([field]);
    }
    expect((await get(range, outsider)).statusCode).toBe(404);
  });
});
