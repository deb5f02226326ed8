import { PromptStatusResponse } from '@sightline/contracts';
import { failRun, planCollect, startRun } from '@sightline/db';
import { testDatabaseKinds } from '@sightline/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '#testing/analytics-fixture.ts';
import { createDashboardProject, dashboardApp, rows, writeDay } from '#testing/dashboard-fixture.ts';
import type { TestApp } from '#testing/test-app.ts';

/** The developers' prompts list: each prompt's last run, last success and this month's runs, as the runs table says. */
describe.each(testDatabaseKinds())('prompt status on %s', (kind) => {
  let t: TestApp;
  let owner: Account;
  let outsider: Account;

  beforeAll(async () => {
    ({ t, owner, outsider } = await dashboardApp(kind));
    const first = await createDashboardProject(t, owner, '오늘커피');
    await createDashboardProject(t, owner, '내일커피');
    const today = new Date().toISOString().slice(0, 10);
    await writeDay(t, first.id, today, (_run, i) => ({
      named: i % 2 === 0 ? ['brand'] : [],
      collectedAt: new Date(),
      cost: 0.002,
    }));
    // A second collect of the first project: one run fails for good, the others stay queued.
    const db = t.database.db;
    const planned = await planCollect(db, {
      projectId: first.id,
      day: today,
      key: 'test:again',
      trigger: 'manual',
    });
    const run = (await startRun(db, planned.pending[0]!.id))!;
    await failRun(db, {
      runId: run.runId,
      collectId: run.collectId,
      final: true,
      errorKind: 'rate_limited',
      error: 'The engine refused: too many requests',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The organization the account works in. */
  const orgOf = async (who: Account): Promise<number> =>
    (await t.as(who.jwt, { method: 'GET', url: '/api/users/me' })).json().lastSelectedOrganizationId;
  const get = (who: Account, org: number | string) =>
    t.as(who.jwt, { method: 'GET', url: `/api/v1/organizations/${org}/prompt-status` });

  it('lists every prompt of the organization with its runs as the runs table has them', async () => {
    const org = await orgOf(owner);
    const res = await get(owner, org);
    expect(res.statusCode, res.body).toBe(200);
    const body = PromptStatusResponse.parse(res.json());
    const db = t.database.db;
    const prompts = rows<{ document_id: string }>(
      await db.execute(sql`select q.document_id from prompts q join projects p on p.id = q.project_id
        where p.organization_id = ${org}`),
    );
    expect(body.data.map((r) => r.prompt.documentId).sort()).toEqual(
      prompts.map((p) => p.document_id).sort(),
    );
    const runs = rows<{
      document_id: string;
      status: string;
      finished_at: string | null;
      cost: number;
      error: string;
    }>(
      await db.execute(sql`select q.document_id, r.status::text as status, r.finished_at, r.cost, r.error
        from runs r join prompts q on q.id = r.prompt_id`),
    );
    for (const row of body.data) {
      const mine = runs.filter((r) => r.document_id === row.prompt.documentId && r.finished_at !== null);
      expect(row.month.runs).toBe(mine.length);
      expect(row.month.failed).toBe(mine.filter((r) => r.status === 'failed').length);
      expect(row.month.cost).toBeCloseTo(
        mine.reduce((sum, r) => sum + Number(r.cost), 0),
        9,
      );
      const succeeded = mine
        .filter((r) => r.status === 'succeeded')
        .map((r) => Date.parse(String(r.finished_at)));
      expect(row.lastSuccessAt === null ? null : Date.parse(row.lastSuccessAt)).toBe(
        succeeded.length ? Math.max(...succeeded) : null,
      );
      if (mine.length === 0) expect(row.lastRun).toBeNull();
    }
    const failed = body.data.find((r) => r.lastRun?.status === 'failed');
    expect(failed?.lastRun?.error).toBe('The engine refused: too many requests');
    expect(failed?.lastRun?.errorKind).toBe('rate_limited');
    expect(failed?.month.failed).toBe(1);
    expect(body.data.filter((r) => r.project.name === '내일커피').every((r) => r.lastRun === null)).toBe(
      true,
    );
  });

  it('pages the list (25 by default, at most 100), in the order of the whole list; bad paging is a 400 naming it', async () => {
    const org = await orgOf(owner);
    const whole = PromptStatusResponse.parse((await get(owner, org)).json());
    const total = whole.meta.pagination.total;
    expect(total).toBeGreaterThan(1);
    expect(whole.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: Math.ceil(total / 25), total });
    const one = (page: number) =>
      t.as(owner.jwt, {
        method: 'GET',
        url: `/api/v1/organizations/${org}/prompt-status?pagination[page]=${page}&pagination[pageSize]=1`,
      });
    const pages = [];
    for (let page = 1; page <= total; page++)
      pages.push(PromptStatusResponse.parse((await one(page)).json()));
    expect(pages.map((p) => p.meta.pagination.pageCount)).toEqual(pages.map(() => total));
    expect(pages.flatMap((p) => p.data)).toEqual(whole.data.slice(0, total));
    const tooBig = await t.as(owner.jwt, {
      method: 'GET',
      url: `/api/v1/organizations/${org}/prompt-status?pagination[pageSize]=101`,
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.message).toContain('pagination.pageSize');
  });

  it('hides another organization and refuses what is not one', async () => {
    expect((await get(outsider, await orgOf(owner))).statusCode).toBe(404);
    expect((await get(owner, 'nope')).statusCode).toBe(404);
    const theirs = PromptStatusResponse.parse((await get(outsider, await orgOf(outsider))).json());
    expect(theirs.data).toEqual([]);
  });
});
