import { AuthResponse } from '@sightline/contracts';
import { localDay } from '@sightline/core';
import { testDatabaseKinds } from '@sightline/db/testing';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { multipartBody } from '#testing/images.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { waitUntil } from '#testing/wait-until.ts';
import { queues } from './queues.ts';

const rows = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

/** A user with their own organization and a project of `prompts` prompts × `engines` engines. */
async function owner(t: TestApp, name: string, engines: string[], prompts = 2) {
  const registered = AuthResponse.parse(
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/local/register',
        payload: { username: name, email: `${name}@example.com`, password: 'correct horse battery' },
      })
    ).json(),
  );
  const project = async (projectName: string) => {
    const res = await t.as(registered.jwt, {
      method: 'POST',
      url: '/api/v1/projects',
      payload: multipartBody({
        member: registered.user.lastSelectedMemberId,
        workspace: registered.user.lastSelectedWorkspaceId,
        name: projectName,
        brandName: projectName,
        engines,
        queries: Array.from({ length: prompts }, (_, i) => ({ text: `${projectName} question ${i + 1}` })),
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    return {
      documentId: data.documentId as string,
      prompts: data.queries.map((q: { documentId: string }) => q.documentId) as string[],
    };
  };
  return { jwt: registered.jwt, project };
}

async function collectsOfToday(t: TestApp, jwt: string, project: string) {
  const [y, m, d] = localDay(new Date(), 'Asia/Seoul').split('-');
  const res = await t.as(jwt, { method: 'GET', url: `/api/v1/projects/${project}/collects/${y}/${m}/${d}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Array<{
    documentId: string;
    trigger: string;
    status: string;
    planned: number;
    error: string | null;
    runs: unknown[];
  }>;
}

async function waitUntilFinished(t: TestApp, jwt: string, project: string) {
  return waitUntil(
    "today's collects to finish",
    () => collectsOfToday(t, jwt, project),
    (collects) => collects.length > 0 && collects.every((c) => !['scheduled', 'running'].includes(c.status)),
  );
}

const countCollects = async (t: TestApp) =>
  rows<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from collects`))[0]!.n;

describe.each(testDatabaseKinds())('collect limits on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('turns 30 clicks on run now into one collect, and refuses more while it runs (409, Retry-After)', async () => {
    // No worker: the collect stays scheduled, as one with slow engines would.
    t = await createTestApp(kind, {}, { jobs: { worker: false } });
    const alice = await owner(t, 'alice', ['simulated', 'chatgpt']);
    const project = await alice.project('Alpha');
    const clicks = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t!.as(alice.jwt, {
          method: 'POST',
          url:
            i % 3 === 2
              ? `/api/v1/prompts/${project.prompts[0]}/collect`
              : `/api/v1/projects/${project.documentId}/collect`,
        }),
      ),
    );
    const statuses = clicks.map((c) => c.statusCode);
    expect(statuses.filter((s) => s === 202)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(29);
    expect(await countCollects(t)).toBe(1);
    const refused = clicks.find((c) => c.statusCode === 409)!;
    expect(refused.json().error).toMatchObject({
      name: 'ConflictError',
      details: { reason: 'run_now_in_progress' },
    });
    expect(refused.json().error.message).toMatch(/still running/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses run now for the cooldown after the previous one, saying how long to wait', async () => {
    t = await createTestApp(kind, { RUN_NOW_COOLDOWN_SECONDS: '120' }, { jobs: true });
    const alice = await owner(t, 'alice', ['simulated']);
    const project = await alice.project('Alpha');
    const firstAt = Date.now();
    const first = await t.as(alice.jwt, {
      method: 'POST',
      url: `/api/v1/projects/${project.documentId}/collect`,
    });
    expect(first.statusCode, first.body).toBe(202);
    await waitUntilFinished(t, alice.jwt, project.documentId);
    const again = await t.as(alice.jwt, {
      method: 'POST',
      url: `/api/v1/prompts/${project.prompts[1]}/collect`,
    });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error.details).toMatchObject({ reason: 'run_now_cooldown' });
    const wait = Number(again.headers['retry-after']);
    // What is left of the 120 s since the first run now, however long the collect took on this machine.
    const elapsed = Math.ceil((Date.now() - firstAt) / 1000);
    expect(wait).toBeGreaterThanOrEqual(120 - elapsed - 1);
    expect(wait).toBeLessThanOrEqual(120);
    expect(again.json().error.details.retryAfterSeconds).toBe(wait);
    // Another project of the same organization has its own cooldown.
    const other = await alice.project('Beta');
    const beta = await t.as(alice.jwt, {
      method: 'POST',
      url: `/api/v1/projects/${other.documentId}/collect`,
    });
    expect(beta.statusCode, beta.body).toBe(202);
  });

  it('keeps each organization within its daily run quota: run now gets 429 with the numbers, a scheduled collect is recorded as failed', async () => {
    t = await createTestApp(kind, { COLLECT_ORG_DAILY_RUN_QUOTA: '5' }, { jobs: true });
    const alice = await owner(t, 'alice', ['simulated', 'gemini']);
    const project = await alice.project('Alpha'); // 2 prompts × 2 engines = 4 runs
    const first = await t.as(alice.jwt, {
      method: 'POST',
      url: `/api/v1/projects/${project.documentId}/collect`,
    });
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json().data.planned).toBe(4);
    await waitUntilFinished(t, alice.jwt, project.documentId);

    const over = await t.as(alice.jwt, {
      method: 'POST',
      url: `/api/v1/prompts/${project.prompts[0]}/collect`,
    });
    expect(over.statusCode, over.body).toBe(429);
    const { error } = over.json();
    expect(error.name).toBe('RateLimitError');
    expect(error.details).toMatchObject({ reason: 'quota_exceeded', wouldPlan: 2, remaining: 1, quota: 5 });
    expect(error.message).toMatch(/would plan 2 runs.*1 of its 5 runs per 24 hours left/);
    const retryAt = Date.parse(error.details.retryAt);
    expect(retryAt).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect(retryAt).toBeLessThanOrEqual(Date.now() + 24 * 3600_000 + 5000);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(await countCollects(t)).toBe(1); // refused before planning anything

    // The daily schedule over quota: a failed collect that says why, no runs.
    await t.jobs!.boss.send(queues.daily, { projectId: 1 });
    const app = t;
    const scheduled = await waitUntil(
      'the scheduled collect',
      async () =>
        (await collectsOfToday(app, alice.jwt, project.documentId)).find((c) => c.trigger === 'schedule'),
      (scheduled) => !!scheduled,
    );
    expect(scheduled).toMatchObject({ status: 'failed', planned: 0, runs: [] });
    expect(scheduled!.error).toMatch(
      /^Not collected: This collect would plan \d+ runs, but the organization has \d+ of its 5 runs/,
    );

    // The quota is the organization's: another one is not affected.
    const bob = await owner(t, 'bob', ['simulated', 'gemini']);
    const bobs = await bob.project('Bravo');
    const other = await t.as(bob.jwt, { method: 'POST', url: `/api/v1/projects/${bobs.documentId}/collect` });
    expect(other.statusCode, other.body).toBe(202);

    // The first-start demo backfill does not count and is not refused.
    await t.jobs!.requestCollect({
      projectId: 1,
      day: '2026-01-01',
      key: 'daily:2026-01-01',
      trigger: 'backfill',
    });
    const backfill = await waitUntil(
      'the backfill collect to be planned',
      async () =>
        rows<{ planned: number }>(
          await app.database.db.execute(sql`select planned from collects where trigger = 'backfill'`),
        )[0],
      (backfill) => !!backfill,
    );
    expect(backfill).toEqual({ planned: 4 });
  });

  it('lets only one of two concurrent collects of one organization through when only one fits the quota', async () => {
    t = await createTestApp(kind, { COLLECT_ORG_DAILY_RUN_QUOTA: '6' }, { jobs: { worker: false } });
    const alice = await owner(t, 'alice', ['simulated', 'gemini']);
    const [a, b] = [await alice.project('Alpha'), await alice.project('Beta')];
    const results = await Promise.all(
      [a, b].map((p) =>
        t!.as(alice.jwt, { method: 'POST', url: `/api/v1/projects/${p.documentId}/collect` }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([202, 429]);
    expect(await countCollects(t)).toBe(1);
  });
});
