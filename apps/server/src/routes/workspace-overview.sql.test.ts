import { ErrorEnvelope, type OverviewProject, WorkspaceOverviewResponse } from '@sightline/contracts';
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

  const overview = (key: string, who: Account = owner, query = '') =>
    t.as(who.jwt, { method: 'GET', url: `/api/v1/workspaces/${key}/overview${query}` });

  async function read(key: string, who: Account = owner, query = '') {
    const res = await overview(key, who, query);
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
    expect(body.meta).toEqual({
      metricsVersion,
      pagination: { page: 1, pageSize: 25, pageCount: 1, total: 2 },
    });
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

  /** The 48 projects added to the owner's workspace (C00–C47), with their timezones. */
  const more: Array<{ project: DashboardProject; timezone: string }> = [];
  let solo: DashboardProject;

  it('runs the same number of SQL statements for 1 project as for 50', async () => {
    // The outsider's workspace gets 1 project; the owner's 50 (the two above and 48 more, one with answers).
    solo = await createDashboardProject(t, outsider, 'Solo');
    for (let i = 0; i < 48; i++) {
      const timezone = i % 2 ? 'Europe/Berlin' : 'Asia/Seoul';
      const p = await createDashboardProject(t, owner, `C${String(i).padStart(2, '0')}`, { timezone });
      more.push({ project: p, timezone });
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
        const body = await read(key, who, '?pagination[pageSize]=100&sort=visibility7:desc');
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

  /** Every project of the owner's workspace in a sort, read `pageSize` at a time to the last page. */
  async function readAllPages(sort: string, pageSize: number) {
    const pages = [];
    for (let page = 1; ; page++) {
      const body = await read(
        workspace,
        owner,
        `?sort=${sort}&pagination[page]=${page}&pagination[pageSize]=${pageSize}`,
      );
      pages.push(body);
      if (page >= body.meta.pagination.pageCount) break;
    }
    return pages;
  }

  /** Rows in `direction` of `value`, the ones without a value last, ties by name (as the server promises). */
  function expectOrdered(
    projects: readonly OverviewProject[],
    value: (p: OverviewProject) => number | string | null,
    direction: 'asc' | 'desc',
  ) {
    for (let i = 1; i < projects.length; i++) {
      const [a, b] = [projects[i - 1]!, projects[i]!];
      const [va, vb] = [value(a), value(b)];
      const where = `${a.name} (${va}) before ${b.name} (${vb})`;
      if (va === null) {
        expect(vb, where).toBeNull();
        expect(a.name < b.name, where).toBe(true);
      } else if (vb !== null && va === vb) {
        expect(a.name < b.name, where).toBe(true);
      } else if (vb !== null) {
        expect(direction === 'desc' ? va > vb : va < vb, where).toBe(true);
      }
    }
  }

  it('pages the projects (25 by default, up to 100) with meta.pagination, sorted by the server across pages', async () => {
    // 12 more projects with one day of answers each: 0 to 4 of their 4 answers name the brand (ties on purpose).
    for (const [i, { project, timezone }] of more.slice(1, 13).entries()) {
      const mentioning = (i + 1) % 5;
      await writeDay(t, project.id, localDay(new Date(), timezone), (_run, index) => ({
        named: index < mentioning ? ['brand', rising.brandKeys[1]!] : [rising.brandKeys[1]!],
        collectedAt: new Date(),
      }));
    }

    // The default page: 25 by name, then the second page and an empty third, all counting the 50 projects.
    const first = await read(workspace);
    expect(first.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 2, total: 50 });
    expect(first.data.projects).toHaveLength(25);
    expect(first.data.workspace.documentId).toBe(workspace);
    const second = await read(workspace, owner, '?pagination[page]=2');
    expect(second.meta.pagination).toEqual({ page: 2, pageSize: 25, pageCount: 2, total: 50 });
    expect(second.data.projects).toHaveLength(25);
    const byName = [...first.data.projects, ...second.data.projects];
    expect(byName.map((p) => p.name)).toEqual(byName.map((p) => p.name).sort());
    expect(byName[0]!.name).toBe('A 오늘커피');
    const beyond = await read(workspace, owner, '?pagination[page]=3');
    expect(beyond.data.projects).toEqual([]);
    expect(beyond.meta.pagination).toEqual({ page: 3, pageSize: 25, pageCount: 2, total: 50 });
    const reversed = await read(workspace, owner, '?sort=name:desc&pagination[pageSize]=100');
    expect(reversed.data.projects.map((p) => p.name)).toEqual(byName.map((p) => p.name).reverse());

    // By 7-day visibility, 7 a page: 8 pages that together hold every project once, the highest first.
    const pages = await readAllPages('visibility7:desc', 7);
    expect(pages).toHaveLength(8);
    expect(pages.map((p) => p.meta.pagination)).toEqual(
      pages.map((_, i) => ({ page: i + 1, pageSize: 7, pageCount: 8, total: 50 })),
    );
    expect(pages.map((p) => p.data.projects.length)).toEqual([7, 7, 7, 7, 7, 7, 7, 1]);
    const ranked = pages.flatMap((p) => p.data.projects);
    expect(new Set(ranked.map((p) => p.documentId)).size).toBe(50);
    const visibility7 = (p: OverviewProject) => p.last7.visibility.value;
    expectOrdered(ranked, visibility7, 'desc');
    expect(ranked.filter((p) => visibility7(p) !== null)).toHaveLength(15);
    // The top: C00, C04 and C09 (every answer names the brand, by name), then the rising project (21 of 27).
    expect(ranked.slice(0, 4).map((p) => p.name)).toEqual(['C00', 'C04', 'C09', 'A 오늘커피']);
    // Half of the answers: the flat project ends the first page, C02, C07 and C12 start the second.
    expect(pages[0]!.data.projects.at(-1)!.name).toBe('B 오늘커피 LA');
    expect(pages[1]!.data.projects.map(visibility7)).toEqual([0.5, 0.5, 0.5, 0.25, 0.25, 0.25, 0]);
    expect(pages[1]!.data.projects.slice(0, 3).map((p) => p.name)).toEqual(['C02', 'C07', 'C12']);
    // Rising: the projects without answers still last, and the rest from the lowest.
    const rising7 = (await readAllPages('visibility7:asc', 30)).flatMap((p) => p.data.projects);
    expectOrdered(rising7, visibility7, 'asc');
    expect(rising7.slice(0, 3).map(visibility7)).toEqual([0, 0, 0.25]);

    // Every other sort holds across pages of the numbers the rows show.
    const sorts: Array<[string, (p: OverviewProject) => number | string | null, 'asc' | 'desc']> = [
      ['change7', (p) => p.last7.change.delta, 'desc'],
      ['visibility30', (p) => p.last30.visibility.value, 'desc'],
      ['shareOfVoice', (p) => p.last7.shareOfVoice, 'desc'],
      ['position', (p) => p.last7.averagePosition, 'asc'],
      ['lastAnswerDay', (p) => p.lastAnswerDay, 'desc'],
    ];
    for (const [sort, value, direction] of sorts) {
      // A key alone takes its natural direction.
      const all = (await readAllPages(sort, 20)).flatMap((p) => p.data.projects);
      expect(all, sort).toHaveLength(50);
      expectOrdered(all, value, direction);
      expect(all.filter((p) => value(p) !== null).length, sort).toBeGreaterThan(1);
    }
  });

  it('reads only the projects asked for by document id, of the workspace only', async () => {
    const asked = [more[3]!.project.documentId, rising.documentId, solo.documentId];
    const query = asked.map((id, i) => `filters[documentId][$in][${i}]=${id}`).join('&');
    const body = await read(workspace, owner, `?${query}&pagination[pageSize]=6`);
    expect(body.data.projects.map((p) => p.documentId)).toEqual([
      rising.documentId,
      more[3]!.project.documentId,
    ]);
    expect(body.meta.pagination).toEqual({ page: 1, pageSize: 6, pageCount: 1, total: 2 });
    const one = await read(workspace, owner, `?filters[documentId][$in]=${flat.documentId}`);
    expect(one.data.projects.map((p) => p.name)).toEqual(['B 오늘커피 LA']);
    // The outsider's own workspace does not give the owner's project either.
    const theirs = await read(outsiderWorkspace, outsider, `?filters[documentId][$in]=${rising.documentId}`);
    expect(theirs.data.projects).toEqual([]);
    expect(theirs.meta.pagination.total).toBe(0);
  });

  it('answers 400 naming a bad paging, sort or filter parameter, and 404 for another organization’s workspace', async () => {
    for (const [query, parameter] of [
      ['?pagination[pageSize]=0', 'pagination.pageSize'],
      ['?pagination[pageSize]=101', 'pagination.pageSize'],
      ['?pagination[pageSize]=abc', 'pagination.pageSize'],
      ['?pagination[page]=0', 'pagination.page'],
      ['?pagination[page]=-1', 'pagination.page'],
      ['?pagination[limit]=5', 'pagination'],
      ['?sort=brandName', 'sort'],
      ['?sort=visibility7:up', 'sort'],
      ['?sort=name:asc:x', 'sort'],
      ['?sort[0]=name', 'sort'],
      ['?filters[name][$eq]=C01', 'filters'],
      ['?filters[documentId][$eq]=x', 'filters'],
      ['?limit=5', 'limit'],
    ] as const) {
      const res = await overview(workspace, owner, query);
      expect(res.statusCode, query).toBe(400);
      const { error } = ErrorEnvelope.parse(res.json());
      expect(error.name, query).toBe('ValidationError');
      expect(error.message, query).toContain(parameter);
    }
    // Another organization's workspace stays not found, whatever the paging or sort.
    for (const query of ['?pagination[page]=2', '?sort=visibility7:desc&pagination[pageSize]=100']) {
      expect((await overview(workspace, outsider, query)).statusCode, query).toBe(404);
      expect((await overview(outsiderWorkspace, owner, query)).statusCode, query).toBe(404);
    }
  });
});
