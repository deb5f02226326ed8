import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EngineError } from '../../errors.ts';
import {
  aioCitedPhrases,
  aioInline,
  aioKoreanText,
  aioNoOverview,
  aioOverviewFollowUp,
  aioPageToken,
  aioSearchWithPageToken,
  aioWithoutCitations,
  serpApiInvalidKey,
  serpApiNoResults,
  serpApiNotAnObject,
  serpApiOutOfSearches,
  serpApiRateLimited,
  serpApiServerError,
} from '../../testing/fixtures/serpapi.ts';
import { type MockServer, routes, scenario, startMockServer } from '../../testing/mock-server.ts';
import { citedSpans } from '../../testing/spans.ts';
import { createGoogleAIOEngine, type GoogleAIOConfig } from './google-aio.ts';

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const route = routes.serpApiSearch;
const engine = (config: Partial<GoogleAIOConfig> = {}) =>
  createGoogleAIOEngine({ apiKey: 'serp-test-key', baseURL: server.url, timeoutMs: 5000, ...config });
const prompt = { text: '국내 커피 브랜드 순위는?', language: 'ko', country: 'KR' };
const query = (i: number) => Object.fromEntries(server.requests[i]?.query ?? []);

describe('google-aio adapter', () => {
  it('composes an inline Korean AI Overview with block-level citations matched by reference index', async () => {
    server.enqueue(route, scenario.json(aioInline));
    const answer = await engine().ask(prompt);
    expect(answer.text).toBe(aioKoreanText);
    expect(citedSpans(answer)).toEqual(aioCitedPhrases.map((c) => ({ url: c.url, span: c.phrase })));
    expect(answer.citations.map((c) => c.title)).toEqual(aioCitedPhrases.map((c) => c.title));
    expect(answer).toMatchObject({
      status: 'ok',
      model: 'google-ai-overview',
      usage: { inputTokens: 0, outputTokens: 0 },
      cost: 0.015,
    });
    expect(answer.raw).toEqual(aioInline);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.method).toBe('GET');
    expect(server.requests[0]?.path).toBe('/search.json');
    expect(query(0)).toEqual({
      engine: 'google',
      q: prompt.text,
      gl: 'kr',
      hl: 'ko',
      api_key: 'serp-test-key',
    });
  });

  it('follows ai_overview.page_token with a second search, costing two searches', async () => {
    server.enqueue(route, scenario.json(aioSearchWithPageToken), scenario.json(aioOverviewFollowUp));
    const answer = await engine({ costPerSearch: 0.01 }).ask(prompt);
    expect(answer.text).toBe(aioKoreanText);
    expect(citedSpans(answer)).toEqual(aioCitedPhrases.map((c) => ({ url: c.url, span: c.phrase })));
    expect(answer).toMatchObject({ status: 'ok', cost: 0.02 });
    expect(answer.raw).toEqual({ search: aioSearchWithPageToken, overview: aioOverviewFollowUp });
    expect(server.requests).toHaveLength(2);
    expect(query(1)).toEqual({
      engine: 'google_ai_overview',
      page_token: aioPageToken,
      api_key: 'serp-test-key',
    });
  });

  it('returns an overview without references with no citations', async () => {
    server.enqueue(route, scenario.json(aioWithoutCitations));
    const answer = await engine().ask(prompt);
    expect(answer).toMatchObject({
      status: 'ok',
      text: '커피 브랜드 순위는 기준에 따라 다릅니다.',
      citations: [],
    });
  });

  it('reports a search without an AI Overview, or with no results at all, as no_answer', async () => {
    server.enqueue(route, scenario.json(aioNoOverview), scenario.json(serpApiNoResults));
    for (const raw of [aioNoOverview, serpApiNoResults]) {
      const answer = await engine().ask(prompt);
      expect(answer).toMatchObject({ status: 'no_answer', text: '', citations: [], cost: 0.015 });
      expect(answer.raw).toEqual(raw);
    }
  });

  it('uses configured gl, hl and location over the prompt locale', async () => {
    server.enqueue(route, scenario.json(aioNoOverview));
    await engine({ gl: 'us', hl: 'en', location: 'Seoul, South Korea' }).ask(prompt);
    expect(query(0)).toMatchObject({ gl: 'us', hl: 'en', location: 'Seoul, South Korea' });
  });
});

describe('google-aio adapter errors', () => {
  it('maps 429 with retry-after to a retryable rate_limited', async () => {
    server.enqueue(route, scenario.error(429, serpApiRateLimited, { 'retry-after': '2' }));
    await expect(engine().ask(prompt)).rejects.toMatchObject({
      kind: 'rate_limited',
      retryable: true,
      retryAfterMs: 2000,
      status: 429,
    });
  });

  it('maps 429 "run out of searches" to a permanent quota error', async () => {
    server.enqueue(route, scenario.error(429, serpApiOutOfSearches));
    await expect(engine().ask(prompt)).rejects.toMatchObject({
      kind: 'quota',
      retryable: false,
      status: 429,
    });
  });

  it('maps 5xx to a retryable server error', async () => {
    server.enqueue(route, scenario.error(503, serpApiServerError));
    await expect(engine().ask(prompt)).rejects.toMatchObject({
      kind: 'server',
      retryable: true,
      status: 503,
    });
  });

  it('times out on a hanging server, also while following a page_token', async () => {
    server.enqueue(route, scenario.hang(), scenario.json(aioSearchWithPageToken), scenario.hang());
    for (let i = 0; i < 2; i++) {
      const started = Date.now();
      await expect(engine().ask(prompt, { timeoutMs: 300 })).rejects.toMatchObject({
        kind: 'timeout',
        retryable: true,
      });
      expect(Date.now() - started).toBeLessThan(3000);
    }
  });

  it('rejects with the caller reason when the caller aborts', async () => {
    server.enqueue(route, scenario.hang());
    const controller = new AbortController();
    const pending = engine().ask(prompt, { signal: controller.signal });
    await server.waitForRequests(1);
    controller.abort(new Error('cancelled by queue'));
    await expect(pending).rejects.toThrow('cancelled by queue');
  });

  it('maps invalid JSON, a body that is not an object and a wrong ai_overview to malformed', async () => {
    server.enqueue(
      route,
      scenario.malformed(),
      scenario.json(serpApiNotAnObject),
      scenario.json({ ai_overview: 'none' }),
      scenario.json({ ai_overview: { text_blocks: 'none' } }),
    );
    for (let i = 0; i < 4; i++) {
      await expect(engine().ask(prompt)).rejects.toMatchObject({ kind: 'malformed', retryable: false });
    }
  });

  it('maps 401 "Invalid API key" to a permanent auth error: our message, SerpApi\'s words only in the detail, no key', async () => {
    server.enqueue(route, scenario.error(401, serpApiInvalidKey));
    const error = await engine()
      .ask(prompt)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'auth', retryable: false, status: 401 });
    expect((error as Error).message).toBe('The engine did not accept the API key (HTTP 401)');
    expect((error as EngineError).detail).toContain('Invalid API key');
    expect((error as EngineError).detail).not.toContain('serp-test-key');
  });
});
