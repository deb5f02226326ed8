import { AuthResponse, RecentCollectsResponse } from '@sightline/contracts';
import { localDay } from '@sightline/core';
import { testDatabaseKinds } from '@sightline/db/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { waitUntil } from '#testing/wait-until.ts';

async function signUp(t: TestApp, username: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/local/register',
    payload: { username, email: `${username}@example.com`, password: 'correct horse battery' },
  });
  return AuthResponse.parse(res.json());
}

async function recent(t: TestApp, jwt: string, project: string) {
  const res = await t.as(jwt, { method: 'GET', url: `/api/v1/projects/${project}/collects/recent` });
  expect(res.statusCode, res.body).toBe(200);
  return RecentCollectsResponse.parse(res.json());
}

/** Polls the recent collects until the newest one has no pending run. */
async function untilFinished(t: TestApp, jwt: string, project: string) {
  return waitUntil(
    'the newest collect to finish',
    async () => (await recent(t, jwt, project)).data,
    ([newest]) => newest !== undefined && !['scheduled', 'running'].includes(newest.status),
  );
}

describe.each(testDatabaseKinds())('failed runs of a collect, through the real queue, on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('fails the runs of engines without a key with kind auth, and the recent collects report them', async () => {
    // The real worker and engine resolution: no ChatGPT or Gemini connection, and no key in the server's environment.
    t = await createTestApp(kind, {}, { jobs: true });
    const owner = await signUp(t, 'owner');
    const created = await t.as(owner.jwt, {
      method: 'POST',
      url: '/api/v1/projects',
      payload: {
        data: {
          member: owner.user.lastSelectedMemberId,
          workspace: owner.user.lastSelectedWorkspaceId,
          name: 'Alpha',
          brandName: 'Alpha',
          engines: ['simulated', 'gemini', 'chatgpt'],
          queries: [{ text: 'Alpha question 1' }, { text: 'Alpha question 2' }, { text: 'Alpha question 3' }],
        },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const project = created.json().data.documentId as string;
    const today = localDay(new Date(), 'Asia/Seoul');

    const first = await t.as(owner.jwt, { method: 'POST', url: `/api/v1/projects/${project}/collect` });
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json().data).toMatchObject({ planned: 9, engines: ['simulated', 'gemini', 'chatgpt'] });
    const [failedCollect] = await untilFinished(t, owner.jwt, project);
    expect(failedCollect).toMatchObject({
      documentId: first.json().data.collect,
      day: today,
      trigger: 'manual',
      status: 'partial',
      planned: 9,
      succeeded: 3,
      failed: 6,
      pending: 0,
      // Most common first; equal counts in engine order.
      failures: [
        {
          engine: 'chatgpt',
          errorKind: 'auth',
          runs: 3,
          needsEngineConnection: true,
          error: expect.any(String),
        },
        {
          engine: 'gemini',
          errorKind: 'auth',
          runs: 3,
          needsEngineConnection: true,
          error: expect.any(String),
        },
      ],
    });
    expect(failedCollect?.failures[0]?.error).toMatch(/No credentials for chatgpt/);
    expect(failedCollect?.failures[1]?.error).toMatch(/No credentials for gemini/);

    // Collecting only the ready engine: the newest collect is first, without failures.
    const second = await t.as(owner.jwt, {
      method: 'POST',
      url: `/api/v1/projects/${project}/collect`,
      payload: { data: { engines: ['simulated'] } },
    });
    expect(second.statusCode, second.body).toBe(202);
    const collects = await untilFinished(t, owner.jwt, project);
    expect(collects.map((c) => [c.documentId, c.status, c.planned, c.failed, c.failures.length])).toEqual([
      [second.json().data.collect, 'completed', 3, 0, 0],
      [first.json().data.collect, 'partial', 9, 6, 2],
    ]);

    // Another organization does not see them.
    const stranger = await signUp(t, 'stranger');
    const hidden = await t.as(stranger.jwt, {
      method: 'GET',
      url: `/api/v1/projects/${project}/collects/recent`,
    });
    expect(hidden.statusCode).toBe(404);
  });
});
