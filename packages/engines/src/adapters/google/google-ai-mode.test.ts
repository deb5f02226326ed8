import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  aiModeCitedPhrases,
  aiModeKoreanText,
  aiModeNoAnswer,
  aiModeWithCitations,
  aiModeWithoutCitations,
  serpApiInvalidKey,
  serpApiNoResults,
  serpApiNotAnObject,
  serpApiOutOfSearches,
  serpApiRateLimited,
  serpApiServerError,
} from '../../testing/fixtures/serpapi.ts';
import { type MockServer, routes, scenario, startMockServer } from '../../testing/mock-server.ts';
import { citedSpans } from '../../testing/spans.ts';
import { createGoogleAIModeEngine, type GoogleAIModeConfig } from './google-ai-mode.ts';

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const route = routes.serpApiSearch;
const engine = (config: Partial<GoogleAIModeConfig> = {}) =>
  createGoogleAIModeEngine({ apiKey: 'serp-test-key', baseURL: server.url, timeoutMs: 5000, ...config });
const prompt = { text: '서울에서 인기 있는 커피 브랜드는?', language: 'ko-KR', country: 'KR' };
const query = (i: number) => Object.fromEntries(server.requests[i]?.query ?? []);

describe('google-ai-mode adapter', () => {
  it('composes a Korean AI Mode answer with block-level citations matched by reference index', async () => {
    server.enqueue(route, scenario.json(aiModeWithCitations));
    const answer = await engine().ask(prompt);
    expect(answer.text).toBe(aiModeKoreanText);
    expect(citedSpans(answer)).toEqual(aiModeCitedPhrases.map((c) => ({ url: c.url, span: c.phrase })));
    expect(answer.citations.map((c) => c.title)).toEqual(aiModeCitedPhrases.map((c) => c.title));
    expect(answer).toMatchObject({
      status: 'ok',
      model: 'google-ai-mode',
      usage: { inputTokens: 0, outputTokens: 0 },
      cost: 0.015,
    });
    expect(answer.raw).toEqual(aiModeWithCitations);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.path).toBe('/search.json');
    expect(query(0)).toEqual({
      engine: 'google_ai_mode',
      q: prompt.text,
      gl: 'kr',
      hl: 'ko',
      api_key: 'serp-test-key',
    });
  });

  it('returns an answer without references with no citations', async () => {
    server.enqueue(route, scenario.json(aiModeWithoutCitations));
    const answer = await engine({ costPerSearch: 0.02 }).ask(prompt);
    expect(answer).toMatchObject({
      status: 'ok',
      text: '취향에 따라 고르시면 됩니다.',
      citations: [],
      cost: 0.02,
    });
  });

  it('reports a body without text_blocks, or with no results at all, as no_answer', async () => {
    server.enqueue(route, scenario.json(aiModeNoAnswer), scenario.json(serpApiNoResults));
    for (const raw of [aiModeNoAnswer, serpApiNoResults]) {
      const answer = await engine().ask(prompt);
      expect(answer).toMatchObject({ status: 'no_answer', text: '', citations: [], cost: 0.015 });
      expect(answer.raw).toEqual(raw);
    }
  });

  it('omits gl and hl when neither the config nor the prompt has a locale', async () => {
    server.enqueue(route, scenario.json(aiModeNoAnswer));
    await engine().ask({ text: 'coffee' });
    expect(query(0)).toEqual({ engine: 'google_ai_mode', q: 'coffee', api_key: 'serp-test-key' });
  });
});

describe('google-ai-mode adapter errors', () => {
  it('maps 429 with retry-after to a retryable rate_limited', async () => {
    server.enqueue(route, scenario.error(429, serpApiRateLimited, { 'retry-after': '7' }));
    await expect(engine().ask(prompt)).rejects.toMatchObject({
      kind: 'rate_limited',
      retryable: true,
      retryAfterMs: 7000,
      status: 429,
    });
  });

  it('maps 5xx, with or without a JSON body, to a retryable server error', async () => {
    server.enqueue(route, scenario.error(500, serpApiServerError), {
      kind: 'raw',
      status: 502,
      body: '<html>Bad gateway</html>',
    });
    await expect(engine().ask(prompt)).rejects.toMatchObject({
      kind: 'server',
      retryable: true,
      status: 500,
    });
    await expect(engine().ask(prompt)).rejects.toMatchObject({
      kind: 'server',
      retryable: true,
      status: 502,
    });
  });

  it('times out on a hanging server', async () => {
    server.enqueue(route, scenario.hang());
    const started = Date.now();
    await expect(engine().ask(prompt, { timeoutMs: 300 })).rejects.toMatchObject({
      kind: 'timeout',
      retryable: true,
    });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('maps invalid JSON, a body that is not an object and wrong text_blocks to malformed', async () => {
    server.enqueue(
      route,
      scenario.malformed(),
      scenario.json(serpApiNotAnObject),
      scenario.json({ text_blocks: { type: 'paragraph' } }),
    );
    for (let i = 0; i < 3; i++) {
      await expect(engine().ask(prompt)).rejects.toMatchObject({ kind: 'malformed', retryable: false });
    }
  });

  it('maps an error in a 200 body: exhausted searches to quota, anything else to a retryable server error', async () => {
    server.enqueue(
      route,
      scenario.json(serpApiOutOfSearches),
      scenario.json({ error: 'Google AI Mode search failed. Please try again.' }),
    );
    await expect(engine().ask(prompt)).rejects.toMatchObject({ kind: 'quota', retryable: false });
    await expect(engine().ask(prompt)).rejects.toMatchObject({ kind: 'server', retryable: true });
  });

  it('maps 401 "Invalid API key" to a permanent auth error without the key in the message', async () => {
    server.enqueue(route, scenario.error(401, serpApiInvalidKey));
    const error = await engine()
      .ask(prompt)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'auth', retryable: false, status: 401 });
    expect(String((error as Error).message)).not.toContain('serp-test-key');
  });
});
