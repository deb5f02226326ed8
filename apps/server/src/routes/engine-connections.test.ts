import {
  AuthResponse,
  connectableEngineIds,
  EngineConnection,
  EngineConnectionTestResult,
  ErrorEnvelope,
} from '@sightline/contracts';
import { schema } from '@sightline/db';
import { testDatabaseKinds } from '@sightline/db/testing';
import {
  type MockServer,
  openaiCompatibleFixtures,
  openaiResponsesFixtures,
  routes,
  scenario,
  startMockServer,
} from '@sightline/engines/testing';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openApiKey } from '../engines/connection-keys.ts';
import { createTestApp, type TestApp, testSecret } from '../testing/test-app.ts';

interface Account {
  jwt: string;
  email: string;
  organizationId: number;
}

const ownKey = 'sk-proj-own0123456789abcdef1a2b';
const envKey = 'sk-env-server0123456789zz9y';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMockServer();
});
afterAll(() => mock.close());
beforeEach(() => mock.reset());

describe.each(testDatabaseKinds)('engine connections API on %s', (kind) => {
  let t: TestApp;
  let owner: Account;
  let organization: string;

  async function signUp(app: TestApp, username: string): Promise<Account> {
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/auth/local/register',
      payload: { username, email: `${username}@example.com`, password: 'correct horse battery' },
    });
    const { jwt, user } = AuthResponse.parse(res.json());
    return { jwt, email: user.email, organizationId: user.lastSelectedOrganizationId! };
  }
  async function documentIdOf(app: TestApp, who: Account): Promise<string> {
    const res = await app.as(who.jwt, {
      method: 'GET',
      url: `/api/sightline-organizations/${who.organizationId}`,
    });
    return res.json().data.documentId;
  }
  const call = (
    who: Account,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    payload?: unknown,
    app = t,
  ) =>
    app.as(who.jwt, {
      method,
      url: `/api/v1/organizations/${path}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const list = async (who = owner, app = t, org = organization) => {
    const res = await call(who, 'GET', `${org}/engine-connections`, undefined, app);
    expect(res.statusCode, res.body).toBe(200);
    return EngineConnection.array().parse(res.json().data);
  };
  const errorPaths = (body: unknown) =>
    ((ErrorEnvelope.parse(body).error.details.errors ?? []) as Array<{ path: string[] }>).map((e) =>
      e.path.join('.'),
    );
  async function join(role: 'viewer' | 'editor' | 'admin', username: string): Promise<Account> {
    const member = await signUp(t, username);
    const invite = await call(owner, 'POST', `${organization}/invitations`, {
      data: { email: member.email, role },
    });
    expect(invite.statusCode, invite.body).toBe(200);
    const token = /token=(\S+)/.exec(t.mailer.last(member.email)?.text ?? '')?.[1];
    const accepted = await t.as(member.jwt, {
      method: 'POST',
      url: '/api/v1/invitations/accept',
      payload: { token },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    return member;
  }

  beforeEach(async () => {
    // The loopback mock server is reachable only because the operator allows its exact host and port.
    t = await createTestApp(kind, { ENGINE_ALLOWED_HOSTS: new URL(mock.url).host });
    owner = await signUp(t, 'owner');
    organization = await documentIdOf(t, owner);
  });
  afterEach(async () => {
    await t.close();
  });

  it('limits connection tests to 20 a minute per user, with Retry-After', async () => {
    // Without a key each test fails at once, but it still counts: the limit protects the engines' credit.
    for (let i = 0; i < 20; i++) {
      const res = await call(owner, 'POST', `${organization}/engine-connections/chatgpt/test`, {});
      expect(res.statusCode, res.body).toBe(400);
    }
    const refused = await call(owner, 'POST', `${organization}/engine-connections/chatgpt/test`, {});
    expect(refused.statusCode).toBe(429);
    expect(ErrorEnvelope.parse(refused.json()).error.name).toBe('RateLimitError');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Per user: another admin of the organization may still test.
    const admin = await join('admin', 'second-admin');
    const other = await call(admin, 'POST', `${organization}/engine-connections/chatgpt/test`, {});
    expect(other.statusCode, other.body).toBe(400);
  });

  it('lists every engine but the simulator, none configured at first', async () => {
    const connections = await list();
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
    expect(await list(owner, t, String(owner.organizationId))).toHaveLength(connectableEngineIds.length);
  });

  it('saves a key encrypted, shows only its mask, and keeps it when a later save omits it', async () => {
    const saved = await call(owner, 'PUT', `${organization}/engine-connections/chatgpt`, {
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

    const listed = await call(owner, 'GET', `${organization}/engine-connections`);
    expect(listed.body).not.toContain(ownKey);
    expect(listed.body).not.toContain('apiKeyEncrypted');
    const chatgpt = (await list()).find((c) => c.engine === 'chatgpt');
    expect(chatgpt).toMatchObject({ source: 'organization', apiKeyMasked: '••••1a2b' });
    expect(Date.parse(chatgpt!.updatedAt!)).not.toBeNaN();

    const [row] = await t.database.db
      .select()
      .from(schema.engineConnections)
      .where(eq(schema.engineConnections.organizationId, owner.organizationId));
    expect(row).toMatchObject({ engine: 'chatgpt', apiKeyLast4: '1a2b', model: 'gpt-5-mini' });
    expect(JSON.stringify(row)).not.toContain(ownKey);
    expect(JSON.stringify(row)).not.toContain('own0123456789');
    expect(row!.apiKeyEncrypted).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(openApiKey(testSecret, owner.organizationId, 'chatgpt', row!.apiKeyEncrypted!)).toBe(ownKey);

    const kept = await call(owner, 'PUT', `${organization}/engine-connections/chatgpt`, {
      data: { baseUrl: 'https://proxy.example.com/v1', model: null },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({
      apiKeyMasked: '••••1a2b',
      baseUrl: 'https://proxy.example.com/v1',
      model: null,
    });
    const [after] = await t.database.db.select().from(schema.engineConnections);
    expect(after!.apiKeyEncrypted).toBe(row!.apiKeyEncrypted);

    const replaced = await call(owner, 'PUT', `${organization}/engine-connections/chatgpt`, {
      data: { apiKey: 'sk-another-key-9z8y' },
    });
    expect(replaced.json().data).toMatchObject({
      apiKeyMasked: '••••9z8y',
      baseUrl: 'https://proxy.example.com/v1',
    });
  });

  it('removes a connection; the next DELETE finds nothing', async () => {
    await call(owner, 'PUT', `${organization}/engine-connections/claude`, { data: { apiKey: ownKey } });
    const removed = await call(owner, 'DELETE', `${organization}/engine-connections/claude`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toMatchObject({ engine: 'claude', configured: false, source: 'none' });
    expect(await t.database.db.select().from(schema.engineConnections)).toEqual([]);
    const again = await call(owner, 'DELETE', `${organization}/engine-connections/claude`);
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
      const me = await signUp(withEnv, 'envowner');
      const org = await documentIdOf(withEnv, me);
      const res = await call(me, 'GET', `${org}/engine-connections`, undefined, withEnv);
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

      await call(me, 'PUT', `${org}/engine-connections/chatgpt`, { data: { apiKey: ownKey } }, withEnv);
      expect((await list(me, withEnv, org)).find((c) => c.engine === 'chatgpt')?.source).toBe('organization');
      const removed = await call(me, 'DELETE', `${org}/engine-connections/chatgpt`, undefined, withEnv);
      expect(removed.json().data).toMatchObject({ source: 'environment', configured: true });
    } finally {
      await withEnv.close();
    }
  });

  it('lets every member read, and only admins and owners write', async () => {
    await call(owner, 'PUT', `${organization}/engine-connections/chatgpt`, { data: { apiKey: ownKey } });
    const viewer = await join('viewer', 'viewer');
    const editor = await join('editor', 'editor');
    const admin = await join('admin', 'admin');
    for (const member of [viewer, editor]) {
      const read = await list(member);
      expect(read.find((c) => c.engine === 'chatgpt')?.apiKeyMasked).toBe('••••1a2b');
      const writes: Array<['PUT' | 'DELETE' | 'POST', string, unknown?]> = [
        ['PUT', 'engine-connections/chatgpt', { data: { apiKey: 'sk-stolen-12345678' } }],
        ['DELETE', 'engine-connections/chatgpt'],
        ['POST', 'engine-connections/chatgpt/test', {}],
      ];
      for (const [method, path, payload] of writes) {
        const res = await call(member, method, `${organization}/${path}`, payload);
        expect(res.statusCode, `${method} ${path}`).toBe(403);
        expect(res.json().error.name).toBe('ForbiddenError');
      }
    }
    const byAdmin = await call(admin, 'PUT', `${organization}/engine-connections/perplexity`, {
      data: { apiKey: 'pplx-admin-key-5678' },
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect((await list()).find((c) => c.engine === 'chatgpt')?.apiKeyMasked).toBe('••••1a2b');
  });

  it("answers 404 for another organization's connections, on every verb", async () => {
    await call(owner, 'PUT', `${organization}/engine-connections/chatgpt`, { data: { apiKey: ownKey } });
    const outsider = await signUp(t, 'outsider');
    for (const key of [organization, String(owner.organizationId)]) {
      const attempts: Array<['GET' | 'PUT' | 'DELETE' | 'POST', string, unknown?]> = [
        ['GET', `${key}/engine-connections`],
        ['PUT', `${key}/engine-connections/chatgpt`, { data: { apiKey: 'sk-planted-12345678' } }],
        ['DELETE', `${key}/engine-connections/chatgpt`],
        ['POST', `${key}/engine-connections/chatgpt/test`, {}],
      ];
      for (const [method, path, payload] of attempts) {
        const res = await call(outsider, method, path, payload);
        expect(res.statusCode, `${method} ${path}`).toBe(404);
        expect(res.json().error.name).toBe('NotFoundError');
        expect(res.body).not.toContain('1a2b');
      }
    }
    expect((await list()).find((c) => c.engine === 'chatgpt')?.apiKeyMasked).toBe('••••1a2b');
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${organization}/engine-connections`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('names what is invalid: unknown engine, the simulator, key, URL, model, unknown fields', async () => {
    const unknown = await call(owner, 'PUT', `${organization}/engine-connections/bing`, {
      data: { apiKey: ownKey },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({ name: 'ValidationError', message: 'Unknown engine "bing"' });
    expect(errorPaths(unknown.json())).toEqual(['engine']);
    const simulated = await call(owner, 'PUT', `${organization}/engine-connections/simulated`, {
      data: { apiKey: ownKey },
    });
    expect(simulated.statusCode).toBe(400);
    expect(simulated.json().error.message).toContain('simulated');
    expect((await call(owner, 'DELETE', `${organization}/engine-connections/bing`)).statusCode).toBe(400);

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
      const res = await call(owner, 'PUT', `${organization}/engine-connections/${engine}`, { data });
      expect(res.statusCode, JSON.stringify(data).slice(0, 80)).toBe(400);
      expect(errorPaths(res.json()), JSON.stringify(data).slice(0, 80)).toEqual(paths);
    }
    const nullKey = await call(owner, 'PUT', `${organization}/engine-connections/chatgpt`, {
      data: { apiKey: null },
    });
    expect(nullKey.json().error.details.errors[0].message).toMatch(/DELETE/);
    expect(await t.database.db.select().from(schema.engineConnections)).toEqual([]);

    // An OpenAI-compatible server may take no key at all.
    const local = await call(owner, 'PUT', `${organization}/engine-connections/openai-compatible`, {
      data: { baseUrl: 'http://ollama.example.com:11434/v1', model: 'llama3.2' },
    });
    expect(local.statusCode, local.body).toBe(200);
    expect(local.json().data).toMatchObject({ configured: true, apiKeyMasked: null, model: 'llama3.2' });
  });

  describe('connection test', () => {
    const testUrl = (engine = 'chatgpt') => `${organization}/engine-connections/${engine}/test`;

    it('asks the saved connection a tiny prompt and reports the model and latency', async () => {
      await call(owner, 'PUT', `${organization}/engine-connections/chatgpt`, {
        data: { apiKey: ownKey, baseUrl: `${mock.url}/v1`, model: 'gpt-test' },
      });
      mock.enqueue(routes.openaiResponses, scenario.json(openaiResponsesFixtures.responsesWithoutCitations));
      const res = await call(owner, 'POST', testUrl(), {});
      expect(res.statusCode, res.body).toBe(200);
      const result = EngineConnectionTestResult.parse(res.json().data);
      expect(result).toMatchObject({ ok: true, model: 'gpt-5-2026-01-01' });
      expect(result.ok && result.latencyMs).toBeGreaterThanOrEqual(0);
      const [request] = mock.requests;
      expect(request?.headers.authorization).toBe(`Bearer ${ownKey}`);
      expect(request?.body).toMatchObject({ model: 'gpt-test', input: 'Reply with OK.' });
    });

    it("reports a rejected key as an auth failure in our words: neither the key nor the provider's message", async () => {
      await call(owner, 'PUT', `${organization}/engine-connections/chatgpt`, {
        data: { apiKey: ownKey, baseUrl: `${mock.url}/v1` },
      });
      mock.enqueue(
        routes.openaiResponses,
        scenario.error(401, {
          error: {
            ...openaiResponsesFixtures.openaiUnauthorized.error,
            message: `Incorrect API key provided: ${ownKey}.`,
          },
        }),
      );
      const res = await call(owner, 'POST', testUrl());
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain(ownKey);
      const result = EngineConnectionTestResult.parse(res.json().data);
      expect(result).toMatchObject({
        ok: false,
        errorKind: 'auth',
        message: 'The engine did not accept the API key (HTTP 401)',
      });
      expect(res.body).not.toContain('Incorrect API key provided');
    });

    it('tests unsaved values before saving them, and saves nothing', async () => {
      mock.enqueue(routes.openaiResponses, scenario.json(openaiResponsesFixtures.responsesWithoutCitations));
      const res = await call(owner, 'POST', testUrl(), {
        data: { apiKey: 'sk-unsaved-key-4321', baseUrl: `${mock.url}/v1` },
      });
      expect(res.json().data).toMatchObject({ ok: true });
      expect(mock.requests[0]?.headers.authorization).toBe('Bearer sk-unsaved-key-4321');
      expect(await t.database.db.select().from(schema.engineConnections)).toEqual([]);
    });

    it('tests a key-less OpenAI-compatible server', async () => {
      await call(owner, 'PUT', `${organization}/engine-connections/openai-compatible`, {
        data: { baseUrl: `${mock.url}/v1`, model: 'llama-test' },
      });
      mock.enqueue(routes.chatCompletions, scenario.json(openaiCompatibleFixtures.compatibleWithoutLinks));
      const res = await call(owner, 'POST', testUrl('openai-compatible'));
      expect(res.json().data).toMatchObject({ ok: true });
      expect(mock.requests[0]?.body).toMatchObject({ model: 'llama-test' });
    });

    it('answers 400 when there is no key anywhere, or the body is invalid', async () => {
      const none = await call(owner, 'POST', testUrl(), {});
      expect(none.statusCode).toBe(400);
      expect(none.json().error.message).toBe(
        'No chatgpt API key to test: enter one, or set OPENAI_API_KEY on the server',
      );
      const noBody = await call(owner, 'POST', testUrl('claude'));
      expect(noBody.statusCode).toBe(400);
      const badUrl = await call(owner, 'POST', testUrl(), {
        data: { apiKey: ownKey, baseUrl: 'javascript:alert(1)' },
      });
      expect(errorPaths(badUrl.json())).toEqual(['data.baseUrl']);
      const unknownEngine = await call(owner, 'POST', testUrl('bing'), {});
      expect(unknownEngine.json().error.message).toBe('Unknown engine "bing"');
      expect(mock.requests).toEqual([]);
    });
  });
});
