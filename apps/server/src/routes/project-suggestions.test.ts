import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AuthResponse, ErrorEnvelope, ProjectSuggestionsResponse } from '@sightline/contracts';
import { suggestFromTemplates } from '@sightline/core';
import { upsertEngineConnection } from '@sightline/db';
import { testDatabaseKinds } from '@sightline/db/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testSecret } from '#testing/test-app.ts';
import { lastFour, sealApiKey } from '../engines/connection-keys.ts';

/**
 * The wizard's suggestions: from the built-in templates without a key, from the organization's engine with one
 * (a loopback OpenAI-compatible server here), back to the templates when that engine fails, without ever passing
 * on what it said; per-account rate limit; only the caller's organization's key is used.
 */

const secret = 'SECRET-provider-words-5d1e';
const apiKey = 'sk-suggest-test-0123456789';

const completion = (content: string) =>
  JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1_790_000_000,
    model: 'mock-model',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
    usage: { prompt_tokens: 200, completion_tokens: 300, total_tokens: 500 },
  });

const goodReply = `Here you go:\n\`\`\`json\n${JSON.stringify({
  competitors: [
    { name: '아우라랩', domains: ['https://www.AuraLab.kr/shop', 'not a domain'] },
    { name: '루미엘' }, // the brand itself: dropped
    { name: '' }, // invalid: dropped
    { name: '그린테라', domains: [] },
  ],
  prompts: [
    { text: '민감성 피부 수분크림 추천해줘', intent: 'commercial' },
    { text: '루미엘 공식 홈페이지', intent: 'navigational' }, // already listed: dropped
    { text: '루미엘 가격', intent: 'transactional' },
    { text: 'x'.repeat(301), intent: 'informational' }, // too long: dropped
    { text: '세안 후 바르는 순서', intent: 'unknown-intent' }, // unknown intent: dropped
  ],
})}\n\`\`\``;

type Mode = { status: number; body: string };
let mode: Mode = { status: 200, body: completion(goodReply) };
let requests: Array<{ url: string; body: string; authorization: string | undefined }> = [];
let mock: Server;
let mockPort: number;

beforeAll(async () => {
  mock = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      requests.push({ url: req.url ?? '', body, authorization: req.headers.authorization });
      res.writeHead(mode.status, { 'content-type': 'application/json' }).end(mode.body);
    });
  });
  await new Promise<void>((resolve) => mock.listen(0, '127.0.0.1', resolve));
  mockPort = (mock.address() as AddressInfo).port;
});
afterAll(async () => {
  mock.closeAllConnections();
  await new Promise((resolve) => mock.close(resolve));
});
beforeEach(() => {
  requests = [];
  mode = { status: 200, body: completion(goodReply) };
});

describe.each(testDatabaseKinds())('project suggestions on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, { ENGINE_ALLOWED_HOSTS: `127.0.0.1:${mockPort}` });
  });
  afterEach(async () => {
    await t.close();
  });

  async function signUp(username: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/register',
      payload: { username, email: `${username}@example.com`, password: 'correct horse battery' },
    });
    const { jwt, user } = AuthResponse.parse(res.json());
    return {
      jwt,
      organizationId: user.lastSelectedOrganizationId!,
      workspace: user.lastSelectedWorkspaceId!,
    };
  }
  async function connectMock(organizationId: number) {
    await upsertEngineConnection(t.database.db, {
      organizationId,
      engine: 'openai-compatible',
      apiKeyEncrypted: sealApiKey(testSecret, organizationId, 'openai-compatible', apiKey),
      apiKeyLast4: lastFour(apiKey),
      baseUrl: `http://127.0.0.1:${mockPort}/v1`,
      model: 'mock-model',
    });
  }
  const ask = (jwt: string, data: Record<string, unknown>) =>
    t.as(jwt, { method: 'POST', url: '/api/v1/project-suggestions', payload: { data } });
  const lumiel = (workspace: number) => ({
    workspace,
    brand: '루미엘',
    category: '화장품/스킨케어',
    language: 'ko',
    country: 'KR',
    competitors: ['설화수'],
    prompts: ['루미엘 공식 홈페이지'],
  });

  it('answers from the templates when the organization has no engine key', async () => {
    const owner = await signUp('templates');
    const res = await ask(owner.jwt, lumiel(owner.workspace));
    expect(res.statusCode, res.body).toBe(200);
    const { data } = ProjectSuggestionsResponse.parse(res.json());
    const expected = suggestFromTemplates({
      brand: '루미엘',
      category: '화장품/스킨케어',
      language: 'ko',
      competitors: ['설화수'],
      prompts: ['루미엘 공식 홈페이지'],
    });
    expect(data).toEqual({
      source: 'templates',
      competitors: expected.competitors,
      prompts: expected.prompts,
    });
    expect(data.competitors.map((c) => c.name)).toEqual(['이니스프리', '라네즈', '닥터자르트']);
    expect(data.prompts.map((p) => p.text)).not.toContain('루미엘 공식 홈페이지');
    expect(requests).toEqual([]);
  });

  it('asks the organization’s engine once, through the allow-listed guard, and keeps only valid new entries', async () => {
    const owner = await signUp('model');
    await connectMock(owner.organizationId);
    const res = await ask(owner.jwt, lumiel(owner.workspace));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      source: 'model',
      engine: 'openai-compatible',
      competitors: [
        { name: '아우라랩', domains: ['auralab.kr'] },
        { name: '그린테라', domains: [] },
      ],
      prompts: [
        { text: '민감성 피부 수분크림 추천해줘', intent: 'commercial' },
        { text: '루미엘 가격', intent: 'transactional' },
      ],
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('/v1/chat/completions');
    expect(requests[0]!.authorization).toBe(`Bearer ${apiKey}`);
    const sent = JSON.parse(requests[0]!.body) as { model: string; messages: Array<{ content: string }> };
    expect(sent.model).toBe('mock-model');
    expect(JSON.stringify(sent.messages)).toContain('루미엘');
    expect(JSON.stringify(sent.messages)).toContain('Korean');
  });

  it.each([
    [
      'a 500 full of the provider’s words',
      { status: 500, body: JSON.stringify({ error: { message: secret } }) },
    ],
    ['a reply that is not JSON', { status: 200, body: completion(`Sorry, I cannot help. ${secret}`) }],
    [
      'JSON without one usable prompt',
      {
        status: 200,
        body: completion(JSON.stringify({ competitors: [{ name: secret }], prompts: [{ text: secret }] })),
      },
    ],
    ['a body that is not a completion', { status: 200, body: `<html>${secret}</html>` }],
  ])('falls back to the templates on %s, and says so without echoing it', async (_, failure) => {
    mode = failure;
    const owner = await signUp('fallback');
    await connectMock(owner.organizationId);
    const res = await ask(owner.jwt, lumiel(owner.workspace));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(secret);
    const { data } = ProjectSuggestionsResponse.parse(res.json());
    expect(data.source).toBe('templates');
    expect(data.attempted).toBe('openai-compatible');
    expect(data.engine).toBeUndefined();
    expect(data.prompts.length).toBeGreaterThanOrEqual(8);
    expect(requests).toHaveLength(1);
  });

  it('never uses another organization’s key, and does not reach another organization’s workspace', async () => {
    const alice = await signUp('alice');
    await connectMock(alice.organizationId);
    const bob = await signUp('bob');
    const own = await ask(bob.jwt, lumiel(bob.workspace));
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.source).toBe('templates');
    const foreign = await ask(bob.jwt, lumiel(alice.workspace));
    expect(foreign.statusCode).toBe(404);
    expect(ErrorEnvelope.parse(foreign.json()).error.name).toBe('NotFoundError');
    expect(requests).toEqual([]);
  });

  it('names invalid fields', async () => {
    const owner = await signUp('invalid');
    const res = await ask(owner.jwt, { workspace: owner.workspace, brand: ' ', language: 'fr' });
    expect(res.statusCode).toBe(400);
    const errors = ErrorEnvelope.parse(res.json()).error.details.errors as Array<{ path: string[] }>;
    expect(errors.map((e) => e.path.join('.')).sort()).toEqual(['data.brand', 'data.language']);
    expect(
      (await t.as(undefined, { method: 'POST', url: '/api/v1/project-suggestions', payload: { data: {} } }))
        .statusCode,
    ).toBe(401);
  });

  it('allows ten suggestions a minute per account', async () => {
    const owner = await signUp('limited');
    const other = await signUp('unlimited');
    for (let i = 0; i < 10; i++) {
      expect((await ask(owner.jwt, lumiel(owner.workspace))).statusCode).toBe(200);
    }
    const refused = await ask(owner.jwt, lumiel(owner.workspace));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.name).toBe('RateLimitError');
    expect((await ask(other.jwt, lumiel(other.workspace))).statusCode).toBe(200);
  });
});
