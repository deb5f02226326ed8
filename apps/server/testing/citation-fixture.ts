import { CitationAnalyticsResponse } from '@sightline/contracts';
import { daysEndingWith, localDay } from '@sightline/core';
import type { DatabaseKind } from '@sightline/db';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Account } from './analytics-fixture.ts';
import {
  type Cited,
  createDashboardProject,
  type DashboardProject,
  dashboardApp,
  rows,
  writeDay,
} from './dashboard-fixture.ts';
import type { TestApp } from './test-app.ts';

// The citation analytics tests' project: ten days of scripted answers on two engines citing the project's two owned
// sites (one of them twice in some answers, both in others: the first-position mean is then over answer × domain
// pairs), other sites, or nothing, so every number can be compared with a direct count over chats and citations.

const page = (domain: string, sourceType: string, path = 'page', host = domain): Cited => ({
  url: `https://${host}/${path}`,
  domain,
  sourceType,
});
export const owned = page('oneulcoffee.kr', 'owned');
const ownedMenu = page('oneulcoffee.kr', 'owned', 'menu');
export const ownedShop = page('oneulcoffee-shop.com', 'owned', 'menu', 'www.oneulcoffee-shop.com');
const wiki = page('namu.wiki', 'reference', 'w/coffee');
const rival = page('starbucks.co.kr', 'competitor');
const blog = page('naver.com', 'ugc', 'post', 'blog.naver.com');
const cafe = page('cafe.daum.net', 'ugc');

/** Ten days ending today: the five before are the comparison period of the last five (`now`). */
export const days = daysEndingWith(localDay(new Date(), 'Asia/Seoul'), 10);
export const now = { from: days[5]!, to: days[9]! };
export const range = `from=${now.from}&to=${now.to}`;

/**
 * What run `i` (prompt × engine, in run order) cites on day `d`. Gemini's answers sometimes cite both owned sites;
 * ChatGPT's never do, so its first-position mean is per answer. Owned sites are cited less often lately.
 */
function citedBy(engine: string, i: number, d: number): Cited[] {
  const recent = d >= 5;
  const pattern = (i + d) % (recent ? 6 : 5);
  switch (pattern) {
    case 0:
      return [wiki, owned, ownedMenu];
    case 1:
      return engine === 'gemini' ? [owned, rival, ownedShop] : [rival, blog, owned];
    case 2:
      return [blog, cafe];
    case 3:
      return [ownedShop];
    case 4:
      return [];
    default:
      return [cafe, wiki, rival];
  }
}

/** Counts over the stored chats and citations of the successful answers of a range. */
export interface DirectCitations {
  n: number;
  /** Answers citing an owned URL. */
  citing: number;
  withCitations: number;
  citations: number;
  owned: number;
  impression: number;
  ownedImpression: number;
  /** Mean over answers citing an owned URL of the position of their first owned citation. */
  firstPerAnswer: number | null;
  /** Mean over (answer, owned domain) pairs of the position of the domain's first citation in the answer. */
  firstPerPair: number | null;
  pairs: number;
  domains: Array<{ domain: string; citations: number; answers: number; first: number }>;
}

export interface CitationSetup {
  t: TestApp;
  owner: Account;
  outsider: Account;
  p: DashboardProject;
  /** `GET …/citation-analytics?query` as `who` (the owner by default). */
  get(query: string, who?: Account, headers?: Record<string, string>): ReturnType<TestApp['as']>;
  /** The same, expected to succeed, parsed with the contract. */
  read(query: string): Promise<CitationAnalyticsResponse>;
  direct(where?: SQL, from?: string, to?: string): Promise<DirectCitations>;
}

/** Registers the project's set-up and tear-down in the enclosing `describe`; its fields are set before the tests run. */
export function citationProject(kind: DatabaseKind): CitationSetup {
  const s = {} as CitationSetup;
  beforeAll(async () => {
    const { t, owner, outsider } = await dashboardApp(kind);
    const p = await createDashboardProject(t, owner, '오늘커피');
    Object.assign(s, { t, owner, outsider, p });
    for (const [d, day] of days.entries()) {
      await writeDay(t, p.id, day, (run, i) => ({
        named: i % 2 === 0 ? ['brand'] : [],
        cited: citedBy(run.engine, i, d),
        noAnswer: d === 7 && i === 2,
        collectedAt: new Date(Date.parse(`${day}T03:00:00Z`) + i * 60_000),
      }));
    }
    // Another organization's project citing the same owned sites on the same days: never counted here.
    const other = await createDashboardProject(t, outsider, '남의커피');
    for (const day of [days[4]!, days[8]!]) {
      await writeDay(t, other.id, day, (_run, i) => ({
        named: ['brand'],
        cited: [owned, ownedShop, ownedMenu].slice(0, 1 + (i % 3)),
        collectedAt: new Date(Date.parse(`${day}T04:00:00Z`) + i * 60_000),
      }));
    }
  }, 120_000);
  afterAll(async () => {
    await s.t?.close();
  });

  s.get = (query, who = s.owner, headers = {}) =>
    s.t.as(who.jwt, {
      method: 'GET',
      url: `/api/projects/${s.p.documentId}/citation-analytics?${query}`,
      headers,
    });
  s.read = async (query) => {
    const res = await s.get(query);
    expect(res.statusCode, res.body).toBe(200);
    return CitationAnalyticsResponse.parse(res.json());
  };
  s.direct = async (where = sql`true`, from = now.from, to = now.to) => {
    const db = s.t.database.db;
    const scope = sql`c.project_id = ${s.p.id} and c.status = 'ok' and c.day between ${from}::date
      and ${to}::date and ${where}`;
    const [totals] = rows<Omit<DirectCitations, 'firstPerAnswer' | 'firstPerPair' | 'pairs' | 'domains'>>(
      await db.execute(sql`select count(*)::int as n,
        count(*) filter (where x.owned > 0)::int as citing,
        count(*) filter (where x.citations > 0)::int as "withCitations",
        coalesce(sum(x.citations), 0)::int as citations, coalesce(sum(x.owned), 0)::int as owned,
        coalesce(sum(x.impression), 0)::float8 as impression,
        coalesce(sum(x.owned_impression), 0)::float8 as "ownedImpression"
        from chats c left join lateral (select count(*) as citations,
          count(*) filter (where ci.source_type = 'owned') as owned, sum(ci.impression) as impression,
          sum(ci.impression) filter (where ci.source_type = 'owned') as owned_impression
          from citations ci where ci.chat_id = c.id) x on true
        where ${scope}`),
    );
    const [first] = rows<{ mean: number | null }>(
      await db.execute(sql`select avg(f)::float8 as mean from (select min(ci.position) as f
        from citations ci join chats c on c.id = ci.chat_id where ${scope} and ci.source_type = 'owned'
        group by ci.chat_id) firsts`),
    );
    const domains = rows<DirectCitations['domains'][number]>(
      await db.execute(sql`select domain, sum(citations)::int as citations, count(*)::int as answers,
        avg(f)::float8 as first
        from (select ci.chat_id, ci.domain, count(*) as citations, min(ci.position) as f
          from citations ci join chats c on c.id = ci.chat_id where ${scope} and ci.source_type = 'owned'
          group by ci.chat_id, ci.domain) pairs
        group by domain order by sum(citations) desc, domain asc`),
    );
    const pairs = domains.reduce((sum, d) => sum + Number(d.answers), 0);
    const positionSum = domains.reduce((sum, d) => sum + Number(d.first) * Number(d.answers), 0);
    const t = totals!;
    return {
      n: Number(t.n),
      citing: Number(t.citing),
      withCitations: Number(t.withCitations),
      citations: Number(t.citations),
      owned: Number(t.owned),
      impression: Number(t.impression),
      ownedImpression: Number(t.ownedImpression),
      firstPerAnswer: first?.mean === null || first?.mean === undefined ? null : Number(first.mean),
      firstPerPair: pairs > 0 ? positionSum / pairs : null,
      pairs,
      domains: domains.map((d) => ({
        domain: d.domain,
        citations: Number(d.citations),
        answers: Number(d.answers),
        first: Number(d.first),
      })),
    };
  };
  return s;
}
