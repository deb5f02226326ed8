import { AuthResponse } from '@sightline/contracts';
import { localDay } from '@sightline/core';
import { type Database, type DatabaseKind, listChatsToAnalyze, loadAnalysisProfile } from '@sightline/db';
import { testDatabaseKinds } from '@sightline/db/testing';
import { type EngineAdapter, EngineError } from '@sightline/engines';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { multipartBody } from '#testing/images.ts';
import { expectDailyRollupsExact } from '#testing/rollup-invariants.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { waitUntil } from '#testing/wait-until.ts';
import type { EngineForRun } from '../use-cases/collection/engine-for-run.ts';
import { buildProjectAnalysis, type StoredCitation } from '../use-cases/collection/project-analysis.ts';

const rows = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

interface Setup {
  t: TestApp;
  jwt: string;
  project: string;
  prompts: string[];
}

async function setup(kind: DatabaseKind, engineFor?: EngineForRun): Promise<Setup> {
  const t = await createTestApp(kind, {}, { jobs: engineFor ? { engineFor } : true });
  const registered = AuthResponse.parse(
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/local/register',
        payload: { username: 'jisoo', email: 'jisoo@example.com', password: 'correct horse battery' },
      })
    ).json(),
  );
  const res = await t.as(registered.jwt, {
    method: 'POST',
    url: '/api/v1/projects',
    payload: multipartBody({
      member: registered.user.lastSelectedMemberId,
      workspace: registered.user.lastSelectedWorkspaceId,
      name: '오늘커피',
      brandName: '오늘커피',
      brandAliases: ['Oneul Coffee'],
      engines: ['simulated', 'chatgpt'],
      competitors: [{ name: '스타벅스', aliases: ['Starbucks'], domains: ['starbucks.co.kr'] }],
      ownedMedia: [{ kind: 'domain', value: 'oneulcoffee.kr' }],
      queries: [{ text: '서울 커피 브랜드 추천' }, { text: 'best coffee chain in Korea', language: 'en' }],
      evaluationItems: [{ name: '가격', keywords: ['가격', 'price'] }],
    }),
  });
  expect(res.statusCode, res.body).toBe(200);
  const project = res.json().data;
  return {
    t,
    jwt: registered.jwt,
    project: project.documentId,
    prompts: project.queries.map((q: { documentId: string }) => q.documentId),
  };
}

async function waitForCollect(s: Setup, day: string, collect: string) {
  const [y, m, d] = day.split('-');
  return waitUntil(
    `the collect of ${day} to finish`,
    async () => {
      const res = await s.t.as(s.jwt, {
        method: 'GET',
        url: `/api/v1/projects/${s.project}/collects/${y}/${m}/${d}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.find((c: { documentId: string }) => c.documentId === collect);
    },
    (found) => found && ['completed', 'partial', 'failed'].includes(found.status),
    {
      intervalMs: 200,
      describe: async (found) => {
        const jobs = await s.t.jobs!.boss.findJobs('collect-run-simulated');
        return `collect still ${found?.status}: ${JSON.stringify(found?.runs)} ${JSON.stringify(jobs.map((j) => [j.state, j.retryCount, j.startAfter]))} now ${new Date().toISOString()}`;
      },
    },
  );
}

/** A scripted engine: answers like a real one, failing according to `script(run attempt)`. */
function scripted(fail: (engine: string, attempt: number) => EngineError | null): EngineForRun {
  const attempts = new Map<number, number>();
  return async (run) => {
    const engine: EngineAdapter = {
      id: 'chatgpt',
      async ask() {
        const attempt = (attempts.get(run.runId) ?? 0) + 1;
        attempts.set(run.runId, attempt);
        const error = fail(run.engine, attempt);
        if (error) throw error;
        return {
          text: '오늘커피는 서울에서 인기 있는 브랜드입니다. 스타벅스도 자주 언급됩니다.',
          citations: [
            { url: 'https://oneulcoffee.kr/about', title: '오늘커피', startIndex: 0, endIndex: 22 },
          ],
          model: 'gpt-test',
          usage: { inputTokens: 12, outputTokens: 40 },
          cost: 0.001,
          raw: {},
          status: 'ok',
        };
      },
    };
    return engine;
  };
}

/** Mentions the project's analysis finds when it reads every stored answer again. */
async function mentionsInStoredAnswers(db: Database, projectId: number): Promise<number> {
  const profile = await loadAnalysisProfile(db, projectId);
  const analysis = buildProjectAnalysis(profile!);
  const stored = (await listChatsToAnalyze(db, projectId, 'none', null, 1000)).chats;
  return stored.reduce(
    (sum, chat) =>
      sum +
      analysis.analyze({
        text: chat.answer,
        citations: (chat.sourceCitations as StoredCitation[]) ?? [],
        engine: chat.engine,
        language: chat.language,
      }).mentions.length,
    0,
  );
}

describe.each(testDatabaseKinds())('collection pipeline on %s', (kind) => {
  let s: Setup | undefined;
  afterEach(async () => {
    await s?.t.close();
    s = undefined;
  });

  it('runs a project now: one run per prompt × engine, chats with facts and rollups, nothing twice', async () => {
    s = await setup(kind);
    const res = await s.t.as(s.jwt, { method: 'POST', url: `/api/v1/projects/${s.project}/collect` });
    expect(res.statusCode, res.body).toBe(202);
    const { collect, day, planned } = res.json().data;
    expect(planned).toBe(4);
    expect(day).toBe(localDay(new Date(), 'Asia/Seoul'));
    const done = await waitForCollect(s, day, collect);
    // chatgpt has no credentials here: those runs fail permanently (once, not retried) and say why.
    expect(done).toMatchObject({ status: 'partial', planned: 4, succeeded: 2, failed: 2, trigger: 'manual' });
    const failed = done.runs.filter((r: { status: string }) => r.status === 'failed');
    expect(failed).toHaveLength(2);
    for (const run of failed) {
      expect(run).toMatchObject({ engine: 'chatgpt', attempts: 1, errorKind: 'auth', chatId: null });
      expect(run.error).toMatch(/No credentials for chatgpt/);
    }
    expect(done.chats).toHaveLength(2);
    for (const chat of done.chats) {
      expect(chat).toMatchObject({ engine: 'simulated', model: 'sightline-simulator-1', simulated: true });
    }

    const db = s.t.database.db;
    const [counts] = rows<{ chats: number; mentions: number; answers: number }>(
      await db.execute(sql`select (select count(*)::int from chats) as chats,
        (select count(*)::int from mentions) as mentions,
        (select coalesce(sum(answers + no_answers), 0)::int from rollup_answers) as answers`),
    );
    expect(counts!.chats).toBe(2);
    expect(counts!.answers).toBe(2);
    // As many mention facts as the analysis finds in the stored answers: the simulator's answers change with the
    // day, so the number itself is not fixed (an answer may name no tracked brand).
    expect(counts!.mentions).toBe(await mentionsInStoredAnswers(db, 1));
    expect(await expectDailyRollupsExact(db)).toBe(1);

    // Planning the same collect again, and delivering a finished run again, change nothing.
    const { planCollect, startRun } = await import('@sightline/db');
    const [key] = rows<{ key: string; id: number }>(await db.execute(sql`select key, id from collects`));
    const again = await planCollect(db, { projectId: 1, day, key: key!.key, trigger: 'manual' });
    expect(again).toMatchObject({ created: false, planned: 4, pending: [] });
    const [runId] = rows<{ id: number }>(
      await db.execute(sql`select min(id)::int as id from runs where status = 'succeeded'`),
    );
    expect(await startRun(db, runId!.id)).toBeNull();
    const [after] = rows<{ runs: number; chats: number }>(
      await db.execute(
        sql`select (select count(*)::int from runs) as runs, (select count(*)::int from chats) as chats`,
      ),
    );
    expect(after).toEqual({ runs: 4, chats: 2 });
  });

  it('retries retryable errors with backoff and records permanent ones without retrying', async () => {
    s = await setup(
      kind,
      scripted((engine, attempt) => {
        if (engine === 'simulated' && attempt === 1)
          return new EngineError({ kind: 'server', message: '502 from provider' });
        if (engine === 'chatgpt') return new EngineError({ kind: 'quota', message: 'insufficient_quota' });
        return null;
      }),
    );
    const res = await s.t.as(s.jwt, { method: 'POST', url: `/api/v1/prompts/${s.prompts[0]}/collect` });
    expect(res.statusCode, res.body).toBe(202);
    const { collect, day, planned } = res.json().data;
    expect(planned).toBe(2);
    const done = await waitForCollect(s, day, collect);
    expect(done).toMatchObject({ status: 'partial', succeeded: 1, failed: 1 });
    const bySim = done.runs.find((r: { engine: string }) => r.engine === 'simulated');
    expect(bySim).toMatchObject({ status: 'succeeded', attempts: 2, error: null });
    const byChatgpt = done.runs.find((r: { engine: string }) => r.engine === 'chatgpt');
    expect(byChatgpt).toMatchObject({ status: 'failed', attempts: 1, errorKind: 'quota' });
    expect(done.chats).toHaveLength(1);
    expect(done.chats[0]).toMatchObject({ inputTokens: 12, outputTokens: 40, cost: 0.001 });
    expect(done.cost).toBeCloseTo(0.001, 6);

    // Costs per month and engine add up what the chats recorded.
    const costs = await s.t.as(s.jwt, { method: 'GET', url: `/api/v1/projects/${s.project}/costs` });
    expect(costs.statusCode, costs.body).toBe(200);
    expect(costs.json().data).toEqual([
      {
        month: day.slice(0, 7),
        engine: 'simulated',
        chats: 1,
        inputTokens: 12,
        outputTokens: 40,
        cost: 0.001,
        unpriced: 0,
        interrupted: 0,
        interruptedCost: 0,
        judgeCost: 0,
      },
    ]);
  });

  it('re-analyzes history when a competitor is removed, leaving facts and rollups exact', async () => {
    s = await setup(
      kind,
      scripted(() => null),
    );
    const res = await s.t.as(s.jwt, { method: 'POST', url: `/api/v1/projects/${s.project}/collect` });
    const { collect, day } = res.json().data;
    await waitForCollect(s, day, collect);
    const db = s.t.database.db;
    const brandsOf = async () =>
      rows<{ brand_key: string; n: number }>(
        await db.execute(
          sql`select brand_key, sum(answers_mentioning)::int as n from rollup_brands group by brand_key order by brand_key`,
        ),
      );
    const before = await brandsOf();
    expect(before.map((b) => b.n)).toEqual([4, 4]); // own brand + 스타벅스, in all 4 answers
    const [oldKey] = rows<{ key: string }>(
      await db.execute(sql`select distinct analysis_key as key from chat_analyses`),
    );

    const competitors = await s.t.as(s.jwt, { method: 'GET', url: '/api/competitors' });
    const rival = competitors.json().data[0].documentId;
    const removed = await s.t.as(s.jwt, { method: 'DELETE', url: `/api/competitors/${rival}` });
    expect(removed.statusCode, removed.body).toBe(200);

    const keys = await waitUntil(
      'every chat analysed again without the competitor',
      async () =>
        rows<{ key: string }>(await db.execute(sql`select distinct analysis_key as key from chat_analyses`)),
      (keys) => keys.length === 1 && keys[0]!.key !== oldKey!.key,
      { intervalMs: 200 },
    );
    expect(keys).toHaveLength(1);
    expect(keys[0]!.key).not.toBe(oldKey!.key);
    expect(await brandsOf()).toEqual([{ brand_key: 'brand', n: 4 }]);
    const [facts] = rows<{ mentions: number; answers: number }>(
      await db.execute(sql`select (select count(*)::int from mentions) as mentions,
        (select sum(answers)::int from rollup_answers) as answers`),
    );
    expect(facts).toEqual({ mentions: 4, answers: 4 });
    expect(await expectDailyRollupsExact(db)).toBe(2); // two engines on one day

    // Deleting a prompt takes its answers out of every rollup, daily ones included.
    const gone = await s.t.as(s.jwt, { method: 'DELETE', url: `/api/prompts/${s.prompts[0]}` });
    expect(gone.statusCode, gone.body).toBe(200);
    const [left] = rows<{ chats: number; answers: number; daily: number }>(
      await db.execute(sql`select (select count(*)::int from chats) as chats,
        (select sum(answers)::int from rollup_answers) as answers,
        (select sum(answers)::int from rollup_daily_answers) as daily`),
    );
    expect(left).toEqual({ chats: 2, answers: 2, daily: 2 });
    await expectDailyRollupsExact(db);
  });

  it('refuses run now for an inactive project, with a reason', async () => {
    s = await setup(kind);
    await s.t.as(s.jwt, { method: 'POST', url: `/api/v1/projects/${s.project}/deactivate` });
    const res = await s.t.as(s.jwt, { method: 'POST', url: `/api/v1/projects/${s.project}/collect` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/inactive/);
    const bad = await s.t.as(s.jwt, {
      method: 'GET',
      url: `/api/v1/projects/${s.project}/collects/2026/02/30`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/2026-02-30/);
  });
});
