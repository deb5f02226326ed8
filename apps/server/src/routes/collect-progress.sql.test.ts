import { AuthResponse } from '@sightline/contracts';
import { planCollect, startRun } from '@sightline/db';
import { testDatabaseKinds } from '@sightline/db/testing';
import { EngineError } from '@sightline/engines';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { multipartBody } from '#testing/images.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { waitUntil } from '#testing/wait-until.ts';
import { demoEmail, seedDemoOnFirstStart } from '../demo/seed-demo.ts';
import { engineForRun } from '../use-cases/collection/engine-for-run.ts';
import { startWorker, type Worker } from '../worker.ts';

const rows = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

interface RunCounts {
  planned: number;
  succeeded: number;
  failed: number;
  queued: number;
  running: number;
  chatgpt: number;
}

async function runCounts(t: TestApp): Promise<RunCounts> {
  const [counts] = rows<RunCounts>(
    await t.database.db.execute(sql`select count(*)::int as planned,
      count(*) filter (where status = 'succeeded')::int as succeeded,
      count(*) filter (where status = 'failed')::int as failed,
      count(*) filter (where status = 'queued')::int as queued,
      count(*) filter (where status = 'running')::int as running,
      count(*) filter (where engine = 'chatgpt')::int as chatgpt
      from runs`),
  );
  return counts!;
}

describe.each(testDatabaseKinds())('collect progress on %s', (kind) => {
  let t: TestApp | undefined;
  let worker: Worker | undefined;
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    await t?.close();
    t = undefined;
  });

  it("counts the demo backfill's days and runs as its runs stand, mid-way and at the end; 404 for another organization", async () => {
    // Queued through the real plan queue, with no worker consuming it yet.
    t = await createTestApp(kind, {}, { jobs: { worker: false } });
    const seeded = await seedDemoOnFirstStart(t.services!, t.jobs!, {
      days: 2,
      now: new Date('2026-11-21T03:00:00Z'),
      print: () => {},
    });
    expect(seeded!.days).toEqual(['2026-11-20', '2026-11-21']);
    // Three of the demo's 40 prompts stay active, so its days plan 3 prompts × 4 engines (quick to collect).
    await t.database.db.execute(sql`update prompts set active = false where project_id = ${seeded!.projectId}
      and id not in (select id from prompts where project_id = ${seeded!.projectId} order by id limit 3)`);
    // The seed planned both days up front: their runs of the other prompts go (as when a prompt is deleted; a
    // queued job of a run that is gone does nothing), and each day's planned count follows.
    await t.database.db.execute(sql`delete from runs where project_id = ${seeded!.projectId}
      and prompt_id in (select id from prompts where project_id = ${seeded!.projectId} and not active)`);
    await t.database.db.execute(sql`update collects set planned = (select count(*) from runs r
      where r.collect_id = collects.id) where project_id = ${seeded!.projectId}`);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local',
      payload: { identifier: demoEmail, password: seeded!.password },
    });
    const jwt = AuthResponse.parse(signIn.json()).jwt;
    const projects = await t.as(jwt, { method: 'GET', url: '/api/projects' });
    const project = projects.json().data[0].documentId as string;
    const progress = async (as = jwt) => {
      const res = await t!.as(as, { method: 'GET', url: `/api/v1/projects/${project}/collect-progress` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };

    // The seed plans both days' collects up front (alerts judge only complete windows: docs/features/watches-alerts.md),
    // before any worker runs them: every run planned, none finished.
    const planned = await planCollect(t.database.db, {
      projectId: seeded!.projectId,
      day: '2026-11-21',
      key: 'daily:2026-11-21',
      trigger: 'backfill',
    });
    expect(planned.created).toBe(false);
    const perDay = planned.planned;
    expect(perDay).toBe(12); // 3 prompts × 4 engines
    expect(await progress()).toEqual({
      backfill: {
        days: 2,
        daysDone: 0,
        runsPlanned: 2 * perDay,
        runsDone: 0,
        runsFailed: 0,
        finishedAt: null,
      },
      active: {
        collects: 2,
        runsPlanned: 2 * perDay,
        runsFinished: 0,
        runsPending: 2 * perDay,
        runsRunning: 0,
      },
      finishedAt: null,
      reanalysis: null,
    });

    // One of the day's runs claimed by a worker.
    expect(await startRun(t.database.db, planned.pending[0]!.id)).not.toBeNull();
    const mid = await runCounts(t);
    expect(mid).toMatchObject({ planned: 2 * perDay, queued: 2 * perDay - 1, running: 1 });
    expect(await progress()).toEqual({
      backfill: {
        days: 2,
        daysDone: 0,
        runsPlanned: 2 * perDay,
        runsDone: 0,
        runsFailed: 0,
        finishedAt: null,
      },
      active: {
        collects: 2,
        runsPlanned: 2 * perDay,
        runsFinished: 0,
        runsPending: 2 * perDay - 1,
        runsRunning: 1,
      },
      finishedAt: null,
      reanalysis: null,
    });

    // Another organization's member does not see the project at all; nobody signed in is refused.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/register',
      payload: { username: 'mallory', email: 'mallory@example.com', password: 'correct horse battery' },
    });
    const otherJwt = AuthResponse.parse(other.json()).jwt;
    const foreign = await t.as(otherJwt, {
      method: 'GET',
      url: `/api/v1/projects/${project}/collect-progress`,
    });
    expect(foreign.statusCode).toBe(404);
    const anonymous = await t.as(undefined, {
      method: 'GET',
      url: `/api/v1/projects/${project}/collect-progress`,
    });
    expect(anonymous.statusCode).toBe(401);

    // The worker starts: it re-queues the planned runs and plans the other day; ChatGPT's imitation fails for good
    // (an answer that is never retried), every other engine is answered by the simulator.
    const simulator = engineForRun(t.services!);
    worker = await startWorker({
      services: t.services!,
      jobs: t.jobs!,
      engineFor: async (run, analysis) =>
        run.engine === 'chatgpt'
          ? {
              id: 'chatgpt',
              async ask() {
                throw new EngineError({ kind: 'quota', message: 'insufficient_quota' });
              },
            }
          : simulator(run, analysis),
    });
    const end = await waitUntil(
      'the backfill to finish',
      () => progress(),
      (end) => !!end.backfill.finishedAt,
      { intervalMs: 250 },
    );
    const counts = await runCounts(t);
    expect(counts).toMatchObject({ planned: 2 * planned.planned, queued: 0, running: 0 });
    // By construction every ChatGPT run failed; the demo's simulator may fail a few others for good
    // (packages/engines/src/simulated/simulated-failures.ts), and answers the rest.
    expect(counts.chatgpt).toBe(6); // 3 prompts × 2 days
    expect(counts.failed).toBeGreaterThanOrEqual(counts.chatgpt);
    expect(counts.succeeded + counts.failed).toBe(counts.planned);
    expect(end).toEqual({
      backfill: {
        days: 2,
        daysDone: 2,
        runsPlanned: counts.planned,
        runsDone: counts.succeeded,
        runsFailed: counts.failed,
        finishedAt: expect.any(String),
      },
      active: { collects: 0, runsPlanned: 0, runsFinished: 0, runsPending: 0, runsRunning: 0 },
      finishedAt: end.backfill.finishedAt,
      reanalysis: null,
    });
    const [last] = rows<{ finished: Date | string }>(
      await t.database.db.execute(sql`select max(finished_at) as finished from collects`),
    );
    expect(new Date(end.finishedAt).getTime()).toBe(new Date(last!.finished).getTime());
  });

  it('answers no backfill and no work for a project that never collected', async () => {
    t = await createTestApp(kind);
    const registered = AuthResponse.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/local/register',
          payload: { username: 'jisoo', email: 'jisoo@example.com', password: 'correct horse battery' },
        })
      ).json(),
    );
    const created = await t.as(registered.jwt, {
      method: 'POST',
      url: '/api/v1/projects',
      payload: multipartBody({
        member: registered.user.lastSelectedMemberId,
        workspace: registered.user.lastSelectedWorkspaceId,
        name: '오늘커피',
        brandName: '오늘커피',
        engines: ['simulated'],
        queries: [{ text: '서울 커피 브랜드 추천' }],
      }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const res = await t.as(registered.jwt, {
      method: 'GET',
      url: `/api/v1/projects/${created.json().data.documentId}/collect-progress`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      backfill: null,
      active: { collects: 0, runsPlanned: 0, runsFinished: 0, runsPending: 0, runsRunning: 0 },
      finishedAt: null,
      reanalysis: null,
    });
  });
});
