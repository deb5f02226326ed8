import { SourceDomainsResponse } from '@sightline/contracts';
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

// The source tests' project: ten days of scripted answers naming the brand, competitors or nobody, and citing a
// fixed set of sites, so every source number can be compared with a direct count over citations and mentions.

const site = (domain: string, sourceType: string, host = domain): Cited => ({
  url: `https://${host}/page`,
  domain,
  sourceType,
});
export const owned = site('oneulcoffee.kr', 'owned');
export const wiki = site('namu.wiki', 'reference');
/** A second page of namu.wiki, cited beside the first in some answers. */
export const wikiCoffee: Cited = {
  url: 'https://namu.wiki/w/coffee',
  domain: 'namu.wiki',
  sourceType: 'reference',
};
const rival = site('starbucks.co.kr', 'competitor');
const blog = site('blog.naver.com', 'ugc');
const cafe = site('cafe.daum.net', 'ugc');
const other = site('example.org', 'other');

/** Ten days ending today: the five before are the comparison period of the last five (`now`). */
export const days = daysEndingWith(localDay(new Date(), 'Asia/Seoul'), 10);
export const now = { from: days[5]!, to: days[9]! };
export const range = `from=${now.from}&to=${now.to}`;

export interface SourceSetup {
  t: TestApp;
  owner: Account;
  outsider: Account;
  p: DashboardProject;
  /** `GET …/sources-by-domain?query` as `who` (the owner by default). */
  get(query: string, who?: Account): ReturnType<TestApp['as']>;
  /** The same, expected to succeed, parsed. */
  read(query: string): Promise<SourceDomainsResponse>;
  /** Each domain of the successful answers within `where`, counted from citations and mentions. */
  direct(where?: SQL, from?: string, to?: string): Promise<DirectDomains>;
}

export interface DirectDomains {
  domains: Array<{
    domain: string;
    citations: number;
    answers: number;
    impression: number;
    first: number;
    brand: number;
    competitor: number;
  }>;
  n: number;
  citations: number;
  impression: number;
}

/**
 * Registers the project's set-up and tear-down in the enclosing `describe`; its fields are set before the tests run.
 * With `jobs`, the app runs a job queue and its worker (background segment builds).
 */
export function sourceProject(kind: DatabaseKind, options: { jobs?: boolean } = {}): SourceSetup {
  const s = {} as SourceSetup;
  beforeAll(async () => {
    const { t, owner, outsider } = await dashboardApp(kind, options);
    const p = await createDashboardProject(t, owner, '오늘커피');
    Object.assign(s, { t, owner, outsider, p });
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
            (site) => !recent || site !== owned,
          ),
        ],
        noAnswer: d === 7 && i === 3,
        collectedAt: new Date(Date.parse(`${day}T03:00:00Z`) + i * 60_000),
      }));
    }
  }, 120_000);
  afterAll(async () => {
    await s.t?.close();
  });

  s.get = (query, who = s.owner) =>
    s.t.as(who.jwt, { method: 'GET', url: `/api/projects/${s.p.documentId}/sources-by-domain?${query}` });
  s.read = async (query) => {
    const res = await s.get(query);
    expect(res.statusCode, res.body).toBe(200);
    return SourceDomainsResponse.parse(res.json());
  };
  s.direct = async (where = sql`true`, from = now.from, to = now.to) => {
    const scope = sql`c.project_id = ${s.p.id} and c.status = 'ok' and c.day between ${from}::date
      and ${to}::date and ${where}`;
    const named = (brand: SQL) =>
      sql`count(distinct ci.chat_id) filter (where exists (select 1 from mentions m where m.chat_id = ci.chat_id
        and ${brand}))::int`;
    const domains = rows<DirectDomains['domains'][number]>(
      await s.t.database.db.execute(sql`select ci.domain, count(*)::int as citations,
        count(distinct ci.chat_id)::int as answers, sum(ci.impression)::float8 as impression,
        (select avg(f)::float8 from (select min(x.position) as f from citations x join chats y on y.id = x.chat_id
          where x.domain = ci.domain and y.project_id = ${s.p.id} and y.status = 'ok'
          and y.day between ${from}::date and ${to}::date group by x.chat_id) firsts) as first,
        ${named(sql`m.brand_key = 'brand'`)} as brand, ${named(sql`m.brand_key <> 'brand'`)} as competitor
        from citations ci join chats c on c.id = ci.chat_id where ${scope}
        group by ci.domain order by count(*) desc, ci.domain asc`),
    );
    const [count] = rows<{ n: number }>(
      await s.t.database.db.execute(sql`select count(*)::int as n from chats c where ${scope}`),
    );
    const sum = (key: 'citations' | 'impression') => domains.reduce((a, d) => a + Number(d[key]), 0);
    return { domains, n: Number(count!.n), citations: sum('citations'), impression: sum('impression') };
  };
  return s;
}
