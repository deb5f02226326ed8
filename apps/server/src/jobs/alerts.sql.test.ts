import { AlertRuleResponse, AuthResponse, NotificationListResponse } from '@sightline/contracts';
import { localDay } from '@sightline/core';
import { planCollect, setProjectSimulated } from '@sightline/db';
import { testDatabaseKinds } from '@sightline/db/testing';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { multipartBody } from '#testing/images.ts';
import { mailFiles } from '#testing/mail-files.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { waitUntil } from '#testing/wait-until.ts';

const rows = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

/**
 * Alerts through the real queue, on both databases: a collect that takes a rule across its threshold delivers one
 * alert — a notification to each member who wants them in the app, and a mail in DATA_DIR/mail to each who wants
 * mail — and a second collect the same day delivers nothing more; a rule that does not fire sends nothing.
 */
describe.each(testDatabaseKinds())('alerts on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('delivers an alert once per rule and day, in the app and by mail, through the queue', async () => {
    t = await createTestApp(kind, { PUBLIC_URL: 'http://localhost:3000' }, { jobs: true, fileMail: true });
    const app = t;
    const register = async (username: string) =>
      AuthResponse.parse(
        (
          await app.app.inject({
            method: 'POST',
            url: '/api/auth/local/register',
            payload: { username, email: `${username}@example.com`, password: 'correct horse battery' },
          })
        ).json(),
      );
    const owner = await register('minji');
    const editor = await register('james');
    const outsider = await register('outsider');
    const db = t.database.db;
    const organizationId = owner.user.lastSelectedOrganizationId!;
    await db.execute(sql`update users set locale = 'en' where id = ${editor.user.id}`);
    await db.execute(sql`insert into members (document_id, organization_id, user_id, role)
      values ('alerteditormember0000001', ${organizationId}, ${editor.user.id}, 'editor')`);
    const created = await t.as(owner.jwt, {
      method: 'POST',
      url: '/api/v1/projects',
      payload: multipartBody({
        member: owner.user.lastSelectedMemberId,
        workspace: owner.user.lastSelectedWorkspaceId,
        name: '오늘커피',
        brandName: '오늘커피',
        engines: ['simulated'],
        samplesPerRun: 3,
        competitors: [{ name: '스타벅스', aliases: ['Starbucks'] }],
        queries: [{ text: '서울 커피 브랜드 추천' }, { text: 'best coffee in Seoul', language: 'en' }],
      }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const project = created.json().data as { id: number; documentId: string };
    await setProjectSimulated(db, project.id, true);
    const rule = async (data: Record<string, unknown>, jwt = owner.jwt) =>
      app.as(jwt, {
        method: 'POST',
        url: `/api/v1/projects/${project.documentId}/alert-rules`,
        payload: { data },
      });

    // Bad rules are refused by name; viewers of other organizations do not see the project.
    const noThreshold = await rule({ name: 'x', brand: 'brand', condition: 'below' });
    expect(noThreshold.statusCode).toBe(400);
    expect(noThreshold.body).toContain('threshold');
    const both = await rule({ name: 'x', condition: 'change' });
    expect(both.statusCode).toBe(400);
    expect(both.body).toContain('either a watch or a brand');
    expect((await rule({ name: 'x', brand: 'nobody', condition: 'change' })).statusCode).toBe(400);
    expect((await rule({ name: 'x', brand: 'brand', condition: 'change' }, outsider.jwt)).statusCode).toBe(
      404,
    );

    // Hits of a watch above 0 % over the last 7 days: no answer yet, so it cannot fire. The watch matches every
    // Korean answer of the simulator (its sentences end in "…니다"), so the first collect surely fires it.
    const watch = await app.as(owner.jwt, {
      method: 'POST',
      url: `/api/v1/projects/${project.documentId}/watches`,
      payload: { data: { name: '존댓말 답변', kind: 'keyword', target: '니다' } },
    });
    expect(watch.statusCode, watch.body).toBe(200);
    const watchId = watch.json().data.documentId as string;
    const firing = AlertRuleResponse.parse(
      (await rule({ name: '존댓말 알림', watch: watchId, condition: 'above', threshold: 0 })).json(),
    ).data;
    expect(firing).toMatchObject({ condition: 'above', threshold: 0, windowDays: 7, lastFiredDay: null });
    expect(firing.watch).toEqual({ documentId: watchId, name: '존댓말 답변' });
    // A rule on the brand that cannot fire (visibility below 0 %).
    const silent = await rule({ name: '절대 안 울림', brand: 'brand', condition: 'below', threshold: 0 });
    expect(silent.statusCode, silent.body).toBe(200);
    // James wants alerts in the app only.
    const settings = await app.as(editor.jwt, {
      method: 'PUT',
      url: `/api/v1/organizations/${organizationId}/alert-settings`,
      payload: { data: { inApp: true, email: false } },
    });
    expect(settings.statusCode, settings.body).toBe(200);

    const today = localDay(new Date(), 'Asia/Seoul');
    const checks = async () =>
      (await app.jobs!.boss.findJobs('alerts-check')).filter((j) => j.state === 'completed').length;
    const collect = async (key: string) => {
      const planned = await planCollect(db, { projectId: project.id, day: today, key, trigger: 'manual' });
      await app.jobs!.enqueueRuns(planned.pending);
      return planned.documentId;
    };
    const notifications = async (jwt: string) => {
      const res = await app.as(jwt, { method: 'GET', url: '/api/v1/notifications' });
      expect(res.statusCode, res.body).toBe(200);
      return NotificationListResponse.parse(res.json());
    };

    await collect('first');
    await waitUntil('the first alert check', checks, (n) => n >= 1);
    const [matching] = rows<{ n: number; total: number }>(
      await db.execute(sql`select count(*) filter (where strpos(c.answer, '니다') > 0)::int as n,
        count(*)::int as total from chats c where c.project_id = ${project.id} and c.status = 'ok'`),
    );
    expect(matching!.n).toBeGreaterThan(0);

    const mine = await notifications(owner.jwt);
    expect(mine.meta.unread).toBe(1);
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]!.alert).toMatchObject({
      rule: '존댓말 알림',
      project: { documentId: project.documentId, name: '오늘커피' },
      facts: {
        condition: 'above',
        subject: '존댓말 답변',
        successes: matching!.n,
        n: matching!.total,
        threshold: 0,
        to: today,
      },
    });
    expect(mine.data[0]!.alert.facts.rate).toBeCloseTo(matching!.n / matching!.total, 10);
    expect(mine.data[0]!.alert.path).toMatch(
      new RegExp(`^/projects/watches/${watchId}\\?from=\\d{4}-\\d{2}-\\d{2}&to=${today}$`),
    );
    expect((await notifications(editor.jwt)).data).toHaveLength(1);
    expect((await notifications(outsider.jwt)).data).toHaveLength(0);
    const sent = await mailFiles(app);
    expect(sent.map((m) => m.to[0]!.address)).toEqual(['minji@example.com']);
    expect(sent[0]!.subject).toContain('존댓말 알림');
    expect(sent[0]!.text).toContain(`http://localhost:3000/projects/watches/${watchId}?from=`);

    // A second collect of the day: checked again, nothing more delivered.
    await collect('second');
    await waitUntil('the second alert check', checks, (n) => n >= 2);
    const [chats] = rows<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from chats where project_id = ${project.id}`),
    );
    expect(chats!.n).toBe(12);
    expect((await notifications(owner.jwt)).data).toHaveLength(1);
    expect(await mailFiles(app)).toHaveLength(1);
    const listed = await app.as(owner.jwt, {
      method: 'GET',
      url: `/api/v1/projects/${project.documentId}/alert-rules`,
    });
    expect(listed.json().data.map((r: { lastFiredDay: string | null }) => r.lastFiredDay)).toEqual([
      today,
      null,
    ]);

    // Read: the badge goes to zero, for the reader only.
    const read = await app.as(owner.jwt, {
      method: 'POST',
      url: '/api/v1/notifications/read',
      payload: { data: { all: true } },
    });
    expect(read.json().data.unread).toBe(0);
    expect((await notifications(owner.jwt)).data[0]!.read).toBe(true);
    expect((await notifications(editor.jwt)).meta.unread).toBe(1);
  });
});
