import { AuthResponse } from '@sightline/contracts';
import { localDay } from '@sightline/core';
import { testDatabaseKinds } from '@sightline/db/testing';
import type { EngineAdapter } from '@sightline/engines';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { multipartBody } from '#testing/images.ts';
import { mailFiles } from '#testing/mail-files.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { waitUntil } from '#testing/wait-until.ts';
import type { EngineForRun } from '../use-cases/collection/engine-for-run.ts';
import { queues } from './queues.ts';

/**
 * The monthly budget through the real queue: answers priced at $0.30 each fill a $0.50 budget, then the scheduled
 * collect (pg-boss `collect-daily` job, the worker's planner) starts nothing and is kept as failed saying why, the
 * owners and admins get one mail each in DATA_DIR/mail in their language, a second refused collect of the month
 * (run now, 409 with the amounts) sends no second mail, and raising the budget resumes collection.
 */
const rows = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

/** Every run answered like a paid engine, at `price` USD per answer. */
function priced(price: number): EngineForRun {
  return async () =>
    ({
      id: 'chatgpt',
      async ask() {
        return {
          text: '오늘커피는 서울에서 인기 있는 브랜드입니다.',
          citations: [],
          model: 'gpt-test',
          usage: { inputTokens: 100, outputTokens: 300 },
          cost: price,
          raw: {},
          status: 'ok',
        };
      },
    }) satisfies EngineAdapter;
}

describe.each(testDatabaseKinds())('monthly budget on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('pauses collection when the month reaches the budget, mails owners and admins once, and resumes when raised', async () => {
    t = await createTestApp(
      kind,
      { OPENAI_API_KEY: 'sk-test-budget-0123456789', PUBLIC_URL: 'http://localhost:3000' },
      { jobs: { engineFor: priced(0.3) }, fileMail: true },
    );
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
    const admin = await register('james');
    const editor = await register('seoyeon');
    const db = t.database.db;
    const organizationId = owner.user.lastSelectedOrganizationId!;
    // James (admin, reads English) and Seoyeon (editor, not told) join Minji's organization.
    await db.execute(sql`update users set locale = 'en' where id = ${admin.user.id}`);
    await db.execute(sql`
      insert into members (document_id, organization_id, user_id, role)
      values ('budgetadminmember0000001', ${organizationId}, ${admin.user.id}, 'admin'),
             ('budgeteditormember000001', ${organizationId}, ${editor.user.id}, 'editor')`);

    const created = await t.as(owner.jwt, {
      method: 'POST',
      url: '/api/v1/projects',
      payload: multipartBody({
        member: owner.user.lastSelectedMemberId,
        workspace: owner.user.lastSelectedWorkspaceId,
        name: '오늘커피',
        brandName: '오늘커피',
        engines: ['chatgpt'],
        queries: [{ text: '서울 커피 브랜드 추천' }, { text: 'best coffee in Seoul', language: 'en' }],
      }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const project = created.json().data as { id: number; documentId: string };
    const budgetUrl = `/api/v1/projects/${project.documentId}/budget`;
    const setBudget = (jwt: string, monthlyBudget: number | null) =>
      app.as(jwt, { method: 'PUT', url: budgetUrl, payload: { data: { monthlyBudget } } });
    const readBudget = async () => (await app.as(owner.jwt, { method: 'GET', url: budgetUrl })).json().data;
    const runNow = () =>
      app.as(owner.jwt, { method: 'POST', url: `/api/v1/projects/${project.documentId}/collect` });
    const day = localDay(new Date(), 'Asia/Seoul');
    const [y, m, d] = day.split('-');
    const collectsOfToday = async () =>
      (
        await app.as(owner.jwt, {
          method: 'GET',
          url: `/api/v1/projects/${project.documentId}/collects/${y}/${m}/${d}`,
        })
      ).json().data as Array<{
        documentId: string;
        trigger: string;
        status: string;
        planned: number;
        error: string | null;
      }>;
    const finished = (list: Awaited<ReturnType<typeof collectsOfToday>>) =>
      list.length > 0 && list.every((c) => !['scheduled', 'running'].includes(c.status));

    // The editor sets $0.50; two answers at $0.30 reach it.
    expect((await setBudget(editor.jwt, 0.5)).statusCode).toBe(200);
    const first = await runNow();
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json().data.planned).toBe(2);
    await waitUntil('the first collect', collectsOfToday, finished);
    const reached = await readBudget();
    expect(reached).toMatchObject({ monthlyBudget: 0.5, paused: true, notifiedAt: null, monthAnswers: 2 });
    expect(reached.monthCost).toBeCloseTo(0.6, 9);

    // The schedule fires: the worker plans nothing and keeps the collect as failed, saying why with the amounts.
    const dailyJob = await t.jobs!.boss.send(queues.daily, { projectId: project.id });
    const [scheduled] = (
      await waitUntil('the scheduled collect to be refused', collectsOfToday, (list) =>
        list.some((c) => c.trigger === 'schedule'),
      )
    ).filter((c) => c.trigger === 'schedule');
    expect(scheduled).toMatchObject({ status: 'failed', planned: 0 });
    expect(scheduled!.error).toBe(
      `Not collected: Collection is paused: the project's answers of ${day.slice(0, 7)} cost $0.60, which reaches ` +
        'its monthly budget of $0.50. Raise or remove the budget to collect again.',
    );
    const [runCount] = rows<{ n: number }>(await db.execute(sql`select count(*)::int as n from runs`));
    expect(runCount!.n).toBe(2);

    // One mail each to the owner (Korean) and the admin (English) in DATA_DIR/mail; none to the editor.
    const sent = await waitUntil(
      'the budget mails',
      () => mailFiles(app),
      (list) => list.length >= 2,
    );
    expect(sent.map((mail) => mail.to[0]!.address).sort()).toEqual([
      'james@example.com',
      'minji@example.com',
    ]);
    const ko = sent.find((mail) => mail.to[0]!.address === 'minji@example.com')!;
    expect(ko.subject).toBe('Sightline: 오늘커피 프로젝트가 월 예산에 도달해 수집을 일시 중지했습니다');
    expect(ko.text).toContain(`비용이 $0.60로 월 예산 $0.50에 도달했습니다`);
    expect(ko.text).toContain(`http://localhost:3000/projects/${project.documentId}`);
    const en = sent.find((mail) => mail.to[0]!.address === 'james@example.com')!;
    expect(en.subject).toBe('Sightline: 오늘커피 reached its monthly budget, collection is paused');
    expect(en.text).toContain(`cost $0.60 in ${day.slice(0, 7)}, which reaches its monthly budget of $0.50`);
    expect((await readBudget()).notifiedAt).not.toBeNull();

    // A second collect in the same month: refused with the amounts, and no second mail.
    const again = await runNow();
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error).toMatchObject({
      name: 'ConflictError',
      details: { reason: 'budget_reached', month: day.slice(0, 7), budget: 0.5 },
    });
    expect(again.json().error.details.monthCost).toBeCloseTo(0.6, 9);
    // The refusal's notice is sent (or not) before the 409 answer; the only mail sent in the background is the
    // scheduled collect's, so once its job has settled no other mail can still be on its way.
    await waitUntil(
      'the scheduled collect job to settle',
      async () => (await app.jobs!.boss.findJobs(queues.daily, { id: dailyJob! }))[0]?.state,
      (state) => state !== undefined && !['created', 'retry', 'active'].includes(state),
    );
    expect(await mailFiles(app)).toHaveLength(2);
    const [notices] = rows<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from budget_notices`),
    );
    expect(notices!.n).toBe(1);

    // Raising the budget resumes collection: the next collect starts and its answers are paid for.
    const raised = await setBudget(owner.jwt, 5);
    expect(raised.json().data).toMatchObject({ monthlyBudget: 5, paused: false });
    const resumed = await runNow();
    expect(resumed.statusCode, resumed.body).toBe(202);
    await waitUntil('the resumed collect', collectsOfToday, finished);
    expect((await readBudget()).monthCost).toBeCloseTo(1.2, 9);
    expect(await mailFiles(app)).toHaveLength(2);
  });
});
