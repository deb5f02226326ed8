import { connectableEngineIds, EngineConnection } from '@sightline/contracts';
import { schema } from '@sightline/db';
import { testDatabaseKinds } from '@sightline/db/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { envKey, ownKey, useEngineConnectionsSuite } from '#testing/engine-connections-suite.ts';
import { createTestApp, testSecret } from '#testing/test-app.ts';
import { openApiKey } from '../engines/connection-keys.ts';

/** Saving, listing, removing and validating an organization's engine connections, and who may do it. */
describe.each(testDatabaseKinds())('engine connections API on %s', (kind) => {
  const s = useEngineConnectionsSuite(kind);

  it('lists every engine but the simulator, none configured at first', async () => {
    const connections = await s.list();
    expect(connections.map((c) => c.engine)).toEqual(connectableEngineIds);
    expect(connections.map((c) => c.engine)).not.toContain('simulated');
    for (const c of connections) {
      expect(c).toEqual({
        engine: c.engine,
        configured: false,
        source: 'none',
        apiKeyMasked: null,
        baseUrl: null,
        model: null,
        updatedAt: null,
      });
    }
    // The numeric id works as well as the document id.
    expect(await s.list(s.owner, s.t, String(s.owner.organizationId))).toHaveLength(
      connectableEngineIds.length,
    );
  });

  it('saves a key encrypted, shows only its mask, and keeps it when a later save omits it', async () => {
    const saved = await s.call(s.owner, 'PUT', `${s.organization}/engine-connections/chatgpt`, {
      data: { apiKey: `  ${ownKey} `, model: 'gpt-5-mini' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(ownKey);
    expect(EngineConnection.parse(saved.json().data)).toMatchObject({
      engine: 'chatgpt',
      configured: true,
      source: 'organization',
      apiKeyMasked: '••••1a2b',
      baseUrl: null,
      model: 'gpt-5-mini',
    });

    const listed = await s.call(s.owner, 'GET', `${s.organization}/engine-connections`);
    expect(listed.body).not.toContain(ownKey);
    expect(listed.body).not.toContain('apiKeyEncrypted');
    const chatgpt = (await s.list()).find((c) => c.engine === 'chatgpt');
    expect(chatgpt).toMatchObject({ source: 'organization', apiKeyMasked: '••••1a2b' });
    expect(Date.parse(chatgpt!.updatedAt!)).not.toBeNaN();

    const [row] = await s.t.database.db
      .select()
      .from(schema.engineConnections)
      .where(eq(schema.engineConnections.organizationId, s.owner.organizationId));
    expect(row).toMatchObject({ engine: 'chatgpt', apiKeyLast4: '1a2b', model: 'gpt-5-mini' });
    expect(JSON.stringify(row)).not.toContain(ownKey);
    expect(JSON.stringify(row)).not.toContain('own0123456789');
    expect(row!.apiKeyEncrypted).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(openApiKey(testSecret, s.owner.organizationId, 'chatgpt', row!.apiKeyEncrypted!)).toBe(ownKey);

    const kept = await s.call(s.owner, 'PUT', `${s.organization}/engine-connections/chatgpt`, {
      data: { baseUrl: 'https://proxy.example.com/v1', model: null },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({
      apiKeyMasked: '••••1a2b',
      baseUrl: 'https://proxy.example.com/v1',
      model: null,
    });
    const [after] = await s.t.database.db.select().from(schema.engineConnections);
    expect(after!.apiKeyEncrypted).toBe(row!.apiKeyEncrypted);

    const replaced = await s.call(s.owner, 'PUT', `${s.organization}/engine-connections/chatgpt`, {
      data: { apiKey: 'sk-another-key-9z8y' },
    });
    expect(replaced.json().data).toMatchObject({
      apiKeyMasked: '••••9z8y',
      baseUrl: 'https://proxy.example.com/v1',
    });
  });

  it('removes a connection; the next DELETE finds nothing', async () => {
    await s.call(s.owner, 'PUT', `${s.organization}/engine-connections/claude`, { data: { apiKey: ownKey } });
    const removed = await s.call(s.owner, 'DELETE', `${s.organization}/engine-connections/claude`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toMatchObject({ engine: 'claude', configured: false, source: 'none' });
    expect(await s.t.database.db.select().from(schema.engineConnections)).toEqual([]);
    const again = await s.call(s.owner, 'DELETE', `${s.organization}/engine-connections/claude`);
    expect(again.statusCode).toBe(404);
  });

  it("shows the server's environment key as the source, never the key, until the organization saves its own", async () => {
    const withEnv = await createTestApp(kind, {
      OPENAI_API_KEY: envKey,
      SERPAPI_API_KEY: 'serp-env-key-123456',
      OPENAI_COMPATIBLE_BASE_URL: 'http://ollama.internal:11434/v1',
      OPENAI_COMPATIBLE_MODEL: 'llama3.2',
    });
    try {
      const me = await s.signUp(withEnv, 'envowner');
      const org = await s.documentIdOf(withEnv, me);
      const res = await s.call(me, 'GET', `${org}/engine-connections`, undefined, withEnv);
      expect(res.body).not.toContain(envKey);
      expect(res.body).not.toContain('serp-env-key');
      expect(res.body).not.toContain('ollama.internal');
      const byEngine = new Map(
        EngineConnection.array()
          .parse(res.json().data)
          .map((c) => [c.engine, c]),
      );
      expect(byEngine.get('chatgpt')).toMatchObject({
        configured: true,
        source: 'environment',
        apiKeyMasked: null,
      });
      expect(byEngine.get('google-aio')?.source).toBe('environment');
      expect(byEngine.get('google-ai-mode')?.source).toBe('environment');
      expect(byEngine.get('openai-compatible')).toMatchObject({ source: 'environment', model: 'llama3.2' });
      expect(byEngine.get('claude')?.source).toBe('none');

      await s.call(me, 'PUT', `${org}/engine-connections/chatgpt`, { data: { apiKey: ownKey } }, withEnv);
      expect((await s.list(me, withEnv, org)).find((c) => c.engine === 'chatgpt')?.source).toBe(
        'organization',
      );
      const removed = await s.call(me, 'DELETE', `${org}/engine-connections/chatgpt`, undefined, withEnv);
      expect(removed.json().data).toMatchObject({ source: 'environment', configured: true });
    } finally {
      await withEnv.close();
    }
  });

  it('lets every member read, and only admins and owners write', async () => {
    await s.call(s.owner, 'PUT', `${s.organization}/engine-connections/chatgpt`, {
      data: { apiKey: ownKey },
    });
    const viewer = await s.join('viewer', 'viewer');
    const editor = await s.join('editor', 'editor');
    const admin = await s.join('admin', 'admin');
    for (const member of [viewer, editor]) {
      const read = await s.list(member);
      expect(read.find((c) => c.engine === 'chatgpt')?.apiKeyMasked).toBe('••••1a2b');
      const writes: Array<['PUT' | 'DELETE' | 'POST', string, unknown?]> = [
        ['PUT', 'engine-connections/chatgpt', { data: { apiKey: 'sk-stolen-12345678' } }],
        ['DELETE', 'engine-connections/chatgpt'],
        ['POST', 'engine-connections/chatgpt/test', {}],
      ];
      for (const [method, path, payload] of writes) {
        const res = await s.call(member, method, `${s.organization}/${path}`, payload);
        expect(res.statusCode, `${method} ${path}`).toBe(403);
        expect(res.json().error.name).toBe('ForbiddenError');
      }
    }
    const byAdmin = await s.call(admin, 'PUT', `${s.organization}/engine-connections/perplexity`, {
      data: { apiKey: 'pplx-admin-key-5678' },
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect((await s.list()).find((c) => c.engine === 'chatgpt')?.apiKeyMasked).toBe('••••1a2b');
  });

  it("answers 404 for another organization's connections, on every verb", async () => {
    await s.call(s.owner, 'PUT', `${s.organization}/engine-connections/chatgpt`, {
      data: { apiKey: ownKey },
    });
    const outsider = await s.signUp(s.t, 'outsider');
    for (const key of [s.organization, String(s.owner.organizationId)]) {
      const attempts: Array<['GET' | 'PUT' | 'DELETE' | 'POST', string, unknown?]> = [
        ['GET', `${key}/engine-connections`],
        ['PUT', `${key}/engine-connections/chatgpt`, { data: { apiKey: 'sk-planted-12345678' } }],
        ['DELETE', `${key}/engine-connections/chatgpt`],
        ['POST', `${key}/engine-connections/chatgpt/test`, {}],
      ];
      for (const [method, path, payload] of attempts) {
        const res = await s.call(outsider, method, path, payload);
        expect(res.statusCode, `${method} ${path}`).toBe(404);
        expect(res.json().error.name).toBe('NotFoundError');
        expect(res.body).not.toContain('1a2b');
      }
    }
    expect((await s.list()).find((c) => c.engine === 'chatgpt')?.apiKeyMasked).toBe('••••1a2b');
    const anonymous = await s.t.app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${s.organization}/engine-connections`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('names what is invalid: unknown engine, the simulator, key, URL, model, unknown fields', async () => {
    const unknown = await s.call(s.owner, 'PUT', `${s.organization}/engine-connections/bing`, {
      data: { apiKey: ownKey },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({ name: 'ValidationError', message: 'Unknown engine "bing"' });
    expect(s.errorPaths(unknown.json())).toEqual(['engine']);
    const simulated = await s.call(s.owner, 'PUT', `${s.organization}/engine-connections/simulated`, {
      data: { apiKey: ownKey },
    });
    expect(simulated.statusCode).toBe(400);
    expect(simulated.json().error.message).toContain('simulated');
    expect((await s.call(s.owner, 'DELETE', `${s.organization}/engine-connections/bing`)).statusCode).toBe(
      400,
    );

    const cases: Array<[string, unknown, string[]]> = [
      ['chatgpt', { apiKey: 'short' }, ['data.apiKey']],
      ['chatgpt', { apiKey: 'has a space in it' }, ['data.apiKey']],
      ['chatgpt', { apiKey: null }, ['data.apiKey']],
      ['chatgpt', { apiKey: 'x'.repeat(501) }, ['data.apiKey']],
      ['chatgpt', { apiKey: ownKey, baseUrl: 'not a url' }, ['data.baseUrl']],
      ['chatgpt', { apiKey: ownKey, baseUrl: 'ftp://files.example.com' }, ['data.baseUrl']],
      ['chatgpt', { apiKey: ownKey, baseUrl: 'http://127.0.0.1:8080/v1' }, ['data.baseUrl']],
      ['chatgpt', { apiKey: ownKey, baseUrl: 'http://169.254.169.254/' }, ['data.baseUrl']],
      ['claude', { apiKey: ownKey, baseUrl: 'http://[::1]/' }, ['data.baseUrl']],
      ['openai-compatible', { baseUrl: 'http://localhost:11434/v1', model: 'm' }, ['data.baseUrl']],
      ['openai-compatible', { baseUrl: 'http://me:pw@ollama.example.com/v1', model: 'm' }, ['data.baseUrl']],
      ['chatgpt', { apiKey: ownKey, model: 'm'.repeat(101) }, ['data.model']],
      ['chatgpt', { apiKey: ownKey, secret: 1 }, ['data']],
      ['chatgpt', { model: 'gpt-5' }, ['data.apiKey']],
      ['openai-compatible', { apiKey: ownKey }, ['data.baseUrl', 'data.model']],
    ];
    for (const [engine, data, paths] of cases) {
      const res = await s.call(s.owner, 'PUT', `${s.organization}/engine-connections/${engine}`, { data });
      expect(res.statusCode, JSON.stringify(data).slice(0, 80)).toBe(400);
      expect(s.errorPaths(res.json()), JSON.stringify(data).slice(0, 80)).toEqual(paths);
    }
    const nullKey = await s.call(s.owner, 'PUT', `${s.organization}/engine-connections/chatgpt`, {
      data: { apiKey: null },
    });
    expect(nullKey.json().error.details.errors[0].message).toMatch(/DELETE/);
    expect(await s.t.database.db.select().from(schema.engineConnections)).toEqual([]);

    // An OpenAI-compatible server may take no key at all.
    const local = await s.call(s.owner, 'PUT', `${s.organization}/engine-connections/openai-compatible`, {
      data: { baseUrl: 'http://ollama.example.com:11434/v1', model: 'llama3.2' },
    });
    expect(local.statusCode, local.body).toBe(200);
    expect(local.json().data).toMatchObject({ configured: true, apiKeyMasked: null, model: 'llama3.2' });
  });
});
