import { WorkspaceOverviewResponse } from '@sightline/contracts';
import { daysEndingWith, localDay, metricsVersion, twoProportionZTest } from '@sightline/core';
import { testDatabaseKinds } from '@sightline/db/testing';
import type { Logger } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '#testing/analytics-fixture.ts';
import {
  createDashboardProject,
  type DashboardProject,
  dashboardApp,
  rows,
  writeDay,
} from '#testing/dashboard-fixture.ts';
import type { TestApp } from '#testing/test-app.ts';

const minute = 60_000;

describe.each(testDatabaseKinds())('workspace overview API on %s', (kind) => {
  let t: TestApp;
  let owner: Account;
  let outsider: Account;
  let rising: DashboardProject;
  let flat: DashboardProject;
  let workspace: string;
  let outsiderWorkspace: string;
  const seoulDays = daysEndingWith(localDay(new Date(), 'Asia/Seoul'), 14);
  const laDays = daysEndingWith(localDay(new Date(), 'America/Los_Angeles'), 14);

  beforeAll(async () => {
    ({ t, owner, outsider } = await dashboardApp(kind));
    rising = await createDashboardProject(t, owner, 'A 오늘커피');
    flat = await createDashboardProject(t, owner, 'B 오늘커피 LA', { timezone: 'America/Los_Angeles' });
    const [rivalA, rivalB] = rising.brandKeys.slice(1);
    // 2 prompts × 2 engines a day. Rising: the own brand in 1 of 4 answers the 7 days before, 3 of 4 the last 7
    // days (one answer of today failed): 7/28 → 21/27, a significant rise. Runs 0 and 1 of a day share a time.
    for (const [d, day] of seoulDays.entries()) {
      await writeDay(t, rising.id, day, (_run, i) => {
        const own = d < 7 ? i === 0 : i !== 3;
        const named = own ? (i === 1 ? [rivalA!, 'brand'] : ['brand', rivalA!]) : d % 2 ? [rivalB!] : [];
        return {
          named,
          noAnswer: d === 13 && i === 3,
          simulated: d === 12,
          collectedAt: new Date(Date.parse(`${day}T03:00:00Z`) + Math.max(0, i - 1) * minute),
        };
      });
    }
    // Flat: half of the answers name the brand in both weeks (14/28 each): no significant change.
    for (const [d, day] of laDays.entries()) {
      await writeDay(t, flat.id, day, (_run, i) => ({
        named: (i + d) % 2 === 0 ? ['brand'] : [rivalA!],
        collectedAt: new Date(Date.parse(`${day}T20:00:00Z`) + i * minute),
      }));
    }
    const [ws] = rows<{ document_id: string }>(
      await t.database.db.execute(sql`select document_id from workspaces where id = ${owner.workspaceId}`),
    );
    workspace = ws!.document_id;
    const [other] = rows<{ document_id: string }>(
      await t.database.db.execute(sql`select document_id from workspaces where id = ${outsider.workspaceId}`),
    );
    outsiderWorkspace = other!.document_id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const overview = (key: string, who: Account = owner) =>
    t.as(who.jwt, { method: 'GET', url: `/api/v1/workspaces/${key}/overview` });

  async function read(key: string, who: Account = owner) {
    const res = await overview(key, who);
    expect(res.statusCode, res.body).toBe(200);
    return WorkspaceOverviewResponse.parse(res.json());
  }

  /** The own brand over a range, counted from stored chats and mentions. */
  async function direct(projectId: number, from: string, to: string) {
    const [row] = rows<Record<string, number | null>>(
      await t.database.db.execute(sql`
        select count(*) filter (where c.status = 'ok')::int as n,
          count(*) filter (where c.status = 'ok' and m.chat_id is not null)::int as mentioning,
          avg(m.rank)::float8 as position,
          (select count(*)::int from mentions a join chats b on b.id = a.chat_id
            where b.project_id = ${projectId} and b.status = 'ok' and b.day between ${from}::date and ${to}::date)
            as all_mentioning
        from chats c left join mentions m on m.chat_id = c.id and m.brand_key = 'brand'
        where c.project_id = ${projectId} and c.day between ${from}::date and ${to}::date`),
    );
    return {
      n: Number(row!.n),
      mentioning: Number(row!.mentioning),
      position: row!.position === null ? null : Number(row!.position),
      all: Number(row!.all_mentioning),
    };
  }

  it('reports each project’s last 7 days against the 7 before, equal to counts over chats and mentions', async () => {
    const body = await read(workspace);
    expect(body.meta).toEqual({ metricsVersion });
    const data = body.data;
    expect(data.workspace.documentId).toBe(workspace);
    expect(data.projects.map((p) => p.documentId).sort()).toEqual(
      [rising.documentId, flat.documentId].sort(),
    );

    const a = data.projects.find((p) => p.documentId === rising.documentId)!;
    const now = await direct(rising.id, seoulDays[7]!, seoulDays[13]!);
    const before = await direct(rising.id, seoulDays[0]!, seoulDays[6]!);
    // The data was built to be known: 21 of 27 against 7 of 28.
    expect([now.n, now.mentioning, before.n, before.mentioning]).toEqual([27, 21, 28, 7]);
    expect(a.last7).toMatchObject({ from: seoulDays[7], to: seoulDays[13], n: now.n });
    expect(a.last7.visibility).toMatchObject({ mentioning: now.mentioning, n: now.n });
    expect(a.last7.visibility.value).toBeCloseTo(21 / 27, 12);
    expect(a.last7.visibility.low!).toBeLessThan(21 / 27);
    expect(a.last7.visibility.high!).toBeGreaterThan(21 / 27);
    expect(a.last7.shareOfVoice).toBeCloseTo(now.mentioning / now.all, 12);
    expect(a.last7.averagePosition).toBeCloseTo(now.position!, 12);
    const test = twoProportionZTest(before.mentioning, before.n, now.mentioning, now.n)!;
    expect(a.last7.change).toMatchObject({ previousN: 28, significant: true });
    expect(a.last7.change.previous).toBeCloseTo(7 / 28, 12);
    expect(a.last7.change.delta).toBeCloseTo(21 / 27 - 7 / 28, 12);
    expect(a.last7.change.pValue).toBeCloseTo(test.pValue, 12);
    expect(test.significant).toBe(true);

    // 30 days: the 14 days of data; nothing the 30 days before, so no change to test.
    const month = await direct(rising.id, seoulDays[0]!, seoulDays[13]!);
    expect(a.last30.n).toBe(month.n);
    expect(a.last30.visibility.mentioning).toBe(month.mentioning);
    expect(a.last30.change).toEqual({
      previous: null,
      previousN: 0,
      delta: null,
      pValue: null,
      significant: false,
    });
    expect(a).toMatchObject({ simulated: true, lastAnswerDay: seoulDays[13], status: 'active' });

    // The sparkline: the 30 days ending today, each day's n and visibility as stored.
    expect(a.sparkline).toHaveLength(30);
    expect(a.sparkline.at(-1)!.day).toBe(seoulDays[13]);
    const perDay = rows<{ day: string; n: number; mentioning: number }>(
      await t.database.db.execute(sql`
        select to_char(c.day, 'YYYY-MM-DD') as day, count(*)::int as n, count(m.chat_id)::int as mentioning
        from chats c left join mentions m on m.chat_id = c.id and m.brand_key = 'brand'
        where c.project_id = ${rising.id} and c.status = 'ok' group by c.day`),
    );
    const byDay = new Map(perDay.map((r) => [r.day, r]));
    for (const point of a.sparkline) {
      const stored = byDay.get(point.day);
      expect(point.n, point.day).toBe(stored ? Number(stored.n) : 0);
      expect(point.visibility).toBe(stored ? Number(stored.mentioning) / Number(stored.n) : null);
    }

    // The other project's windows end on its own today (Los Angeles); 14 of 28 both weeks: no significant change.
    const b = data.projects.find((p) => p.documentId === flat.documentId)!;
    expect(b).toMatchObject({ timezone: 'America/Los_Angeles', simulated: false, lastAnswerDay: laDays[13] });
    expect(b.last7).toMatchObject({ from: laDays[7], to: laDays[13], n: 28 });
    expect(b.last7.visibility.mentioning).toBe(14);
    expect(b.last7.change).toMatchObject({ previousN: 28, delta: 0, significant: false });
  });

  it('lists inactive projects too, and answers 404 for another organization’s or an unknown workspace', async () => {
    const res = await t.as(owner.jwt, {
      method: 'POST',
      url: `/api/v1/projects/${flat.documentId}/deactivate`,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    const b = (await read(workspace)).data.projects.find((p) => p.documentId === flat.documentId)!;
    expect(b.status).toBe('inactive');
    expect(b.last7.n).toBe(28);

    expect((await overview(workspace, outsider)).statusCode).toBe(404);
    expect((await overview(outsiderWorkspace, owner)).statusCode).toBe(404);
    expect((await overview('no-such-workspace')).statusCode).toBe(404);
    expect((await overview(workspace, { ...owner, jwt: '' })).statusCode).toBe(401);
  });

  it('runs the same number of SQL statements for 1 project as for 50', async () => {
    // The outsider's workspace gets 1 project; the owner's 50 (the two above and 48 more, one with answers).
    await createDashboardProject(t, outsider, 'Solo');
    for (let i = 0; i < 48; i++) {
      const p = await createDashboardProject(t, owner, `C${String(i).padStart(2, '0')}`, {
        timezone: i % 2 ? 'Europe/Berlin' : 'Asia/Seoul',
      });
      if (i === 0) {
        await writeDay(t, p.id, seoulDays[13]!, () => ({ named: ['brand'], collectedAt: new Date() }));
      }
    }
    const session = (t.database.db as unknown as { session: { logger: Logger } }).session;
    const quiet = session.logger;
    const counted = async (key: string, who: Account) => {
      let statements = 0;
      session.logger = { logQuery: () => void statements++ };
      try {
        const body = await read(key, who);
        return { statements, projects: body.data.projects.length };
      } finally {
        session.logger = quiet;
      }
    };
    const one = await counted(outsiderWorkspace, outsider);
    const fifty = await counted(workspace, owner);
    expect(one.projects).toBe(1);
    expect(fifty.projects).toBe(50);
    expect(fifty.statements).toBe(one.statements);
    expect(one.statements).toBeLessThanOrEqual(8);
  });
});
