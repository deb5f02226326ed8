import { AuthResponse } from '@sightline/contracts';
import { localDay } from '@sightline/core';
import { planCollect, startRun } from '@sightline/db';
import { testDatabaseKinds } from '@sightline/db/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { multipartBody } from '#testing/images.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { waitUntil } from '#testing/wait-until.ts';

describe.each(testDatabaseKinds())('runs asked again after a crash on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('are counted as interrupted, in the day view and in costs', async () => {
    t = await createTestApp(kind, {}, { jobs: true });
    const { jwt, user } = AuthResponse.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/local/register',
          payload: { username: 'minji', email: 'minji@example.com', password: 'correct horse battery' },
        })
      ).json(),
    );
    const created = await t.as(jwt, {
      method: 'POST',
      url: '/api/v1/projects',
      payload: multipartBody({
        member: user.lastSelectedMemberId,
        workspace: user.lastSelectedWorkspaceId,
        name: '오늘커피',
        brandName: '오늘커피',
        engines: ['simulated'],
        queries: [{ text: '서울 커피 브랜드 추천' }, { text: '커피 원두 추천' }],
      }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const project = created.json().data.documentId as string;
    const db = t.database.db;
    const day = localDay(new Date(), 'Asia/Seoul');
    const planned = await planCollect(db, { projectId: 1, day, key: 'crash-test', trigger: 'manual' });
    expect(planned.pending).toHaveLength(2);
    // A worker claimed the first run and died while asking: the run is left marked running.
    const claimed = await startRun(db, planned.pending[0]!.id);
    expect(claimed).toMatchObject({ attempts: 1, interrupted: 0 });
    await t.jobs!.enqueueRuns(planned.pending);

    const [y, m, d] = day.split('-');
    const app = t;
    const collect = await waitUntil(
      'the collect to complete',
      async () => {
        const res = await app.as(jwt, {
          method: 'GET',
          url: `/api/v1/projects/${project}/collects/${y}/${m}/${d}`,
        });
        return res.json().data[0] as {
          status: string;
          interrupted: number;
          runs: Array<{ attempts: number; interrupted: number; cost: number }>;
        };
      },
      (collect) => collect.status === 'completed',
    );
    expect(collect.status).toBe('completed');
    expect(collect.interrupted).toBe(1);
    expect(collect.runs.map((r) => [r.attempts, r.interrupted])).toEqual([
      [2, 1],
      [1, 0],
    ]);

    const costs = await t.as(jwt, { method: 'GET', url: `/api/v1/projects/${project}/costs` });
    const [month] = costs.json().data;
    expect(month).toMatchObject({ engine: 'simulated', chats: 2, interrupted: 1 });
    // The lost attempt is estimated at the price of the answer that was kept.
    expect(month.interruptedCost).toBeCloseTo(collect.runs[0]!.cost, 9);
  });
});
