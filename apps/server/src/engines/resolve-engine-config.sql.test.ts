import { type AppError, type ConnectableEngineId, connectableEngineIds } from '@sightline/contracts';
import { upsertEngineConnection } from '@sightline/db';
import { createTestDatabase, seedTenancy, type TestDatabase, testDatabaseKinds } from '@sightline/db/testing';
import {
  type MockServer,
  openaiCompatibleFixtures,
  routes,
  scenario,
  startMockServer,
} from '@sightline/engines/testing';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testSecret } from '#testing/test-app.ts';
import { loadConfig } from '../config.ts';
import { createServices, type Services } from '../services.ts';
import { lastFour, sealApiKey } from './connection-keys.ts';
import { createConfiguredEngine } from './engine-from-config.ts';
import { resolveEngineConfig } from './resolve-engine-config.ts';

const env = {
  LOG_LEVEL: 'silent',
  OPENAI_API_KEY: 'sk-env-openai-0000',
  SERPAPI_API_KEY: 'serp-env-0000',
};

describe.each(testDatabaseKinds())('resolveEngineConfig on %s', (kind) => {
  let database: TestDatabase;
  let services: Services;
  let organizationId: number;
  let otherOrganizationId: number;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    services = createServices({
      config: loadConfig(env),
      database,
      secret: testSecret,
      logger: pino({ level: 'silent' }),
    });
    organizationId = (await seedTenancy(database.db, 'Acme')).organization.id;
    otherOrganizationId = (await seedTenancy(database.db, 'Globex')).organization.id;
  });
  afterEach(async () => {
    await database.close();
  });

  async function save(
    engine: ConnectableEngineId,
    values: { apiKey?: string; baseUrl?: string; model?: string },
    org = organizationId,
    secret = testSecret,
  ) {
    await upsertEngineConnection(database.db, {
      organizationId: org,
      engine,
      apiKeyEncrypted: values.apiKey ? sealApiKey(secret, org, engine, values.apiKey) : null,
      apiKeyLast4: values.apiKey ? lastFour(values.apiKey) : null,
      baseUrl: values.baseUrl ?? null,
      model: values.model ?? null,
    });
  }

  it('answers null for the simulator and for engines with no credentials anywhere', async () => {
    expect(await resolveEngineConfig(services, organizationId, 'simulated')).toBeNull();
    expect(await resolveEngineConfig(services, organizationId, 'claude')).toBeNull();
    expect(await resolveEngineConfig(services, organizationId, 'openai-compatible')).toBeNull();
  });

  it("falls back to the server's environment, SerpApi for both Google engines", async () => {
    expect(await resolveEngineConfig(services, organizationId, 'chatgpt')).toEqual({
      apiKey: 'sk-env-openai-0000',
      source: 'environment',
    });
    for (const engine of ['google-aio', 'google-ai-mode'] as const) {
      expect(await resolveEngineConfig(services, organizationId, engine)).toEqual({
        apiKey: 'serp-env-0000',
        source: 'environment',
      });
    }
  });

  it("prefers the organization's own connection, decrypted, and only for that organization", async () => {
    await save('chatgpt', {
      apiKey: 'sk-own-key-1234',
      baseUrl: 'https://proxy.example.com/v1',
      model: 'gpt-x',
    });
    await save('claude', { apiKey: 'sk-ant-own-5678' });
    expect(await resolveEngineConfig(services, organizationId, 'chatgpt')).toEqual({
      apiKey: 'sk-own-key-1234',
      baseURL: 'https://proxy.example.com/v1',
      model: 'gpt-x',
      source: 'organization',
    });
    expect(await resolveEngineConfig(services, organizationId, 'claude')).toEqual({
      apiKey: 'sk-ant-own-5678',
      source: 'organization',
    });
    expect((await resolveEngineConfig(services, otherOrganizationId, 'chatgpt'))?.source).toBe('environment');
    expect(await resolveEngineConfig(services, otherOrganizationId, 'claude')).toBeNull();
  });

  it('gives a key-less OpenAI-compatible connection an empty key', async () => {
    await save('openai-compatible', { baseUrl: 'http://localhost:11434/v1', model: 'llama3.2' });
    expect(await resolveEngineConfig(services, organizationId, 'openai-compatible')).toEqual({
      apiKey: '',
      baseURL: 'http://localhost:11434/v1',
      model: 'llama3.2',
      source: 'organization',
    });
  });

  it('refuses a key sealed under another secret, or for another organization, instead of using the server key', async () => {
    await save('chatgpt', { apiKey: 'sk-own-key-1234' }, organizationId, `${testSecret}-old`);
    const error = (await resolveEngineConfig(services, organizationId, 'chatgpt').catch(
      (e) => e,
    )) as AppError;
    expect(error.name).toBe('ApplicationError');
    expect(error.message).toMatch(/cannot be decrypted.*save the key again/);
    expect(error.message).not.toContain('sk-own');
  });
});

describe('createConfiguredEngine', () => {
  let mock: MockServer;
  beforeAll(async () => {
    mock = await startMockServer();
  });
  afterAll(() => mock.close());
  beforeEach(() => mock.reset());

  it('builds every real engine, and refuses the simulator', () => {
    for (const engine of connectableEngineIds) {
      const adapter = createConfiguredEngine(
        engine,
        {
          apiKey: 'sk-test-0000',
          baseURL: 'http://127.0.0.1:9/v1',
          model: 'm',
          source: 'organization',
        },
        { allowedHosts: [] },
      );
      expect(adapter.id).toBe(engine);
    }
    expect(() =>
      createConfiguredEngine('simulated', { apiKey: '', source: 'environment' }, { allowedHosts: [] }),
    ).toThrow(/simulated/);
    expect(() =>
      createConfiguredEngine(
        'openai-compatible',
        {
          apiKey: '',
          baseURL: 'http://x/v1',
          source: 'organization',
        },
        { allowedHosts: [] },
      ),
    ).toThrow(/model/);
  });

  it('calls a key-less OpenAI-compatible server with a placeholder key and the given timeout', async () => {
    mock.enqueue(routes.chatCompletions, scenario.json(openaiCompatibleFixtures.compatibleWithoutLinks));
    const engine = createConfiguredEngine(
      'openai-compatible',
      { apiKey: '', baseURL: `${mock.url}/v1`, model: 'llama-test', source: 'organization' },
      { allowedHosts: ['127.0.0.1'], timeoutMs: 5000 },
    );
    const answer = await engine.ask({ text: 'Reply with OK.' });
    expect(answer.status).toBe('ok');
    expect(mock.requests[0]?.headers.authorization).toBe('Bearer no-key');
  });

  it("refuses an organization's loopback base URL for every engine unless the operator allows it", async () => {
    for (const engine of connectableEngineIds) {
      const adapter = createConfiguredEngine(
        engine,
        { apiKey: 'sk-test-0000', baseURL: `${mock.url}/v1`, model: 'm', source: 'organization' },
        { allowedHosts: [], timeoutMs: 5000 },
      );
      await expect(adapter.ask({ text: 'Reply with OK.' }), engine).rejects.toMatchObject({
        kind: 'blocked_address',
        retryable: false,
      });
    }
    expect(mock.requests).toEqual([]);
  });

  it("trusts the host of the operator's own base URL, and only for the environment's credentials", async () => {
    mock.enqueue(routes.chatCompletions, scenario.json(openaiCompatibleFixtures.compatibleWithoutLinks));
    const resolved = { apiKey: '', baseURL: `${mock.url}/v1`, model: 'llama-test' };
    const fromEnvironment = createConfiguredEngine(
      'openai-compatible',
      { ...resolved, source: 'environment' },
      { allowedHosts: [] },
    );
    expect((await fromEnvironment.ask({ text: 'Reply with OK.' })).status).toBe('ok');
    const fromOrganization = createConfiguredEngine(
      'openai-compatible',
      { ...resolved, source: 'organization' },
      { allowedHosts: [] },
    );
    await expect(fromOrganization.ask({ text: 'Reply with OK.' })).rejects.toMatchObject({
      kind: 'blocked_address',
    });
    expect(mock.requests).toHaveLength(1);
  });
});
