import {
  OrganizationBudgetsResponse,
  OrganizationCostsResponse,
  ProjectBudgetResponse,
  ProjectCostsResponse,
} from '@sightline/contracts';
import { testDatabaseKinds } from '@sightline/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CostsScene, costsScene } from '#testing/costs-scene.ts';

/**
 * Each project's budget this month, paged and sorted by the server, with the summary of every project, on both
 * databases (the scene of costs.sql.test.ts: Alice's answered project and "Alpha empty").
 */
const rows = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

describe.each(testDatabaseKinds())('project budgets of an organization on %s', (kind) => {
  let scene: CostsScene;
  beforeAll(async () => {
    scene = await costsScene(kind);
  });
  afterAll(async () => {
    await scene.t.close();
  });

  const budgets = async (jwt: string, organizationId: number, query = '') => {
    const res = await scene.get(jwt, `/api/v1/organizations/${organizationId}/budgets${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return OrganizationBudgetsResponse.parse(res.json());
  };

  it("lists every project's month as its own budget endpoint reads it, and sums them all", async () => {
    const { s } = scene;
    const { data, meta } = await budgets(s.alice.jwt, s.alice.organizationId);
    expect(data.map((p) => p.name)).toEqual(['Alpha empty', 'alpha project']);
    expect(meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: 2 });
    const empty = data[0]!;
    expect(empty.budget).toMatchObject({ monthCost: 0, monthAnswers: 0, paused: false, monthlyBudget: null });
    // No priced answer of its engine yet: unknown while scheduled collects remain this month.
    expect(empty.budget.projection).toMatchObject({
      cost: empty.budget.projection.remainingCollects > 0 ? null : 0,
      perCollect: null,
      unpricedEngines: ['claude'],
    });
    // The same numbers as each project's own budget (read one project at a time).
    for (const project of data) {
      const own = await scene.get(s.alice.jwt, `/api/v1/projects/${project.documentId}/budget`);
      expect(ProjectBudgetResponse.parse(own.json()).data).toEqual(project.budget);
    }
    expect(meta.summary).toEqual({
      projects: 2,
      monthCost: data[0]!.budget.monthCost + data[1]!.budget.monthCost,
      projectedCost: (data[0]!.budget.projection.cost ?? 0) + (data[1]!.budget.projection.cost ?? 0),
      projectedUnknown: data.filter((p) => p.budget.projection.cost === null).length,
      paused: 0,
    });
    expect(data[1]!.budget.monthCost).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toContain(s.bob.projectDocumentId);
  });

  it('pages every project with meta.pagination and sorts across pages; a budget reached shows as paused', async () => {
    const { s, t } = scene;
    // 27 more projects (no answers): 29 in all.
    await t.database.db.execute(sql`
      insert into projects (document_id, organization_id, workspace_id, name, brand_name, engines)
      select 'budgetpage' || lpad(i::text, 14, '0'), ${s.alice.organizationId}, ${s.alice.workspaceId},
        'Budget ' || lpad(i::text, 2, '0'), 'alpha', '{chatgpt}'
      from generate_series(1, 27) as i`);
    const pages = [];
    for (let page = 1; page <= 3; page++)
      pages.push(
        await budgets(
          s.alice.jwt,
          s.alice.organizationId,
          `?pagination[page]=${page}&pagination[pageSize]=10`,
        ),
      );
    expect(pages.map((p) => p.data.length)).toEqual([10, 10, 9]);
    expect(pages[0]!.meta.pagination).toEqual({ page: 1, pageSize: 10, pageCount: 3, total: 29 });
    const names = pages.flatMap((p) => p.data.map((row) => row.name));
    expect(new Set(names).size).toBe(29);
    expect(names.slice(0, 3)).toEqual(
      ['alpha project', 'Alpha empty', 'Budget 01'].sort(new Intl.Collator('ko').compare),
    );
    expect(names.at(-1)).toBe('Budget 27');
    // Every page carries the summary of all 29, not of its page.
    for (const page of pages) expect(page.meta.summary.projects).toBe(29);

    // The most spent first: the one answered project, then the rest by name.
    const costly = await budgets(
      s.alice.jwt,
      s.alice.organizationId,
      '?sort=monthCost:desc&pagination[pageSize]=3',
    );
    expect(costly.data.map((p) => p.name)).toEqual(['alpha project', 'Alpha empty', 'Budget 01']);
    const reversed = await budgets(
      s.alice.jwt,
      s.alice.organizationId,
      '?sort=name:desc&pagination[pageSize]=1',
    );
    expect(reversed.data[0]!.name).toBe('Budget 27');

    // A budget below the month's cost pauses the project: first by status, counted in the summary on every page.
    expect(
      (await scene.putBudget(s.alice.jwt, s.alice.projectDocumentId, { monthlyBudget: 0.01 })).statusCode,
    ).toBe(200);
    const byStatus = await budgets(
      s.alice.jwt,
      s.alice.organizationId,
      '?sort=status&pagination[pageSize]=2',
    );
    expect(byStatus.data[0]).toMatchObject({
      name: 'alpha project',
      budget: { paused: true, monthlyBudget: 0.01 },
    });
    expect(byStatus.meta.summary.paused).toBe(1);
    // By share of budget used: only the project with a budget has one; the rest (none) come after it.
    const byUse = await budgets(
      s.alice.jwt,
      s.alice.organizationId,
      '?sort=budget:asc&pagination[pageSize]=1',
    );
    expect(byUse.data[0]!.name).toBe('alpha project');
    expect(
      (await scene.putBudget(s.alice.jwt, s.alice.projectDocumentId, { monthlyBudget: null })).statusCode,
    ).toBe(200);
  });

  it('is read by any member, not found for other organizations, and names a bad parameter', async () => {
    const { s } = scene;
    // Mallory, a viewer of Alpha Org, reads it; Bob is not a member there.
    await budgets(s.mallory.jwt, s.alice.organizationId);
    const foreign = await scene.get(s.bob.jwt, `/api/v1/organizations/${s.alice.organizationId}/budgets`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('alpha');
    expect(
      (await scene.get(s.alice.jwt, `/api/v1/organizations/${s.zed.organizationId}/budgets`)).statusCode,
    ).toBe(404);
    // Alice is an editor in Bravo Org: Bob's project only.
    const bravo = await budgets(s.alice.jwt, s.bob.organizationId);
    expect(bravo.data.map((p) => p.documentId)).toEqual([s.bob.projectDocumentId]);
    expect((await scene.get('', `/api/v1/organizations/${s.alice.organizationId}/budgets`)).statusCode).toBe(
      401,
    );
    for (const [query, field] of [
      ['?sort=cost', 'sort'],
      ['?sort=name:up', 'sort'],
      ['?pagination[pageSize]=101', 'pagination'],
      ['?pagination[page]=0', 'pagination'],
      ['?limit=5', ''],
    ] as const) {
      const res = await scene.get(
        s.alice.jwt,
        `/api/v1/organizations/${s.alice.organizationId}/budgets${query}`,
      );
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.name, query).toBe('ValidationError');
      if (field) expect(JSON.stringify(res.json().error), query).toContain(field);
    }
  });

  it("spends what judging a month's answers cost from the same budget", async () => {
    const { s, t } = scene;
    const before = (await budgets(s.alice.jwt, s.alice.organizationId)).data.find(
      (p) => p.name === 'alpha project',
    )!;
    const db = t.database.db;
    const [row] = rows<{ id: number; organization_id: number; project_id: number }>(
      await db.execute(sql`select c.id, c.organization_id, c.project_id from chats c
        join projects p on p.id = c.project_id
        where p.document_id = ${before.documentId} order by c.day desc, c.id desc limit 1`),
    );
    if (!row) throw new Error('the scene has no answer to judge');
    await db.execute(sql`insert into sentiment_judgements
      (chat_id, organization_id, project_id, model, prompt_version, verdict, cost)
      values (${row.id}, ${row.organization_id}, ${row.project_id}, 'judge-model', 'v1', '{}'::jsonb, 0.25)`);
    try {
      const after = (await budgets(s.alice.jwt, s.alice.organizationId)).data.find(
        (p) => p.name === 'alpha project',
      )!;
      expect(after.budget.monthCost).toBeCloseTo(before.budget.monthCost + 0.25, 6);
      expect(after.budget.monthAnswers).toBe(before.budget.monthAnswers);
      const own = await scene.get(s.alice.jwt, `/api/v1/projects/${before.documentId}/budget`);
      expect(ProjectBudgetResponse.parse(own.json()).data.monthCost).toBeCloseTo(
        before.budget.monthCost + 0.25,
        6,
      );
      // The cost screens show it apart from the answers' cost: the project's month × engine, and the organization's.
      const costs = ProjectCostsResponse.parse(
        (await scene.get(s.alice.jwt, `/api/v1/projects/${before.documentId}/costs`)).json(),
      ).data;
      expect(costs.reduce((sum, r) => sum + r.judgeCost, 0)).toBeCloseTo(0.25, 6);
      const org = OrganizationCostsResponse.parse(
        (
          await scene.get(s.alice.jwt, `/api/v1/organizations/${s.alice.organizationId}/costs?group=project`)
        ).json(),
      ).data;
      expect(org.rows.find((r) => r.project === before.documentId && r.judgeCost > 0)?.judgeCost).toBeCloseTo(
        0.25,
        6,
      );
      expect(org.months.reduce((sum, r) => sum + r.judgeCost, 0)).toBeCloseTo(0.25, 6);
    } finally {
      await db.execute(sql`delete from sentiment_judgements where chat_id = ${row.id}`);
    }
  });
});
