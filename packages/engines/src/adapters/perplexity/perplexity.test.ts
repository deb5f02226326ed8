import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  agentCitedPhrases,
  agentKoreanText,
  agentWithCitations,
  agentWithoutCitations,
  perplexityRateLimited,
  perplexityServerError,
  perplexityUnauthorized,
  sonarCitedPhrases,
  sonarKoreanText,
  sonarWithCitations,
  sonarWithoutCitations,
} from '../../testing/fixtures/perplexity.ts';
import { type MockServer, routes, scenario, startMockServer } from '../../testing/mock-server.ts';
import { citedSpans } from '../../testing/spans.ts';
import { createPerplexityEngine } from './perplexity.ts';

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const engine = (api: 'agent' | 'sonar') =>
  createPerplexityEngine({ api, apiKey: 'pplx-test', baseURL: `${server.url}/v1`, timeoutMs: 5000 });
const prompt = { text: '국내 커피 브랜드 순위는?', language: 'ko', country: 'KR' };

describe('perplexity adapter, Agent API', () => {
  it('reads url_citation annotations of a Korean answer and the reported cost', async () => {
    server.enqueue(routes.openaiResponses, scenario.json(agentWithCitations));
    const answer = await engine('agent').ask(prompt);
    expect(answer.text).toBe(agentKoreanText);
    expect(citedSpans(answer)).toEqual(agentCitedPhrases.map((c) => ({ url: c.url, span: c.phrase })));
    expect(answer).toMatchObject({
      cost: 0.006,
      model: 'perplexity/sonar',
      usage: { inputTokens: 1200, outputTokens: 300 },
    });
  });

  it('sends model, web_search tool, prompt and bearer key to /v1/responses', async () => {
    server.enqueue(routes.openaiResponses, scenario.json(agentWithoutCitations));
    const answer = await engine('agent').ask(prompt);
    expect(answer.citations).toEqual([]);
    expect(answer.cost).toBeNull();
    const [request] = server.requests;
    expect(request?.path).toBe('/v1/responses');
    expect(request?.headers.authorization).toBe('Bearer pplx-test');
    expect(request?.body).toEqual({
      model: 'perplexity/sonar',
      input: prompt.text,
      tools: [{ type: 'web_search' }],
    });
  });
});

describe('perplexity adapter, Sonar', () => {
  it('maps 1-based [n] markers of a Korean answer to the claims they follow', async () => {
    server.enqueue(routes.chatCompletions, scenario.json(sonarWithCitations));
    const answer = await engine('sonar').ask(prompt);
    expect(answer.text).toBe(sonarKoreanText);
    expect(citedSpans(answer)).toEqual(sonarCitedPhrases.map((c) => ({ url: c.url, span: c.phrase })));
    expect(answer.citations.map((c) => c.title)).toEqual(sonarCitedPhrases.map((c) => c.title));
    expect(answer).toMatchObject({
      cost: 0.005,
      model: 'sonar',
      usage: { inputTokens: 10, outputTokens: 50 },
    });
  });

  it('sends model, messages, location and bearer key to /v1/chat/completions', async () => {
    server.enqueue(routes.chatCompletions, scenario.json(sonarWithoutCitations));
    const answer = await engine('sonar').ask(prompt, { model: 'sonar-pro' });
    expect(answer).toMatchObject({ text: '잘 모르겠습니다.', citations: [], cost: null });
    const [request] = server.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer pplx-test');
    expect(request?.body).toEqual({
      model: 'sonar-pro',
      messages: [{ role: 'user', content: prompt.text }],
      web_search_options: { user_location: { country: 'KR' } },
    });
  });
});

describe.each([
  ['agent', routes.openaiResponses],
  ['sonar', routes.chatCompletions],
] as const)('perplexity adapter errors (%s)', (api, route) => {
  it('maps 429 with retry-after to rate_limited', async () => {
    server.enqueue(route, scenario.error(429, perplexityRateLimited, { 'retry-after': '2' }));
    await expect(engine(api).ask(prompt)).rejects.toMatchObject({
      kind: 'rate_limited',
      retryable: true,
      retryAfterMs: 2000,
    });
  });

  it('maps 5xx to server', async () => {
    server.enqueue(route, scenario.error(502, perplexityServerError));
    await expect(engine(api).ask(prompt)).rejects.toMatchObject({
      kind: 'server',
      retryable: true,
      status: 502,
    });
  });

  it('times out on a hanging server', async () => {
    server.enqueue(route, scenario.hang());
    const started = Date.now();
    await expect(engine(api).ask(prompt, { timeoutMs: 300 })).rejects.toMatchObject({
      kind: 'timeout',
      retryable: true,
    });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('maps invalid JSON and a wrong shape to malformed', async () => {
    server.enqueue(route, scenario.malformed(), scenario.json({ id: 'x', object: 'unknown' }));
    await expect(engine(api).ask(prompt)).rejects.toMatchObject({ kind: 'malformed', retryable: false });
    await expect(engine(api).ask(prompt)).rejects.toMatchObject({ kind: 'malformed', retryable: false });
  });

  it('maps 401 to a permanent auth error', async () => {
    server.enqueue(route, scenario.error(401, perplexityUnauthorized));
    await expect(engine(api).ask(prompt)).rejects.toMatchObject({
      kind: 'auth',
      retryable: false,
      status: 401,
    });
  });
});
