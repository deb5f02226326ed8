/**
 * A project scripted for the optimisation report: four prompts of three intents × three engines on the ten days
 * ending today, written through the real store (chats, facts, rollups), every answer's named brands and cited pages
 * chosen here so that each recommendation's numbers can be worked out by hand (see routes/optimisation.sql.test.ts). The last
 * five days are the range; the five before are its comparison period, scripted alike except for one owned page.
 */
import type { ContentTypeId, Intent } from '@sightline/contracts';
import { daysEndingWith, localDay } from '@sightline/core';
import { type ChatFacts, planCollect, type RunContext, startRun, storeChat } from '@sightline/db';
import { afterAll, beforeAll } from 'vitest';
import type { Account } from './analytics-fixture.ts';
import {
  answerText,
  createDashboardProject,
  type DashboardProject,
  dashboardApp,
} from './dashboard-fixture.ts';
import type { TestApp } from './test-app.ts';

/** A cited page with the types the analyzer gave it. */
export interface ScriptedPage {
  url: string;
  domain: string;
  sourceType: string;
  contentType: ContentTypeId;
}

const page = (url: string, domain: string, sourceType: string, contentType: ContentTypeId): ScriptedPage => ({
  url,
  domain,
  sourceType,
  contentType,
});

export const pages = {
  naverBest: page('https://blog.naver.com/best-coffee', 'naver.com', 'ugc', 'listicle'),
  tistoryList: page('https://coffee.tistory.com/top10', 'tistory.com', 'ugc', 'listicle'),
  starbucksHome: page('https://starbucks.co.kr/', 'starbucks.co.kr', 'competitor', 'homepage'),
  dcForum: page('https://gall.dcinside.com/coffee', 'dcinside.com', 'ugc', 'forum'),
  redditForum: page('https://reddit.com/r/coffee', 'reddit.com', 'ugc', 'forum'),
  namuArticle: page('https://namu.wiki/w/coffee', 'namu.wiki', 'reference', 'article'),
  coupang: page('https://coupang.com/coffee', 'coupang.com', 'other', 'product'),
  ownedMenu: page('https://oneulcoffee.kr/menu', 'oneulcoffee.kr', 'owned', 'product'),
  ownedGuide: page('https://oneulcoffee.kr/guide', 'oneulcoffee.kr', 'owned', 'article'),
};

export const competitors = [
  { name: '스타벅스', aliases: ['Starbucks'], domains: ['starbucks.co.kr'] },
  { name: '이디야', aliases: ['Ediya'], domains: ['ediya.com'] },
  { name: '투썸', aliases: ['Twosome'], domains: ['twosome.co.kr'] },
  { name: '빽다방', aliases: ['Paik'], domains: ['paikdabang.com'] },
];

/** The prompts: a gap (competitors only; its text looks like a formula), a branded one, an informational, a thin one. */
export const scriptedPrompts = {
  gap: { text: '=1+1 서울 카페 프랜차이즈 추천', intent: 'commercial' as Intent },
  branded: { text: '서울 커피 브랜드 비교', intent: 'commercial' as Intent },
  info: { text: '커피는 어떻게 볶나요', intent: 'informational' as Intent },
  thin: { text: '원두 온라인 구매', intent: 'transactional' as Intent },
};

export const engines = ['chatgpt', 'gemini', 'perplexity'] as const;

/** The ten days ending today (Asia/Seoul): days 5–9 are the range, days 0–4 the period before. */
export const days = daysEndingWith(localDay(new Date(), 'Asia/Seoul'), 10);
export const range = { from: days[5]!, to: days[9]! };

/** Brand keys by role: `brand`, then the competitors' document ids. */
export interface Keys {
  starbucks: string;
  ediya: string;
  twosome: string;
  paik: string;
}

/** What the answer to `run` on day `d` (0–9) names and cites. */
export function script(
  run: Pick<RunContext, 'promptText' | 'engine'>,
  d: number,
  k: Keys,
): { named: string[]; cited: ScriptedPage[]; simulated?: boolean } {
  const {
    naverBest,
    tistoryList,
    starbucksHome,
    dcForum,
    redditForum,
    namuArticle,
    coupang,
    ownedMenu,
    ownedGuide,
  } = pages;
  // The same five-day rhythm in both periods; perplexity and the thin prompt speak on its last two days only.
  const late = d % 5 >= 3;
  const engine = run.engine;
  switch (run.promptText) {
    case scriptedPrompts.gap.text:
      if (engine === 'chatgpt')
        return { named: [k.starbucks, k.twosome], cited: [naverBest, starbucksHome, dcForum] };
      if (engine === 'gemini')
        return { named: [k.starbucks, k.ediya], cited: [naverBest, namuArticle, tistoryList] };
      return late ? { named: [k.paik], cited: [redditForum, naverBest] } : { named: [], cited: [] };
    case scriptedPrompts.branded.text:
      if (engine === 'perplexity')
        return { named: [k.starbucks], cited: [ownedMenu, naverBest, tistoryList, tistoryList] };
      return { named: ['brand', k.starbucks], cited: [ownedMenu, naverBest] };
    case scriptedPrompts.info.text: {
      // The owned guide: every answer before the range; in it, ChatGPT's of its first two days only.
      const guide = d < 5 || (engine === 'chatgpt' && d <= 6);
      return {
        named: engine === 'perplexity' ? [] : ['brand'],
        cited: guide ? [namuArticle, ownedGuide] : [namuArticle],
      };
    }
    default:
      return {
        named: engine === 'gemini' && late ? [k.paik] : [],
        cited: engine === 'gemini' && late ? [coupang] : [],
        // One simulated answer, on the last day.
        simulated: engine === 'perplexity' && d === 9,
      };
  }
}

function factsOf(named: readonly string[], cited: readonly ScriptedPage[], answer: string): ChatFacts {
  return {
    mentions: named.map((brandKey, i) => ({
      brandKey,
      firstOffset: Math.min(answer.length - 1, 12 + i * 8),
      count: 1,
      rank: i + 1,
      sentiment: 0,
    })),
    citations: cited.map((c) => ({
      url: c.url,
      normalizedUrl: c.url,
      domain: c.domain,
      sourceType: c.sourceType,
      contentType: c.contentType,
      impression: 1 / cited.length,
    })),
    aspects: [],
  };
}

export interface OptimisationSetup {
  t: TestApp;
  owner: Account;
  outsider: Account;
  p: DashboardProject;
  keys: Keys;
  /** Prompt document ids by role. */
  promptIds: Record<keyof typeof scriptedPrompts, string>;
  /** `GET /api/v1/projects/:id/optimisation{suffix}?query` as `who` (the owner by default). */
  get(query: string, who?: Account, suffix?: string): ReturnType<TestApp['as']>;
}

/** Registers the project's set-up and tear-down in the enclosing `describe`. */
export function optimisationProject(kind: Parameters<typeof dashboardApp>[0]): OptimisationSetup {
  const s = {} as OptimisationSetup;
  beforeAll(async () => {
    const { t, owner, outsider } = await dashboardApp(kind);
    const p = await createDashboardProject(t, owner, '오늘커피 최적화', {
      engines: [...engines],
      competitors,
      queries: Object.values(scriptedPrompts).map(({ text, intent }) => ({ text, intent })),
    });
    const [, starbucks, ediya, twosome, paik] = p.brandKeys as [string, string, string, string, string];
    const keys = { starbucks, ediya, twosome, paik };
    const db = t.database.db;
    const promptIds = {} as OptimisationSetup['promptIds'];
    for (const [d, day] of days.entries()) {
      const planned = await planCollect(db, {
        projectId: p.id,
        day,
        key: `test:${day}`,
        trigger: 'backfill',
      });
      for (const [index, { id }] of planned.pending.entries()) {
        const run = (await startRun(db, id))!;
        const role = Object.entries(scriptedPrompts).find(([, q]) => q.text === run.promptText)![0];
        promptIds[role as keyof typeof scriptedPrompts] = run.promptDocumentId;
        const { named, cited, simulated } = script(run, d, keys);
        const text = answerText(named);
        await storeChat(
          db,
          run,
          {
            model: `${run.engine}-test`,
            simulated: simulated ?? false,
            answer: text,
            sourceCitations: [],
            raw: null,
            status: 'ok',
            latencyMs: 10,
            inputTokens: 1,
            outputTokens: 1,
            cost: null,
            collectedAt: new Date(Date.parse(`${day}T03:00:00Z`) + index * 60_000),
          },
          factsOf(named, cited, text),
          'test-analysis',
        );
      }
    }
    Object.assign(s, { t, owner, outsider, p, keys, promptIds });
  }, 120_000);
  afterAll(async () => {
    await s.t?.close();
  });
  s.get = (query, who = s.owner, suffix = '') =>
    s.t.as(who.jwt, {
      method: 'GET',
      url: `/api/v1/projects/${s.p.documentId}/optimisation${suffix}?${query}`,
    });
  return s;
}
