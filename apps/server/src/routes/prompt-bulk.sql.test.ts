import { ProjectPromptsResponse, PromptBulkResponse } from '@sightline/contracts';
import { schema } from '@sightline/db';
import { testDatabaseKinds } from '@sightline/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rows } from '#testing/analytics-fixture.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { seedThreeTenants, type ThreeTenants } from '#testing/three-tenants.ts';

// `POST /api/v1/projects/:id/prompts/bulk` and `GET /api/v1/projects/:id/prompts`: one action on many prompts of a
// project, each doing what it says to the chosen prompts and nothing else.
describe.each(testDatabaseKinds())('prompt bulk actions on %s', (kind) => {
  let t: TestApp;
  let s: ThreeTenants;
  /** Alice's prompts, by text: five of them, `p0`…`p4`. */
  let ids: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    s = await seedThreeTenants(t);
    const res = await t.as(s.alice.jwt, {
      method: 'POST',
      url: `/api/v1/projects/${s.alice.projectDocumentId}/prompts/import`,
      payload: {
        data: {
          csv: 'text,tags,intent\np0,alphatag,\np1,alphatag|alphaother,\np2,,commercial\np3,,\np4,,\n',
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function list(jwt = s.alice.jwt, project = s.alice.projectDocumentId) {
    return t.as(jwt, { method: 'GET', url: `/api/v1/projects/${project}/prompts` });
  }
  /** Alice's prompts as the list endpoint shows them, by text (the two seeded ones left out). */
  async function prompts() {
    const res = await list();
    expect(res.statusCode, res.body).toBe(200);
    const data = ProjectPromptsResponse.parse(res.json()).data.filter((p) => /^p\d$/.test(p.text));
    ids = Object.fromEntries(data.map((p) => [p.text, p.documentId]));
    return Object.fromEntries(data.map(({ documentId: _d, text, ...rest }) => [text, rest]));
  }
  beforeEach(async () => {
    await prompts();
  });

  const bulk = (data: unknown, jwt = s.alice.jwt, project = s.alice.projectDocumentId) =>
    t.as(jwt, { method: 'POST', url: `/api/v1/projects/${project}/prompts/bulk`, payload: { data } });

  /** Runs an action on some prompts and answers what changed, per prompt, in the whole list. */
  async function changes(data: Record<string, unknown>, texts: string[]) {
    const before = await prompts();
    const res = await bulk({ ...data, prompts: texts.map((text) => ids[text]) });
    expect(res.statusCode, res.body).toBe(200);
    const body = PromptBulkResponse.parse(res.json()).data;
    expect(body.prompts.map((p) => p.text).sort()).toEqual([...texts].sort());
    const after = await prompts();
    const changed: Record<string, unknown> = {};
    for (const text of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (JSON.stringify(before[text]) !== JSON.stringify(after[text]))
        changed[text] = after[text] ?? 'deleted';
    }
    return { changed, body };
  }

  it('lists every prompt with its tags to any member, and to nobody else', async () => {
    const all = await prompts();
    expect(all.p1).toEqual({
      language: 'ko',
      intent: 'informational',
      intentSource: 'auto',
      active: true,
      tags: ['alphaother', 'alphatag'],
    });
    expect((await list(s.mallory.jwt)).statusCode).toBe(200);
    expect((await list(s.zed.jwt)).statusCode).toBe(404);
  });

  it('adds tags, creating the new ones, to the chosen prompts only', async () => {
    const { changed, body } = await changes({ action: 'addTags', tags: ['alphatag', '신규'] }, ['p1', 'p3']);
    expect(body.newTags).toEqual(['신규']);
    expect(changed).toEqual({
      p1: expect.objectContaining({ tags: ['alphaother', 'alphatag', '신규'] }),
      p3: expect.objectContaining({ tags: ['alphatag', '신규'] }),
    });
  });

  it('removes tags from the chosen prompts only, keeping the tags themselves', async () => {
    const { changed } = await changes({ action: 'removeTags', tags: ['alphatag'] }, ['p0', 'p1']);
    expect(changed).toEqual({
      p0: expect.objectContaining({ tags: [] }),
      p1: expect.objectContaining({ tags: ['alphaother', '신규'] }),
    });
    const names = rows<{ name: string }>(
      await t.database.db.execute(sql`select name from tags where project_id = ${s.alice.projectId}`),
    ).map((r) => r.name);
    expect(names).toContain('alphatag');
  });

  it('sets an intent as a person chose it (manual)', async () => {
    const { changed } = await changes({ action: 'setIntent', intent: 'navigational' }, ['p2', 'p3']);
    expect(changed).toEqual({
      p2: expect.objectContaining({ intent: 'navigational', intentSource: 'manual' }),
      p3: expect.objectContaining({ intent: 'navigational', intentSource: 'manual' }),
    });
  });

  it('deactivates and activates the chosen prompts only', async () => {
    const off = await changes({ action: 'deactivate' }, ['p0', 'p4']);
    expect(off.changed).toEqual({
      p0: expect.objectContaining({ active: false }),
      p4: expect.objectContaining({ active: false }),
    });
    const on = await changes({ action: 'activate' }, ['p4']);
    expect(on.changed).toEqual({ p4: expect.objectContaining({ active: true }) });
  });

  it('changes nothing when a prompt is not the project’s, naming it; another organization gets 404, a viewer 403', async () => {
    const [zulu] = await t.database.db
      .select({ documentId: schema.prompts.documentId })
      .from(schema.prompts)
      .where(eq(schema.prompts.projectId, s.zed.projectId));
    const before = await prompts();
    const res = await bulk({ action: 'delete', prompts: [ids.p0, zulu!.documentId, 'z'.repeat(24)] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.errors).toEqual([
      expect.objectContaining({ path: ['data', 'prompts', 1], value: zulu!.documentId }),
      expect.objectContaining({ path: ['data', 'prompts', 2], value: 'z'.repeat(24) }),
    ]);
    expect(await prompts()).toEqual(before);
    expect((await bulk({ action: 'deactivate', prompts: [ids.p0] }, s.zed.jwt)).statusCode).toBe(404);
    expect((await bulk({ action: 'deactivate', prompts: [ids.p0] }, s.mallory.jwt)).statusCode).toBe(403);
    expect(await prompts()).toEqual(before);
  });

  it('answers 400 naming a bad parameter', async () => {
    const path = async (data: unknown) => {
      const res = await bulk(data);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error.details.errors.map((e: { path: unknown[] }) => e.path.join('.'));
    };
    expect(await path({ action: 'archive', prompts: [ids.p0] })).toEqual(['data.action']);
    expect(await path({ action: 'addTags', prompts: [ids.p0] })).toEqual(['data.tags']);
    expect(await path({ action: 'setIntent', prompts: [ids.p0] })).toEqual(['data.intent']);
    expect(await path({ action: 'setIntent', intent: 'curious', prompts: [ids.p0] })).toEqual([
      'data.intent',
    ]);
    expect(await path({ action: 'activate', tags: ['x'], prompts: [ids.p0] })).toEqual(['data.tags']);
    expect(await path({ action: 'activate', prompts: [] })).toEqual(['data.prompts']);
    expect(await path({ action: 'activate', prompts: ['not-an-id'] })).toEqual(['data.prompts.0']);
    expect(await path({ action: 'removeTags', tags: ['nosuchtag'], prompts: [ids.p0] })).toEqual([
      'data.tags.0',
    ]);
  });

  it('deletes the chosen prompts only, with their tags links', async () => {
    const { changed, body } = await changes({ action: 'delete' }, ['p3', 'p4']);
    expect(changed).toEqual({ p3: 'deleted', p4: 'deleted' });
    expect(body.prompts.map((p) => p.text).sort()).toEqual(['p3', 'p4']);
    const [links] = rows<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from prompt_tags pt
        where not exists (select 1 from prompts p where p.id = pt.prompt_id)`),
    );
    expect(links!.n).toBe(0);
  });
});
