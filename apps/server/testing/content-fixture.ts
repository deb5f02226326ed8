/**
 * A project whose answers cite pages of many content types, for the content analytics tests: four prompts of four
 * intents × two engines, written through the real store (chats, facts, page rollups) on the six days ending today and
 * on three days of an earlier whole month (so a long range reads monthly rollups), each answer's citations chosen by
 * the test, so every number can be compared with a direct count over citations and `source_urls`.
 */
import type { ContentTypeId, Intent } from '@sightline/contracts';
import { daysEndingWith, localDay } from '@sightline/core';
import { type ChatFacts, planCollect, type RunContext, startRun, storeChat } from '@sightline/db';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Account } from './analytics-fixture.ts';
import {
  answerText,
  createDashboardProject,
  type DashboardProject,
  dashboardApp,
  rows,
} from './dashboard-fixture.ts';
import type { TestApp } from './test-app.ts';

/** A cited page with the types the analyzer gave it. */
export interface ContentPage {
  url: string;
  domain: string;
  sourceType: string;
  contentType: ContentTypeId;
}

const page = (url: string, sourceType: string, contentType: ContentTypeId): ContentPage => ({
  url,
  domain: new URL(url).hostname.replace(/^www\./, ''),
  sourceType,
  contentType,
});

export const pages = {
  home: page('https://oneulcoffee.kr/', 'owned', 'homepage'),
  menu: page('https://oneulcoffee.kr/menu', 'owned', 'product'),
  wiki: page('https://namu.wiki/w/coffee', 'reference', 'article'),
  blog: page('https://blog.naver.com/best-coffee', 'ugc', 'listicle'),
  video: page('https://youtube.com/watch', 'ugc', 'video'),
  news: page('https://news.example.com/coffee', 'editorial', 'news'),
  compare: page('https://compare.example.org/a-vs-b', 'other', 'comparison'),
  rival: page('https://starbucks.co.kr/', 'competitor', 'homepage'),
  /** Classified as a review; the tests correct it to a forum page. */
  review: page('https://cafe.daum.net/coffee-review', 'ugc', 'review'),
  /**
   * Classified as a listicle where ChatGPT's citation carries the page's title ("best …") and as an article where
   * Gemini's does not: one page, two analysed types (`guideOnGemini`).
   */
  guide: page('https://guide.example.net/coffee-beans', 'other', 'listicle'),
};
/** The guide page as Gemini's citations of it are analysed. */
const guideOnGemini: ContentPage = { ...pages.guide, contentType: 'article' };

const shiftDay = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The six days ending today (Asia/Seoul). */
export const recentDays = daysEndingWith(localDay(new Date(), 'Asia/Seoul'), 6);
/** The first day of the calendar month before the first recent day's: a whole month without recent days. */
export const earlierMonth = (() => {
  const first = new Date(`${recentDays[0]!.slice(0, 7)}-01T00:00:00Z`);
  first.setUTCMonth(first.getUTCMonth() - 1);
  return first.toISOString().slice(0, 10);
})();
/** Three days of that month: its first, its 15th and its last. */
export const earlierDays = [
  earlierMonth,
  `${earlierMonth.slice(0, 8)}15`,
  shiftDay(`${recentDays[0]!.slice(0, 7)}-01`, -1),
];

export const contentPrompts: Array<{ text: string; intent: Intent }> = [
  { text: '서울 커피 브랜드 추천', intent: 'commercial' },
  { text: 'how is coffee roasted', intent: 'informational' },
  { text: '커피 원두 가격', intent: 'transactional' },
  { text: '오늘커피 공식 홈페이지', intent: 'navigational' },
];

/** What the answer of run `index` (prompt, then engine) on day `d` cites; one pattern cites a page twice. */
function citedBy(run: RunContext, index: number, d: number): ContentPage[] {
  const { home, menu, wiki, blog, video, news, compare, rival, review } = pages;
  const guide = run.engine === 'gemini' ? guideOnGemini : pages.guide;
  const pattern = [
    [wiki, blog, home],
    [video, news, guide],
    [compare, rival, review, review],
    [menu, wiki],
    [],
  ][(index + d) % 5]!;
  // Gemini cites videos beside everything else: the engines' mixes differ.
  return run.engine === 'gemini' && pattern.length > 0 ? [...pattern, video] : pattern;
}

function factsOf(cited: readonly ContentPage[], answer: string, named: readonly string[]): ChatFacts {
  return {
    mentions: named.map((brandKey, i) => ({
      brandKey,
      firstOffset: Math.min(answer.length - 1, 12 + i * 8),
      count: 1,
      rank: i + 1,
      sentiment: 0,
    })),
    citations: cited.map((c, i) => ({
      url: c.url,
      normalizedUrl: c.url,
      domain: c.domain,
      sourceType: c.sourceType,
      contentType: c.contentType,
      // Unequal shares, so impression shares differ from citation shares.
      impression: (i + 1) / ((cited.length * (cited.length + 1)) / 2),
    })),
    aspects: [],
  };
}

/** One day of the project through the collector's store: every run answered as `citedBy` says. */
async function writeContentDay(t: TestApp, projectId: number, day: string, d: number): Promise<void> {
  const db = t.database.db;
  const planned = await planCollect(db, { projectId, day, key: `test:${day}`, trigger: 'backfill' });
  for (const [index, { id }] of planned.pending.entries()) {
    const run = (await startRun(db, id))!;
    const noAnswer = day === recentDays[2] && index === 5;
    const named = index % 2 === 0 ? ['brand'] : [];
    const text = noAnswer ? '' : answerText(named);
    await storeChat(
      db,
      run,
      {
        model: `${run.engine}-test`,
        simulated: day === recentDays[1] && index === 0,
        answer: text,
        sourceCitations: [],
        raw: null,
        status: noAnswer ? 'no_answer' : 'ok',
        latencyMs: 10,
        inputTokens: 1,
        outputTokens: 1,
        cost: null,
        collectedAt: new Date(Date.parse(`${day}T03:00:00Z`) + index * 60_000),
      },
      noAnswer ? { mentions: [], citations: [], aspects: [] } : factsOf(citedBy(run, index, d), text, named),
      'test-analysis',
    );
  }
}

/** Citations of one content type within one key of a direct count (an engine, a day, an intent, …). */
export interface DirectCount {
  key: string;
  contentType: string;
  citations: number;
  pages: number;
  impression: number;
}

export interface ContentSetup {
  t: TestApp;
  owner: Account;
  outsider: Account;
  p: DashboardProject;
  /** Prompt ids in the order of `contentPrompts`. */
  promptIds: number[];
  /** `GET …/content-analytics?query` as `who` (the owner by default). */
  get(query: string, who?: Account): ReturnType<TestApp['as']>;
  /**
   * Citations, distinct pages and impression of the successful answers from `from` to `to` within `where`, per
   * `key` (an SQL expression over chats `c`, citations `ci`, prompts `p` and the page's `owned`) and content type as
   * corrected, counted from `citations`, `source_urls` and `source_domains`: each citation typed as its page is now
   * (`typedBy` 'page', the default: the mix, engines and ownership) or as it was analysed ('citation': the trend and
   * intents), the correction first in both.
   */
  direct(
    key: SQL,
    from: string,
    to: string,
    where?: SQL,
    typedBy?: 'page' | 'citation',
  ): Promise<DirectCount[]>;
  /** Successful answers, and whether any is simulated, in the range within `where`. */
  answers(from: string, to: string, where?: SQL): Promise<{ n: number; simulated: boolean }>;
}

/** Registers the project's set-up and tear-down in the enclosing `describe`. */
export function contentProject(kind: Parameters<typeof dashboardApp>[0]): ContentSetup {
  const s = {} as ContentSetup;
  beforeAll(async () => {
    const { t, owner, outsider } = await dashboardApp(kind);
    const p = await createDashboardProject(t, owner, '콘텐츠', {
      queries: contentPrompts.map(({ text, intent }) => ({ text, intent })),
    });
    const stored = rows<{ id: number; text: string }>(
      await t.database.db.execute(sql`select id, text from prompts where project_id = ${p.id}`),
    );
    const promptIds = contentPrompts.map(({ text }) => Number(stored.find((row) => row.text === text)!.id));
    Object.assign(s, { t, owner, outsider, p, promptIds });
    for (const [d, day] of [...earlierDays, ...recentDays].entries()) await writeContentDay(t, p.id, day, d);
  }, 120_000);
  afterAll(async () => {
    await s.t?.close();
  });

  s.get = (query, who = s.owner) =>
    s.t.as(who.jwt, { method: 'GET', url: `/api/projects/${s.p.documentId}/content-analytics?${query}` });
  s.direct = async (key, from, to, where = sql`true`, typedBy = 'page') =>
    rows<DirectCount>(
      await s.t.database.db.execute(sql`select ${key} as key,
        coalesce(su.content_type_override, ${typedBy === 'page' ? sql`su.content_type` : sql`ci.content_type`},
          'other') as "contentType",
        count(*)::int as citations, count(distinct ci.normalized_url)::int as pages,
        sum(ci.impression)::float8 as impression
        from citations ci
        join chats c on c.id = ci.chat_id
        join prompts p on p.id = c.prompt_id
        left join source_urls su on su.project_id = c.project_id and su.normalized_url = ci.normalized_url
        left join source_domains sd on sd.project_id = c.project_id and sd.domain = ci.domain
        cross join lateral (select coalesce(coalesce(sd.source_type_override, sd.source_type) = 'owned', false)
          as owned) o
        where c.project_id = ${s.p.id} and c.status = 'ok' and c.day between ${from}::date and ${to}::date
        and ${where}
        group by 1, 2 order by 1, 2`),
    ).map((row) => ({
      ...row,
      key: String(row.key),
      citations: Number(row.citations),
      pages: Number(row.pages),
      impression: Number(row.impression),
    }));
  s.answers = async (from, to, where = sql`true`) => {
    const [row] = rows<{ n: number; simulated: boolean }>(
      await s.t.database.db.execute(sql`select count(*) filter (where c.status = 'ok')::int as n,
        bool_or(c.simulated) as simulated from chats c join prompts p on p.id = c.prompt_id
        where c.project_id = ${s.p.id} and c.day between ${from}::date and ${to}::date and ${where}`),
    );
    return { n: Number(row?.n ?? 0), simulated: Boolean(row?.simulated) };
  };
  return s;
}
