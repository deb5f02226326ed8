import { ErrorEnvelope, maxPromptsPerProject, ProjectPromptsResponse } from '@sightline/contracts';
import { testDatabaseKinds } from '@sightline/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { seedThreeTenants, type ThreeTenants } from '#testing/three-tenants.ts';

/**
 * A project's prompt list is paged (at most 100 a page) and a project holds at most `maxPromptsPerProject` prompts
 * (docs/features/prompts.md): an outside probe made 30,006 prompts, and their list answered 9.5 MB.
 */
describe.each(testDatabaseKinds())('prompt list paging and cap on %s', (kind) => {
  let t: TestApp;
  let s: ThreeTenants;
  beforeAll(async () => {
    t = await createTestApp(kind);
    s = await seedThreeTenants(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const csvOf = (texts: string[]) => `text\n${texts.join('\n')}\n`;
  const importCsv = (texts: string[]) =>
    t.as(s.alice.jwt, {
      method: 'POST',
      url: `/api/v1/projects/${s.alice.projectDocumentId}/prompts/import`,
      payload: { data: { csv: csvOf(texts) } },
    });
  const createOne = (text: string) =>
    t.as(s.alice.jwt, {
      method: 'POST',
      url: '/api/prompts',
      payload: { data: { project: s.alice.projectDocumentId, text } },
    });
  const list = (query = '', jwt = s.alice.jwt) =>
    t.as(jwt, { method: 'GET', url: `/api/v1/projects/${s.alice.projectDocumentId}/prompts${query}` });
  const numbered = (from: number, to: number) =>
    Array.from({ length: to - from }, (_, i) => `question number ${from + i}`);

  function expectConflictNamingCap(res: { statusCode: number; body: string; json(): unknown }) {
    expect(res.statusCode, res.body).toBe(409);
    const { error } = ErrorEnvelope.parse(res.json());
    expect(error.name).toBe('ConflictError');
    expect(error.message).toContain(`at most ${maxPromptsPerProject} prompts`);
  }

  it('pages the list: 25 by default, up to 100, oldest first, with meta.pagination; bad paging is a 400 naming it', async () => {
    // The project starts with its two seeded prompts.
    expect((await importCsv(numbered(0, 228))).statusCode).toBe(201);
    const first = ProjectPromptsResponse.parse((await list()).json());
    expect(first.data).toHaveLength(25);
    expect(first.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 10, total: 230 });

    const pages = [];
    for (let page = 1; page <= 3; page++) {
      const res = await list(`?pagination[page]=${page}&pagination[pageSize]=100`);
      expect(res.statusCode, res.body).toBe(200);
      pages.push(ProjectPromptsResponse.parse(res.json()));
    }
    expect(pages.map((p) => p.data.length)).toEqual([100, 100, 30]);
    expect(pages[2]!.meta.pagination).toEqual({ page: 3, pageSize: 100, pageCount: 3, total: 230 });
    const texts = pages.flatMap((p) => p.data.map((prompt) => prompt.text));
    expect(texts).toEqual(['alpha prompt one', 'alpha prompt two', ...numbered(0, 228)]);
    expect(first.data.map((p) => p.text)).toEqual(texts.slice(0, 25));
    const beyond = ProjectPromptsResponse.parse(
      (await list('?pagination[page]=4&pagination[pageSize]=100')).json(),
    );
    expect(beyond.data).toEqual([]);

    for (const [query, field] of [
      ['?pagination[pageSize]=101', 'pagination.pageSize'],
      ['?pagination[pageSize]=0', 'pagination.pageSize'],
      ['?pagination[page]=0', 'pagination.page'],
      ['?pagination[page]=x', 'pagination.page'],
    ] as const) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(ErrorEnvelope.parse(res.json()).error.message, query).toContain(field);
    }
    expect((await list('?pagination[limit]=5')).statusCode).toBe(400);
    expect((await list('?sort=text')).statusCode).toBe(400);
    // Another organization's project stays not found, whatever the paging.
    expect((await list('?pagination[page]=2', s.zed.jwt)).statusCode).toBe(404);
  });

  it(`caps a project at ${maxPromptsPerProject} prompts: an import or a create over it is a 409 naming the cap`, async () => {
    const have = ProjectPromptsResponse.parse((await list()).json()).meta.pagination.total;
    const room = maxPromptsPerProject - have;
    // One line too many for the room left: nothing is imported.
    expectConflictNamingCap(await importCsv(numbered(1000, 1000 + room + 1)));
    expect(ProjectPromptsResponse.parse((await list()).json()).meta.pagination.total).toBe(have);
    // Exactly the room left fits.
    const filled = await importCsv(numbered(1000, 1000 + room));
    expect(filled.statusCode, filled.body).toBe(201);
    expect(ProjectPromptsResponse.parse((await list()).json()).meta.pagination.total).toBe(
      maxPromptsPerProject,
    );
    expectConflictNamingCap(await createOne('one more question'));
    expectConflictNamingCap(await importCsv(['one more question']));
    // Deleting one makes room for one.
    const [oldest] = ProjectPromptsResponse.parse((await list()).json()).data;
    const deleted = await t.as(s.alice.jwt, { method: 'DELETE', url: `/api/prompts/${oldest!.documentId}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await createOne('one more question')).statusCode).toBe(200);
    // Another project of another organization is counted on its own.
    const other = await t.as(s.mallory.jwt, {
      method: 'POST',
      url: '/api/prompts',
      payload: { data: { project: s.mallory.projectDocumentId, text: 'a question' } },
    });
    expect(other.statusCode, other.body).toBe(200);
  });

  it('counts prompts added at the same time one after the other: together they never pass the cap', async () => {
    const full = ProjectPromptsResponse.parse((await list('?pagination[pageSize]=100')).json());
    expect(full.meta.pagination.total).toBe(maxPromptsPerProject);
    for (const prompt of full.data.slice(0, 5)) {
      const deleted = await t.as(s.alice.jwt, { method: 'DELETE', url: `/api/prompts/${prompt.documentId}` });
      expect(deleted.statusCode, deleted.body).toBe(200);
    }
    // Room for five: twelve single creates and two imports of two lines, all at once.
    const answers = await Promise.all([
      ...numbered(5000, 5012).map((text) => createOne(text)),
      importCsv(numbered(6000, 6002)),
      importCsv(numbered(7000, 7002)),
    ]);
    const added = answers.reduce((sum, res, i) => sum + (res.statusCode < 300 ? (i < 12 ? 1 : 2) : 0), 0);
    for (const res of answers) if (res.statusCode >= 300) expectConflictNamingCap(res);
    expect(added).toBeLessThanOrEqual(5);
    expect(added).toBeGreaterThanOrEqual(4); // an import of two may not fit the last single place
    expect(ProjectPromptsResponse.parse((await list()).json()).meta.pagination.total).toBe(
      maxPromptsPerProject - 5 + added,
    );
  });
});
