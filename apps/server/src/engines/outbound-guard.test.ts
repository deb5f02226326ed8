import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AuthResponse, type ConnectableEngineId, connectableEngineIds } from '@sightline/contracts';
import { upsertEngineConnection } from '@sightline/db';
import { testDatabaseKinds } from '@sightline/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { multipartBody } from '#testing/images.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { waitUntil } from '#testing/wait-until.ts';
import { lastFour, sealApiKey } from './connection-keys.ts';

/**
 * Finding 1 of the hardening issue: an organization's engine base URL must not reach loopback, private or
 * link-local addresses (in any spelling, through DNS or redirects) unless the operator allows them, and no
 * response, neither a connection test nor a run's stored error, may carry what the server there said.
 */

const secret = 'SECRET-internal-7f3a9c';
const apiKey = 'sk-guard-test-0123456789';

type Mode = { status: number; body: string; headers?: Record<string, string> };
/** What the listener answers, on every path; `hits` counts what reached it. */
let mode: Mode = { status: 200, body: '' };
let hits = 0;
let listener: Server;
let listenerPort: number;
let redirector: Server;
let redirectorPort: number;

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  listener = createServer((req, res) => {
    hits += 1;
    req.resume();
    res.writeHead(mode.status, { 'content-type': 'application/json', ...mode.headers }).end(mode.body);
  });
  redirector = createServer((req, res) => {
    req.resume();
    res.writeHead(307, { location: `http://127.0.0.1:${listenerPort}${req.url ?? '/'}` }).end();
  });
  listenerPort = await listen(listener);
  redirectorPort = await listen(redirector);
});
afterAll(async () => {
  for (const server of [listener, redirector]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
beforeEach(() => {
  hits = 0;
  mode = { status: 200, body: '' };
});

/** Provider-style failures, each carrying the secret in its body and error message. */
const leaks: Array<[string, Mode, string]> = [
  [
    '401 with the secret',
    { status: 401, body: JSON.stringify({ error: { message: secret, code: secret } }) },
    'auth',
  ],
  [
    '400 with the secret',
    { status: 400, body: JSON.stringify({ error: { message: secret }, detail: secret }) },
    'bad_request',
  ],
  [
    '500 with the secret',
    { status: 500, body: JSON.stringify({ error: { message: `boom ${secret}` } }) },
    'server',
  ],
  ['200 that is not JSON', { status: 200, body: `<html>${secret}</html>` }, 'malformed'],
  ['200 JSON of another shape', { status: 200, body: JSON.stringify({ secret, error: secret }) }, ''],
];

describe.each(testDatabaseKinds())('outbound guard for engine base URLs on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function signUp(app: TestApp, username: string) {
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/auth/local/register',
      payload: { username, email: `${username}@example.com`, password: 'correct horse battery' },
    });
    const { jwt, user } = AuthResponse.parse(res.json());
    return { jwt, user, organizationId: user.lastSelectedOrganizationId! };
  }
  const connectionUrl = (organizationId: number, engine: string, suffix = '') =>
    `/api/v1/organizations/${organizationId}/engine-connections/${engine}${suffix}`;
  /** Tests unsaved values; each engine signs up its own owner (the test route allows 20 calls a minute each). */
  async function testConnection(
    app: TestApp,
    who: { jwt: string; organizationId: number },
    engine: string,
    baseUrl: string,
  ) {
    const res = await app.as(who.jwt, {
      method: 'POST',
      url: connectionUrl(who.organizationId, engine, '/test'),
      payload: { data: { apiKey, baseUrl, model: 'test-model' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  }

  it('refuses loopback, private, link-local and metadata addresses, by name, spelling and redirect, for every engine', async () => {
    // The redirector itself is allowed (as a public-looking host would be); where it sends the request is not.
    t = await createTestApp(kind, { ENGINE_ALLOWED_HOSTS: `127.0.0.1:${redirectorPort}` });
    const urls = [
      `http://127.0.0.1:${listenerPort}/v1`,
      `http://localhost:${listenerPort}/v1`,
      `http://[::1]:${listenerPort}/v1`,
      `http://[::ffff:127.0.0.1]:${listenerPort}/v1`,
      `http://2130706433:${listenerPort}/v1`,
      `http://0x7f.1:${listenerPort}/v1`,
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.1/v1',
      'http://0.0.0.0/v1',
      `http://127.0.0.1:${redirectorPort}/v1`,
    ];
    for (const engine of connectableEngineIds) {
      const owner = await signUp(t, `guard-${engine}`);
      for (const baseUrl of urls) {
        const res = await testConnection(t, owner, engine, baseUrl);
        expect(res.json().data, `${engine} ${baseUrl}`).toMatchObject({
          ok: false,
          errorKind: 'blocked_address',
        });
        expect(res.json().data.message).toMatch(/not allowed/);
      }
    }
    expect(hits).toBe(0);
  });

  it("never shows what the server at a base URL answered, in a test's message, for every engine", async () => {
    t = await createTestApp(kind, { ENGINE_ALLOWED_HOSTS: `127.0.0.1:${listenerPort}` });
    for (const engine of connectableEngineIds) {
      const owner = await signUp(t, `leak-${engine}`);
      for (const [name, answer, expectedKind] of leaks) {
        mode = answer;
        const res = await testConnection(t, owner, engine, `http://127.0.0.1:${listenerPort}/v1`);
        expect(res.body, `${engine}: ${name}`).not.toContain(secret);
        expect(res.body, `${engine}: ${name}`).not.toContain('SECRET');
        const data = res.json().data;
        expect(data.ok, `${engine}: ${name}`).toBe(false);
        if (expectedKind) expect(data.errorKind, `${engine}: ${name}`).toBe(expectedKind);
      }
    }
    expect(hits).toBeGreaterThan(0);
  });

  it('lets the operator allow a loopback host, by address or by name and port', async () => {
    mode = {
      status: 200,
      body: JSON.stringify({
        id: 'chatcmpl-1',
        object: 'chat.completion',
        model: 'llama-local',
        choices: [{ index: 0, message: { role: 'assistant', content: 'OK' }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 3, completion_tokens: 1, total_tokens: 4 },
      }),
    };
    for (const [allowed, host] of [
      ['127.0.0.1', '127.0.0.1'],
      [`localhost:${listenerPort}`, 'localhost'],
    ]) {
      t = await createTestApp(kind, { ENGINE_ALLOWED_HOSTS: allowed! });
      const owner = await signUp(t, 'operator');
      const baseUrl = `http://${host}:${listenerPort}/v1`;
      const saved = await t.as(owner.jwt, {
        method: 'PUT',
        url: connectionUrl(owner.organizationId, 'openai-compatible'),
        payload: { data: { baseUrl, model: 'llama-local' } },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const res = await t.as(owner.jwt, {
        method: 'POST',
        url: connectionUrl(owner.organizationId, 'openai-compatible', '/test'),
      });
      expect(res.json().data, allowed).toMatchObject({ ok: true, model: 'llama-local' });
      await t.close();
      t = undefined;
    }
  });

  it('refuses to save a base URL that is a blocked address or holds credentials, naming data.baseUrl', async () => {
    t = await createTestApp(kind, { ENGINE_ALLOWED_HOSTS: 'localhost:11434' });
    const owner = await signUp(t, 'saver');
    const refused = [
      'http://127.0.0.1:11434/v1',
      'http://localhost:8080/v1',
      'http://[::1]/v1',
      'http://[::ffff:127.0.0.1]/v1',
      'http://2130706433/v1',
      'http://0x7f.1/v1',
      'http://169.254.169.254/latest',
      'http://10.1.2.3/v1',
      'http://192.168.0.10/v1',
      'http://[fe80::1]/v1',
      'https://user:password@api.example.com/v1',
    ];
    for (const engine of ['chatgpt', 'openai-compatible', 'google-aio'] as ConnectableEngineId[]) {
      for (const baseUrl of refused) {
        const res = await t.as(owner.jwt, {
          method: 'PUT',
          url: connectionUrl(owner.organizationId, engine),
          payload: { data: { apiKey, baseUrl, model: 'm' } },
        });
        expect(res.statusCode, `${engine} ${baseUrl}`).toBe(400);
        expect(res.json().error.name).toBe('ValidationError');
        expect(res.json().error.details.errors.map((e: { path: string[] }) => e.path.join('.'))).toEqual([
          'data.baseUrl',
        ]);
        expect(res.body).not.toContain('password@');
      }
    }
    const allowed = await t.as(owner.jwt, {
      method: 'PUT',
      url: connectionUrl(owner.organizationId, 'openai-compatible'),
      payload: { data: { baseUrl: 'http://localhost:11434/v1', model: 'llama3.2' } },
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    const rows = await t.database.db.execute(sql`select base_url from engine_connections`);
    const saved = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as Array<{
      base_url: string;
    }>;
    expect(saved.map((r) => r.base_url)).toEqual(['http://localhost:11434/v1']);
  });

  it("keeps a run's stored error to our own words, and refuses a stored blocked base URL when collecting", async () => {
    t = await createTestApp(kind, { ENGINE_ALLOWED_HOSTS: `127.0.0.1:${listenerPort}` }, { jobs: true });
    const owner = await signUp(t, 'collector');
    const project = await t.as(owner.jwt, {
      method: 'POST',
      url: '/api/v1/projects',
      payload: multipartBody({
        member: owner.user.lastSelectedMemberId,
        workspace: owner.user.lastSelectedWorkspaceId,
        name: 'Guarded',
        brandName: 'Guarded',
        engines: ['chatgpt', 'claude'],
        queries: [{ text: 'best coffee in Seoul', language: 'en' }],
      }),
    });
    expect(project.statusCode, project.body).toBe(200);
    const projectId = project.json().data.documentId as string;
    const save = (engine: ConnectableEngineId, baseUrl: string) =>
      upsertEngineConnection(t!.database.db, {
        organizationId: owner.organizationId,
        engine,
        apiKeyEncrypted: sealApiKey(t!.services!.secret, owner.organizationId, engine, apiKey),
        apiKeyLast4: lastFour(apiKey),
        baseUrl,
        model: 'test-model',
      });
    // chatgpt answers an error full of the secret; claude's base URL (saved before the check existed) is the
    // cloud metadata address.
    await save('chatgpt', `http://127.0.0.1:${listenerPort}/v1`);
    await save('claude', 'http://169.254.169.254');
    mode = {
      status: 400,
      body: JSON.stringify({ error: { message: `bad request ${secret}`, type: secret } }),
    };

    const started = await t.as(owner.jwt, { method: 'POST', url: `/api/v1/projects/${projectId}/collect` });
    expect(started.statusCode, started.body).toBe(202);
    const { collect, day } = started.json().data;
    const [y, m, d] = (day as string).split('-');
    const { body, view } = await waitUntil(
      'the collect to finish',
      async () => {
        const res = await t!.as(owner.jwt, {
          method: 'GET',
          url: `/api/v1/projects/${projectId}/collects/${y}/${m}/${d}`,
        });
        const view = res.json().data.find((c: { documentId: string }) => c.documentId === collect) as
          | { status: string; runs: Array<{ engine: string; errorKind: string; error: string }> }
          | undefined;
        return { body: res.body, view };
      },
      ({ view }) => !!view && ['completed', 'partial', 'failed'].includes(view.status),
      { intervalMs: 200, describe: ({ body }) => body },
    );
    expect(view?.status, body).toBe('failed');
    expect(body).not.toContain(secret);
    expect(body).not.toContain('SECRET');
    const byEngine = new Map(view!.runs.map((r) => [r.engine, r]));
    expect(byEngine.get('chatgpt')).toMatchObject({
      errorKind: 'bad_request',
      error: 'The engine refused the request: check the model and the base URL (HTTP 400)',
    });
    expect(byEngine.get('claude')?.errorKind).toBe('blocked_address');
    const stored = await t.database.db.execute(sql`select error from runs`);
    expect(JSON.stringify(stored)).not.toContain(secret);
  });
});
