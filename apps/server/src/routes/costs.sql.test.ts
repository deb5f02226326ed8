import { OrganizationCostsResponse, ProjectBudgetResponse, ProjectCostsResponse } from '@sightline/contracts';
import { daysEndingWith } from '@sightline/core';
import { testDatabaseKinds } from '@sightline/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CostsScene, costsScene, rows } from '#testing/costs-scene.ts';
import type { TestApp } from '#testing/test-app.ts';
import type { ThreeTenants } from '#testing/three-tenants.ts';

/**
 * Costs and budgets over HTTP on both databases: the sums per month and engine equal a direct SQL sum over the chats
 * (project and organization), the month's status and projection follow their definitions, another organization's
 * project or organization is not found, bad parameters are 400s naming them, and only editors and above set a
 * budget. Paging and sorting of the organization's rows: costs-paging.sql.test.ts.
 */
describe.each(testDatabaseKinds())('costs and budgets on %s', (kind) => {
  let scene: CostsScene;
  let t: TestApp;
  let s: ThreeTenants;
  let today: string;
  let sqlCosts: CostsScene['sqlCosts'];
  let get: CostsScene['get'];
  let putBudget: CostsScene['putBudget'];
  beforeAll(async () => {
    scene = await costsScene(kind);
    ({ t, s, today, sqlCosts, get, putBudget } = scene);
  });
  afterAll(async () => {
    await scene.t.close();
  });

  it('sums a project per month and engine as the chats do', async () => {
    const res = await get(s.alice.jwt, `/api/v1/projects/${s.alice.projectDocumentId}/costs`);
    expect(res.statusCode, res.body).toBe(200);
    const body = ProjectCostsResponse.parse(res.json());
    expect(body.meta).toEqual({ timezone: 'Asia/Seoul', simulated: false });
    const expected = await sqlCosts(sql`project_id = ${s.alice.projectId}`);
    expect(expected.length).toBeGreaterThanOrEqual(6); // 3 or 4 months × 2 engines
    expect(
      body.data.map((r) => [r.month, r.engine, r.chats, r.inputTokens, r.outputTokens, r.unpriced]),
    ).toEqual(expected.map((r) => [r.month, r.engine, r.chats, r.input_tokens, r.output_tokens, r.unpriced]));
    for (const [i, r] of body.data.entries()) expect(r.cost).toBeCloseTo(expected[i]!.cost, 9);
    expect(body.data.some((r) => r.unpriced > 0)).toBe(true);

    // Only some months.
    const month = today.slice(0, 7);
    const one = await get(
      s.alice.jwt,
      `/api/v1/projects/${s.alice.projectDocumentId}/costs?from=${month}&to=${month}`,
    );
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data.map((r: { month: string }) => r.month)).toEqual([month, month]);
  });

  it("sums the organization's projects per month and engine", async () => {
    const res = await get(s.alice.jwt, `/api/v1/organizations/${s.alice.organizationId}/costs`);
    expect(res.statusCode, res.body).toBe(200);
    const { data, meta } = OrganizationCostsResponse.parse(res.json());
    const expected = await sqlCosts(
      sql`project_id in (select id from projects where organization_id = ${s.alice.organizationId})`,
    );
    // One project with answers: a row per month and engine, all on the first page of 25, newest month first.
    expect(meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: expected.length });
    expect(data.rows.map((r) => `${r.month}|${r.engine}`)).toEqual(
      expected.map((r) => `${r.month}|${r.engine}`),
    );
    // The chart's months × engines are the same sums, over every project.
    expect(data.months.map((r) => [r.month, r.engine, r.chats, r.unpriced])).toEqual(
      expected.map((r) => [r.month, r.engine, r.chats, r.unpriced]),
    );
    const summed = new Map<string, { chats: number; cost: number; unpriced: number }>();
    for (const r of data.rows) {
      const key = `${r.month}|${r.engine}`;
      const sum = summed.get(key) ?? { chats: 0, cost: 0, unpriced: 0 };
      summed.set(key, {
        chats: sum.chats + r.chats,
        cost: sum.cost + r.cost,
        unpriced: sum.unpriced + r.unpriced,
      });
    }
    expect([...summed.keys()].sort()).toEqual(expected.map((r) => `${r.month}|${r.engine}`).sort());
    for (const r of expected) {
      const got = summed.get(`${r.month}|${r.engine}`)!;
      expect(got.chats).toBe(r.chats);
      expect(got.unpriced).toBe(r.unpriced);
      expect(got.cost).toBeCloseTo(r.cost, 9);
    }
    expect(new Set(data.rows.map((r) => r.project))).toEqual(new Set([s.alice.projectDocumentId]));
    // Each row names its project as well as its id.
    expect(new Set(data.rows.map((r) => r.projectName))).toEqual(new Set(['alpha project']));
    expect(res.body).not.toContain(s.bob.projectDocumentId);

    // Mallory, a viewer of Alpha Org, reads it too; Bob does not exist there.
    expect(
      (await get(s.mallory.jwt, `/api/v1/organizations/${s.alice.organizationId}/costs`)).statusCode,
    ).toBe(200);
    const foreign = await get(s.bob.jwt, `/api/v1/organizations/${s.alice.organizationId}/costs`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('alpha');
    expect((await get(s.alice.jwt, '/api/v1/organizations/999999/costs')).statusCode).toBe(404);
    // Alice is an editor in Bravo Org: she reads Bravo's costs (Bob's project), not Zulu's.
    const bravo = await get(s.alice.jwt, `/api/v1/organizations/${s.bob.organizationId}/costs`);
    expect(bravo.statusCode, bravo.body).toBe(200);
    expect(new Set(bravo.json().data.rows.map((r: { project: string }) => r.project))).toEqual(
      new Set([s.bob.projectDocumentId]),
    );
    expect((await get(s.alice.jwt, `/api/v1/organizations/${s.zed.organizationId}/costs`)).statusCode).toBe(
      404,
    );
  });

  it("reports the month's cost, the projection by its formula, and pauses at the budget", async () => {
    const url = `/api/v1/projects/${s.alice.projectDocumentId}/budget`;
    const before = ProjectBudgetResponse.parse((await get(s.alice.jwt, url)).json()).data;
    const month = today.slice(0, 7);
    const [spent] = rows<{ cost: number; answers: number; unpriced: number }>(
      await t.database.db.execute(sql`
        select coalesce(sum(cost), 0)::float8 as cost, count(*)::int as answers,
          (count(*) filter (where cost is null))::int as unpriced
        from chats where project_id = ${s.alice.projectId} and to_char(day, 'YYYY-MM') = ${month}`),
    );
    expect(before).toMatchObject({
      monthlyBudget: null,
      month,
      timezone: 'Asia/Seoul',
      monthAnswers: Number(spent!.answers),
      monthUnpriced: Number(spent!.unpriced),
      paused: false,
      notifiedAt: null,
      simulated: false,
    });
    expect(before.monthCost).toBeCloseTo(Number(spent!.cost), 9);

    // Mean cost per priced answer per engine over the last 30 days × 2 prompts × 1 sample, per collect.
    const from = daysEndingWith(today, 30)[0]!;
    const means = rows<{ engine: string; mean: number; n: number }>(
      await t.database.db.execute(sql`
        select engine, avg(cost)::float8 as mean, count(*)::int as n from chats
        where project_id = ${s.alice.projectId} and cost is not null and day between ${from}::date and ${today}::date
        group by engine order by engine`),
    );
    const { projection } = before;
    expect(projection.windowDays).toBe(30);
    expect(projection.engines.map((e) => [e.engine, e.answersPerCollect, e.pricedAnswers])).toEqual([
      ['chatgpt', 2, Number(means[0]!.n)],
      ['gemini', 2, Number(means[1]!.n)],
    ]);
    const perCollect = means.reduce((sum, m) => sum + Number(m.mean) * 2, 0);
    expect(projection.perCollect).toBeCloseTo(perCollect, 9);
    expect(projection.cost).toBeCloseTo(before.monthCost + projection.remainingCollects * perCollect, 9);
    expect(projection.unpricedEngines).toEqual([]);

    // A budget below the month's cost: paused; raised above it, or removed: not paused.
    const low = await putBudget(s.alice.jwt, s.alice.projectDocumentId, { monthlyBudget: 0.01 });
    expect(low.statusCode, low.body).toBe(200);
    expect(ProjectBudgetResponse.parse(low.json()).data).toMatchObject({ monthlyBudget: 0.01, paused: true });
    const high = await putBudget(s.alice.jwt, s.alice.projectDocumentId, { monthlyBudget: 1234.567 });
    expect(high.json().data).toMatchObject({ monthlyBudget: 1234.57, paused: false });
    const none = await putBudget(s.alice.jwt, s.alice.projectDocumentId, { monthlyBudget: null });
    expect(none.json().data).toMatchObject({ monthlyBudget: null, paused: false });
  });

  it('lets editors and above set a budget, viewers only read it, other organizations not at all', async () => {
    // Mallory is a viewer in Alpha Org.
    expect(
      (await get(s.mallory.jwt, `/api/v1/projects/${s.alice.projectDocumentId}/budget`)).statusCode,
    ).toBe(200);
    const viewer = await putBudget(s.mallory.jwt, s.alice.projectDocumentId, { monthlyBudget: 5 });
    expect(viewer.statusCode).toBe(403);
    // Alice is an editor in Bravo Org: she may set the budget of Bob's project.
    const editor = await putBudget(s.alice.jwt, s.bob.projectDocumentId, { monthlyBudget: 5 });
    expect(editor.statusCode, editor.body).toBe(200);
    expect(editor.json().data.monthlyBudget).toBe(5);
    // Zed's project does not exist for Alice, to read or to change; Bob's does not exist for Mallory.
    for (const response of [
      await get(s.alice.jwt, `/api/v1/projects/${s.zed.projectDocumentId}/budget`),
      await putBudget(s.alice.jwt, s.zed.projectDocumentId, { monthlyBudget: 1 }),
      await get(s.alice.jwt, `/api/v1/projects/${s.zed.projectDocumentId}/costs`),
      await putBudget(s.mallory.jwt, s.bob.projectDocumentId, { monthlyBudget: 1 }),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
    }
    const [zulu] = rows<{ monthly_budget: string | null }>(
      await t.database.db.execute(sql`select monthly_budget from projects where id = ${s.zed.projectId}`),
    );
    expect(zulu!.monthly_budget).toBeNull();
    expect((await get('', `/api/v1/projects/${s.alice.projectDocumentId}/budget`)).statusCode).toBe(401);
  });

  it('answers 400 naming the bad parameter', async () => {
    const project = s.alice.projectDocumentId;
    const cases: Array<[string, string]> = [
      [`/api/v1/projects/${project}/costs?from=2026-13`, 'from'],
      [`/api/v1/projects/${project}/costs?to=May`, 'to'],
      [`/api/v1/projects/${project}/costs?from=2026-05&to=2026-04`, 'to'],
      [`/api/v1/organizations/${s.alice.organizationId}/costs?from=2026-5`, 'from'],
      [`/api/v1/organizations/${s.alice.organizationId}/costs?months=3`, 'months'],
    ];
    for (const [url, parameter] of cases) {
      const res = await get(s.alice.jwt, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.name).toBe('ValidationError');
      expect(res.json().error.message, url).toContain(parameter);
    }
    for (const [data, field] of [
      [{ monthlyBudget: -1 }, 'data.monthlyBudget'],
      [{ monthlyBudget: 0 }, 'data.monthlyBudget'],
      [{ monthlyBudget: '10' }, 'data.monthlyBudget'],
      [{ monthlyBudget: 2_000_000 }, 'data.monthlyBudget'],
      [{}, 'data.monthlyBudget'],
      [{ monthlyBudget: 5, currency: 'KRW' }, 'data'],
    ] as const) {
      const res = await putBudget(s.alice.jwt, project, data);
      expect(res.statusCode, JSON.stringify(data)).toBe(400);
      expect(res.json().error.message).toContain(field);
    }
    const noBody = await t.as(s.alice.jwt, {
      method: 'PUT',
      url: `/api/v1/projects/${project}/budget`,
      payload: {},
    });
    expect(noBody.statusCode).toBe(400);
  });
});
