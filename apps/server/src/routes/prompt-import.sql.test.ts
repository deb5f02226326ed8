import { PromptImportError, PromptImportResponse } from '@sightline/contracts';
import { schema } from '@sightline/db';
import { testDatabaseKinds } from '@sightline/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '#testing/analytics-fixture.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { seedThreeTenants, type ThreeTenants } from '#testing/three-tenants.ts';

// `POST /api/v1/projects/:id/prompts/import`: a CSV imports every line or none, and reports each rejected line.
describe.each(testDatabaseKinds())('prompt CSV import on %s', (kind) => {
  let t: TestApp;
  let s: ThreeTenants;
  beforeAll(async () => {
    t = await createTestApp(kind);
    s = await seedThreeTenants(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const importCsv = (csv: unknown, jwt = s.alice.jwt, project = s.alice.projectDocumentId) =>
    t.as(jwt, {
      method: 'POST',
      url: `/api/v1/projects/${project}/prompts/import`,
      payload: { data: { csv } },
    });

  /** The project's prompts with their tags, and its tags, as stored. */
  async function stored(projectId = s.alice.projectId) {
    const prompts = rows<{
      text: string;
      language: string;
      intent: string | null;
      source: string;
      active: boolean;
      tags: string | null;
    }>(
      await t.database.db.execute(sql`select p.text, p.language, p.intent::text as intent,
          p.intent_source::text as source, p.active,
          string_agg(t.name, '|' order by t.name) as tags
        from prompts p left join prompt_tags pt on pt.prompt_id = p.id left join tags t on t.id = pt.tag_id
        where p.project_id = ${projectId} group by p.id order by p.id`),
    );
    const tags = rows<{ name: string }>(
      await t.database.db.execute(sql`select name from tags where project_id = ${projectId} order by name`),
    ).map((r) => r.name);
    return { prompts, tags };
  }

  async function dataVersion() {
    const [row] = await t.database.db
      .select({ v: schema.projects.dataVersion })
      .from(schema.projects)
      .where(eq(schema.projects.id, s.alice.projectId));
    return Number(row!.v);
  }

  function lineErrors(body: unknown) {
    const envelope = body as { error: { name: string; message: string; details: { errors: unknown[] } } };
    expect(envelope.error.name).toBe('ValidationError');
    return envelope.error.details.errors.map((e) => PromptImportError.parse(e));
  }

  it('writes nothing when one line is bad, and reports exactly that line and why', async () => {
    const before = await stored();
    const version = await dataVersion();
    const res = await importCsv(
      'text,language,tags\nfirst new prompt,en,fresh\nsecond new prompt,xx,fresh\nthird,ko,\n',
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toBe('1 line was rejected, so nothing was imported');
    expect(lineErrors(res.json())).toEqual([
      {
        path: ['csv', 3],
        line: 3,
        reason: 'unknownLanguage',
        message: 'unknown language (allowed: ko, en, ja, zh, fr, de, es)',
        name: 'ValidationError',
        value: 'xx',
      },
    ]);
    expect(await stored()).toEqual(before);
    expect(await dataVersion()).toBe(version);
  });

  it('reports every kind of bad line at once, each by its line number', async () => {
    const before = await stored();
    const csv = [
      'text,language,intent,tags,active',
      ',ko,,,',
      `${'x'.repeat(2001)},ko,,,`,
      'bad language,xx,,,',
      'bad intent,ko,buying,,',
      'bad active,ko,,,maybe',
      `long tag,ko,,${'t'.repeat(51)},`,
      'fine line,ko,,,',
      'FINE  line,ko,,,',
      'alpha prompt one,ko,,,',
      'too,many,fields,,,,',
      '"unterminated,ko,,,',
    ].join('\n');
    const res = await importCsv(csv);
    expect(res.statusCode, res.body).toBe(400);
    expect(lineErrors(res.json()).map((e) => [e.line, e.reason])).toEqual([
      [2, 'emptyText'],
      [3, 'textTooLong'],
      [4, 'unknownLanguage'],
      [5, 'unknownIntent'],
      [6, 'badActive'],
      [7, 'tagTooLong'],
      [9, 'duplicateLine'],
      [10, 'alreadyInProject'],
      [11, 'tooManyFields'],
      [12, 'malformedCsv'],
    ]);
    expect(res.json().error.message).toBe('10 lines were rejected, so nothing was imported');
    expect(await stored()).toEqual(before);
  });

  it('refuses a header with unknown columns, naming them', async () => {
    const res = await importCsv('text,colour\nsomething,red\n');
    expect(res.statusCode).toBe(400);
    expect(lineErrors(res.json())).toEqual([
      expect.objectContaining({ line: 1, reason: 'unknownColumns', value: ['colour'] }),
    ]);
  });

  it('imports every line in one go: tags (new and known), intents classified or kept, activity', async () => {
    const before = await stored();
    const version = await dataVersion();
    const csv =
      'tags,text,intent,active,language\n' +
      'alphatag|새 태그,where to buy alphabrand coffee price,,,en\n' +
      '"새 태그; extra",서울 카페 추천,commercial,false,\n' +
      ',"what is cold brew, really?",,TRUE,en\n';
    const res = await importCsv(csv);
    expect(res.statusCode, res.body).toBe(201);
    const body = PromptImportResponse.parse(res.json());
    expect(body.meta.lines).toBe(3);
    expect(body.data.newTags.sort()).toEqual(['extra', '새 태그']);
    expect(
      body.data.created.map((p) => [p.text, p.language, p.intent, p.intentSource, p.active, p.tags]),
    ).toEqual([
      ['where to buy alphabrand coffee price', 'en', 'transactional', 'auto', true, ['alphatag', '새 태그']],
      ['서울 카페 추천', 'ko', 'commercial', 'manual', false, ['extra', '새 태그']],
      ['what is cold brew, really?', 'en', 'informational', 'auto', true, []],
    ]);
    const after = await stored();
    expect(after.prompts.slice(0, before.prompts.length)).toEqual(before.prompts);
    expect(after.prompts.slice(before.prompts.length)).toEqual([
      {
        text: 'where to buy alphabrand coffee price',
        language: 'en',
        intent: 'transactional',
        source: 'auto',
        active: true,
        tags: 'alphatag|새 태그',
      },
      {
        text: '서울 카페 추천',
        language: 'ko',
        intent: 'commercial',
        source: 'manual',
        active: false,
        tags: 'extra|새 태그',
      },
      {
        text: 'what is cold brew, really?',
        language: 'en',
        intent: 'informational',
        source: 'auto',
        active: true,
        tags: null,
      },
    ]);
    expect(after.tags).toEqual([...before.tags, 'extra', '새 태그'].sort());
    expect(await dataVersion()).toBeGreaterThan(version);

    // The same file again: every line is now already in the project.
    const again = await importCsv(csv);
    expect(again.statusCode).toBe(400);
    expect(lineErrors(again.json()).map((e) => [e.line, e.reason])).toEqual([
      [2, 'alreadyInProject'],
      [3, 'alreadyInProject'],
      [4, 'alreadyInProject'],
    ]);
    expect((await stored()).prompts).toHaveLength(after.prompts.length);
  });

  it('lets editors and above import: a viewer gets 403, another organization 404, nobody signed in 401', async () => {
    const before = await stored();
    expect((await importCsv('text\nby a viewer\n', s.mallory.jwt)).statusCode).toBe(403);
    expect((await importCsv('text\nby a stranger\n', s.zed.jwt)).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${s.alice.projectDocumentId}/prompts/import`,
      payload: { data: { csv: 'text\nanonymous\n' } },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await stored()).toEqual(before);
    // Alice is an editor in Bravo Org: she may import into Bob's project.
    const bravo = await importCsv('text\nbravo by alice\n', s.alice.jwt, s.bob.projectDocumentId);
    expect(bravo.statusCode, bravo.body).toBe(201);
    expect((await stored(s.bob.projectId)).prompts.map((p) => p.text)).toContain('bravo by alice');
  });

  it('answers 400 naming a bad body', async () => {
    const missing = await t.as(s.alice.jwt, {
      method: 'POST',
      url: `/api/v1/projects/${s.alice.projectDocumentId}/prompts/import`,
      payload: { data: {} },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details.errors[0].path).toEqual(['data', 'csv']);
    const extra = await t.as(s.alice.jwt, {
      method: 'POST',
      url: `/api/v1/projects/${s.alice.projectDocumentId}/prompts/import`,
      payload: { data: { csv: 'text\nx\n', mode: 'merge' } },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.details.errors[0].path).toEqual(['data']);
    const huge = await importCsv(`text\n${'y'.repeat(1_000_001)}\n`);
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.details.errors[0]).toMatchObject({
      path: ['data', 'csv'],
      message: 'must be at most 1000000 characters',
    });
    expect((await importCsv(42)).json().error.details.errors[0].path).toEqual(['data', 'csv']);
  });
});
