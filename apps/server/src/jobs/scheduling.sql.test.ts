import { AuthResponse } from '@sightline/contracts';
import { localDay } from '@sightline/core';
import { testDatabaseKinds } from '@sightline/db/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { multipartBody } from '#testing/images.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { waitUntil } from '#testing/wait-until.ts';
import { queues } from './queues.ts';

describe.each(testDatabaseKinds())('daily schedules on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('follow the project: created at its time and timezone, moved, removed when inactive or deleted', async () => {
    t = await createTestApp(kind, {}, { jobs: true });
    const app = t;
    const boss = app.jobs!.boss;
    const { jwt, user } = AuthResponse.parse(
      (
        await app.app.inject({
          method: 'POST',
          url: '/api/auth/local/register',
          payload: { username: 'hana', email: 'hana@example.com', password: 'correct horse battery' },
        })
      ).json(),
    );
    const created = await app.as(jwt, {
      method: 'POST',
      url: '/api/v1/projects',
      payload: multipartBody({
        member: user.lastSelectedMemberId,
        workspace: user.lastSelectedWorkspaceId,
        name: 'LA 지사',
        brandName: '오늘커피',
        engines: ['simulated'],
        timezone: 'America/Los_Angeles',
        scheduleTime: '07:30',
        queries: [{ text: '서울 커피 브랜드 추천' }],
      }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const project = created.json().data;
    const schedule = () => boss.getSchedule(queues.daily, project.documentId);
    expect(await schedule()).toMatchObject({ cron: '30 7 * * *', timezone: 'America/Los_Angeles' });

    await app.as(jwt, {
      method: 'PUT',
      url: `/api/v1/projects/${project.documentId}`,
      payload: { data: { scheduleTime: '22:05', timezone: 'Asia/Seoul' } },
    });
    expect(await schedule()).toMatchObject({ cron: '5 22 * * *', timezone: 'Asia/Seoul' });

    await app.as(jwt, { method: 'POST', url: `/api/v1/projects/${project.documentId}/deactivate` });
    expect(await schedule()).toBeNull();
    await app.as(jwt, { method: 'POST', url: `/api/v1/projects/${project.documentId}/activate` });
    expect(await schedule()).not.toBeNull();

    // What the cron sends: the day's collect, planned once however often the job arrives.
    await boss.send(queues.daily, { projectId: project.id });
    await boss.send(queues.daily, { projectId: project.id });
    const day = localDay(new Date(), 'Asia/Seoul');
    const [y, m, d] = day.split('-');
    const collects = await waitUntil(
      "the day's scheduled collect to complete",
      async () => {
        const res = await app.as(jwt, {
          method: 'GET',
          url: `/api/v1/projects/${project.documentId}/collects/${y}/${m}/${d}`,
        });
        return res.json().data as Array<{ status: string; trigger: string; planned: number }>;
      },
      (collects) => collects.length === 1 && collects[0]!.status === 'completed',
      { intervalMs: 200 },
    );
    expect(collects).toMatchObject([{ status: 'completed', trigger: 'schedule', planned: 1 }]);

    const removed = await app.as(jwt, { method: 'DELETE', url: `/api/projects/${project.documentId}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await schedule()).toBeNull();
  });
});
