import { type OrganizationCostRow, OrganizationCostsResponse } from '@sightline/contracts';
import { daysEndingWith } from '@sightline/core';
import { testDatabaseKinds } from '@sightline/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CostsScene, costsScene, rows } from '#testing/costs-scene.ts';
import type { TestApp } from '#testing/test-app.ts';
import type { ThreeTenants } from '#testing/three-tenants.ts';

/**
 * The organization's cost rows paged, grouped and sorted by the server, on both databases (the same scene as
 * costs.sql.test.ts, with Alice's second project answered too).
 */
describe.each(testDatabaseKinds())('costs paging on %s', (kind) => {
  let scene: CostsScene;
  let t: TestApp;
  let s: ThreeTenants;
  let today: string;
  let seedCosts: CostsScene['seedCosts'];
  let sqlCosts: CostsScene['sqlCosts'];
  let get: CostsScene['get'];
  beforeAll(async () => {
    scene = await costsScene(kind);
    ({ t, s, today, seedCosts, sqlCosts, get } = scene);
  });
  afterAll(async () => {
    await scene.t.close();
  });

  /** Every row of Alice's organization in a sort and grouping, read `pageSize` at a time to the last page. */
  async function readAllPages(query: string, pageSize: number) {
    const pages = [];
    for (let page = 1; ; page++) {
      const res = await get(
        s.alice.jwt,
        `/api/v1/organizations/${s.alice.organizationId}/costs?${query}&pagination[page]=${page}&pagination[pageSize]=${pageSize}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const body = OrganizationCostsResponse.parse(res.json());
      pages.push(body);
      if (page >= body.meta.pagination.pageCount) break;
    }
    return pages;
  }

  it('pages the organization’s rows with meta.pagination, grouped and sorted by the server across pages', async () => {
    // Alice's second project gets answers too (its own engine, about 40 days): two projects, three engines.
    await seedCosts(
      Number(
        rows<{ id: number }>(
          await t.database.db.execute(
            sql`select id from projects where document_id = 'alphaemptyproject0000001'`,
          ),
        )[0]!.id,
      ),
      ['claude'],
      daysEndingWith(today, 40)[0]!,
    );
    const organization = sql`project_id in (select id from projects where organization_id = ${s.alice.organizationId})`;
    const [counts] = rows<{ rows: number; months: number; project_months: number; engine_months: number }>(
      await t.database.db.execute(sql`
        select count(distinct (project_id, to_char(day, 'YYYY-MM'), engine))::int as rows,
          count(distinct to_char(day, 'YYYY-MM'))::int as months,
          count(distinct (project_id, to_char(day, 'YYYY-MM')))::int as project_months,
          count(distinct (to_char(day, 'YYYY-MM'), engine))::int as engine_months
        from chats where ${organization}`),
    );
    const total = Number(counts!.rows);
    expect(total).toBeGreaterThan(6);

    // Per project, month and engine, 4 a page: every row once, in the default order (newest month, project, engine).
    const pages = await readAllPages('', 4);
    const pageCount = Math.ceil(total / 4);
    expect(pages.map((p) => p.meta.pagination)).toEqual(
      pages.map((_, i) => ({ page: i + 1, pageSize: 4, pageCount, total })),
    );
    const all = pages.flatMap((p) => p.data.rows);
    expect(all).toHaveLength(total);
    const names = new Map([
      [s.alice.projectDocumentId, 'alpha project'],
      ['alphaemptyproject0000001', 'Alpha empty'],
    ]);
    const key = (r: OrganizationCostRow) => `${r.month}|${names.get(r.project!)}|${r.engine}`;
    expect(new Set(all.map(key)).size).toBe(total);
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [all[i - 1]!, all[i]!];
      expect(
        a.month > b.month || (a.month === b.month && key(a) < key(b)),
        `${key(a)} before ${key(b)}`,
      ).toBe(true);
    }
    // Every page carries the whole chart, not one page of it.
    for (const page of pages) expect(page.data.months).toEqual(pages[0]!.data.months);
    const expected = await sqlCosts(organization);
    expect(pages[0]!.data.months.map((r) => [r.month, r.engine, r.chats])).toEqual(
      expected.map((r) => [r.month, r.engine, r.chats]),
    );

    // By cost, most first, across pages of 3; ties by newest month.
    const byCost = (await readAllPages('sort=cost:desc', 3)).flatMap((p) => p.data.rows);
    expect(byCost).toHaveLength(total);
    for (let i = 1; i < byCost.length; i++) {
      const [a, b] = [byCost[i - 1]!, byCost[i]!];
      expect(a.cost > b.cost || (a.cost === b.cost && a.month >= b.month), `${key(a)} before ${key(b)}`).toBe(
        true,
      );
    }
    expect(new Set(byCost.map(key))).toEqual(new Set(all.map(key)));

    // Grouped per month, per project and per engine: the sums of the rows, counted as groups.
    const sumOf = (list: readonly OrganizationCostRow[], by: (r: OrganizationCostRow) => string) => {
      const sums = new Map<string, { chats: number; inputTokens: number; unpriced: number }>();
      for (const r of list) {
        const sum = sums.get(by(r)) ?? { chats: 0, inputTokens: 0, unpriced: 0 };
        sums.set(by(r), {
          chats: sum.chats + r.chats,
          inputTokens: sum.inputTokens + r.inputTokens,
          unpriced: sum.unpriced + r.unpriced,
        });
      }
      return sums;
    };
    for (const [group, groups, by] of [
      ['month', Number(counts!.months), (r: OrganizationCostRow) => r.month],
      ['project', Number(counts!.project_months), (r: OrganizationCostRow) => `${r.month}|${r.project}`],
      ['engine', Number(counts!.engine_months), (r: OrganizationCostRow) => `${r.month}|${r.engine}`],
    ] as const) {
      const grouped = await readAllPages(`group=${group}&sort=chats:desc`, 2);
      expect(grouped[0]!.meta.pagination.total, group).toBe(groups);
      const rowsOf = grouped.flatMap((p) => p.data.rows);
      expect(rowsOf, group).toHaveLength(groups);
      expect(
        rowsOf.every((r) => (r.project !== null) === (group === 'project')),
        group,
      ).toBe(true);
      expect(
        rowsOf.every((r) => (r.engine !== null) === (group === 'engine')),
        group,
      ).toBe(true);
      expect(sumOf(rowsOf, by), group).toEqual(sumOf(all, by));
      for (let i = 1; i < rowsOf.length; i++)
        expect(rowsOf[i - 1]!.chats).toBeGreaterThanOrEqual(rowsOf[i]!.chats);
    }
    // Per project by name: Alpha empty's months, then alpha project's.
    const byProject = (await readAllPages('group=project&sort=project', 2)).flatMap((p) => p.data.rows);
    const emptyMonths = byProject.filter((r) => r.project === 'alphaemptyproject0000001').length;
    expect(emptyMonths).toBeGreaterThan(1);
    expect(byProject.map((r) => names.get(r.project!))).toEqual([
      ...Array(emptyMonths).fill('Alpha empty'),
      ...Array(byProject.length - emptyMonths).fill('alpha project'),
    ]);

    // Bad paging, sort or grouping: a 400 naming it; another organization: 404 whatever the paging.
    for (const [query, parameter] of [
      ['pagination[pageSize]=0', 'pagination.pageSize'],
      ['pagination[pageSize]=101', 'pagination.pageSize'],
      ['pagination[pageSize]=abc', 'pagination.pageSize'],
      ['pagination[page]=0', 'pagination.page'],
      ['pagination[start]=0', 'pagination'],
      ['sort=price', 'sort'],
      ['sort=cost:most', 'sort'],
      ['group=month&sort=project', 'sort'],
      ['group=project&sort=engine:asc', 'sort'],
      ['group=week', 'group'],
    ] as const) {
      const res = await get(s.alice.jwt, `/api/v1/organizations/${s.alice.organizationId}/costs?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.name, query).toBe('ValidationError');
      expect(res.json().error.message, query).toContain(parameter);
    }
    for (const query of ['pagination[page]=2', 'group=project&sort=cost:desc&pagination[pageSize]=100']) {
      const res = await get(s.bob.jwt, `/api/v1/organizations/${s.alice.organizationId}/costs?${query}`);
      expect(res.statusCode, query).toBe(404);
      expect(res.body).not.toContain('alpha');
    }
  });
});
