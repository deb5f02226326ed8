/**
 * Projects with answers written through the real store (chats, facts, rollups) whose mentions and citations are
 * chosen by the test, so every dashboard number is known in advance; for the dashboards API tests.
 */
import type { DatabaseKind } from '@sightline/db';
import {
  type ChatFacts,
  findAnalyticsProject,
  planCollect,
  type RunContext,
  startRun,
  storeChat,
} from '@sightline/db';
import { type Account, createProject, rivals, signUp } from './analytics-fixture.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export interface Cited {
  url: string;
  domain: string;
  sourceType: string;
}

/** What one answer says: the brand keys it names (in rank order), its citations, whether it failed. */
export interface AnswerSpec {
  named: readonly string[];
  cited?: readonly Cited[];
  noAnswer?: boolean;
  simulated?: boolean;
  /** Its collection time; runs of a day sharing one test the id tie-break of the answers list. */
  collectedAt: Date;
  /** Text added at the end of the answer. */
  note?: string;
  /** Its cost in USD (default unknown) and tokens (default 1 each). */
  cost?: number | null;
  tokens?: { input: number; output: number };
}

export interface DashboardProject {
  id: number;
  documentId: string;
  /** Prompt document ids by prompt id. */
  prompts: Map<number, string>;
  /** `brand`, then the competitors' keys (document ids) in the order of `rivals`. */
  brandKeys: string[];
}

/** The markdown answer stored for every successful chat (its excerpt is checked as plain text). */
export const answerText = (names: readonly string[]) =>
  `## 추천 브랜드\n\n**${names.join('**, **') || '없음'}** 순서로 [자세히](https://example.com/guide) 봅니다. ${'긴 설명 '.repeat(60)}`;

export async function createDashboardProject(
  t: TestApp,
  who: Account,
  name: string,
  extra: Record<string, unknown> = {},
): Promise<DashboardProject> {
  const created = await createProject(t, who, name, {
    engines: ['chatgpt', 'gemini'],
    competitors: rivals,
    ownedMedia: [
      { kind: 'domain', value: 'oneulcoffee.kr' },
      { kind: 'url', value: 'https://www.oneulcoffee-shop.com/menu' },
      { kind: 'social', value: '@oneulcoffee' },
    ],
    queries: [{ text: `${name}: 서울 커피 브랜드 추천` }, { text: `${name}: best coffee chain in Korea` }],
    ...extra,
  });
  const analytics = await findAnalyticsProject(t.database.db, created.id);
  return {
    id: created.id,
    documentId: created.documentId,
    prompts: new Map(
      (created.queries as Array<{ id: number; documentId: string }>).map((q) => [q.id, q.documentId]),
    ),
    brandKeys: analytics!.brands.map((b) => b.key),
  };
}

function factsOf(spec: AnswerSpec, answer: string): ChatFacts {
  const cited = spec.cited ?? [];
  return {
    mentions: spec.named.map((brandKey, i) => ({
      brandKey,
      firstOffset: Math.min(answer.length - 1, 12 + i * 8),
      count: 1 + (i % 2),
      rank: i + 1,
      sentiment: 0,
    })),
    citations: cited.map((c) => ({
      url: c.url,
      normalizedUrl: c.url,
      domain: c.domain,
      sourceType: c.sourceType,
      contentType: 'article',
      impression: 1 / cited.length,
    })),
    aspects: [],
  };
}

/**
 * Collects one day of a project through the store the collector uses: one chat per run (prompt × engine), as
 * `spec(run, index)` says; index follows the run order (prompt, then engine).
 */
export async function writeDay(
  t: TestApp,
  projectId: number,
  day: string,
  spec: (run: RunContext, index: number) => AnswerSpec,
): Promise<void> {
  const db = t.database.db;
  const planned = await planCollect(db, { projectId, day, key: `test:${day}`, trigger: 'backfill' });
  for (const [index, { id }] of planned.pending.entries()) {
    const run = (await startRun(db, id))!;
    const answer = spec(run, index);
    const text = answer.noAnswer ? '' : `${answerText(answer.named)}${answer.note ?? ''}`;
    await storeChat(
      db,
      run,
      {
        model: `${run.engine}-test`,
        simulated: answer.simulated ?? false,
        answer: text,
        sourceCitations: [],
        raw: null,
        status: answer.noAnswer ? 'no_answer' : 'ok',
        latencyMs: 10,
        inputTokens: answer.tokens?.input ?? 1,
        outputTokens: answer.tokens?.output ?? 1,
        cost: answer.cost ?? null,
        collectedAt: answer.collectedAt,
      },
      answer.noAnswer ? { mentions: [], citations: [], aspects: [] } : factsOf(answer, text),
      'test-analysis',
    );
  }
}

/** A test app with two accounts in two organizations (no job queue: answers are written directly). */
export async function dashboardApp(kind: DatabaseKind, options: { jobs?: boolean } = {}) {
  const t = await createTestApp(kind, {}, options.jobs ? { jobs: true } : {});
  const owner = await signUp(t, 'minji');
  const outsider = await signUp(t, 'outsider');
  return { t, owner, outsider };
}

/** Rows of a raw `db.execute` on either driver. */
export { rows } from './analytics-fixture.ts';
