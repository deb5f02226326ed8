import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEngine, type EngineConfigs } from '../create-engine.ts';
import {
  anthropicFixtures,
  geminiFixtures,
  type MockServer,
  openaiCompatibleFixtures,
  openaiResponsesFixtures,
  perplexityFixtures,
  routes,
  type Scenario,
  scenario,
  serpApiFixtures,
  startMockServer,
} from '../testing/index.ts';
import type { EngineId } from '../types.ts';
import { createGuardedFetch, type GuardedFetch } from './guarded-fetch.ts';

/**
 * Every adapter with the guarded fetch (undici's, with its own Request and Response): the SDKs answer through it
 * as through the global fetch, and are refused when the operator has not allowed the loopback mock server.
 */
let server: MockServer;
let allowed: GuardedFetch;
let strict: GuardedFetch;
beforeAll(async () => {
  server = await startMockServer();
  allowed = createGuardedFetch({ allowedHosts: [new URL(server.url).host] });
  strict = createGuardedFetch();
});
afterAll(async () => {
  await Promise.all([allowed.close(), strict.close(), server.close()]);
});
beforeEach(() => server.reset());

type Case = [EngineId, string, Scenario, (baseURL: string) => Record<string, unknown>];
const cases: Case[] = [
  [
    'chatgpt',
    routes.openaiResponses,
    scenario.json(openaiResponsesFixtures.responsesWithCitations),
    (url) => ({ baseURL: `${url}/v1`, model: 'gpt-test' }),
  ],
  [
    'perplexity',
    routes.openaiResponses,
    scenario.json(perplexityFixtures.agentWithCitations),
    (url) => ({ baseURL: `${url}/v1` }),
  ],
  [
    'openai-compatible',
    routes.chatCompletions,
    scenario.json(openaiCompatibleFixtures.compatibleWithLinks),
    (url) => ({ baseURL: `${url}/v1`, model: 'llama-test' }),
  ],
  [
    'claude',
    routes.anthropicMessages,
    scenario.json(anthropicFixtures.claudeWithCitations),
    (url) => ({ baseURL: url, model: 'claude-test' }),
  ],
  [
    'gemini',
    routes.geminiGenerate('gemini-test'),
    scenario.json(geminiFixtures.geminiWithCitations),
    (url) => ({ baseURL: url, model: 'gemini-test' }),
  ],
  ['google-aio', routes.serpApiSearch, scenario.json(serpApiFixtures.aioInline), (url) => ({ baseURL: url })],
  [
    'google-ai-mode',
    routes.serpApiSearch,
    scenario.json(serpApiFixtures.aiModeWithCitations),
    (url) => ({ baseURL: url }),
  ],
];

describe.each(cases)('%s through the guarded fetch', (engine, route, answer, config) => {
  const create = (fetch: GuardedFetch) =>
    createEngine(engine, {
      apiKey: 'test-key-0000',
      timeoutMs: 5000,
      fetch: fetch.fetch,
      ...config(server.url),
    } as EngineConfigs[typeof engine]);

  it('answers when the operator allows the host', async () => {
    server.enqueue(route, answer);
    const result = await create(allowed).ask({ text: 'Reply with OK.' });
    expect(result.status).toBe('ok');
    expect(result.citations.length).toBeGreaterThan(0);
    expect(server.requests).toHaveLength(1);
  });

  it('times out on a hanging server like with the global fetch', async () => {
    server.enqueue(route, scenario.hang());
    await expect(create(allowed).ask({ text: 'Reply with OK.' }, { timeoutMs: 300 })).rejects.toMatchObject({
      kind: 'timeout',
    });
  });

  it('is refused, as a permanent blocked_address error, when the operator does not', async () => {
    server.enqueue(route, answer);
    await expect(create(strict).ask({ text: 'Reply with OK.' })).rejects.toMatchObject({
      kind: 'blocked_address',
      retryable: false,
    });
    expect(server.requests).toEqual([]);
  });
});
