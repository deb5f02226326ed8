import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  compatibleCitedPhrases,
  compatibleEmpty,
  compatibleKoreanText,
  compatibleWithLinks,
  compatibleWithoutLinks,
  compatibleWrongShape,
} from '../../testing/fixtures/openai-compatible.ts';
import { openaiServerError, openaiUnauthorized } from '../../testing/fixtures/openai-responses.ts';
import { type MockServer, routes, scenario, startMockServer } from '../../testing/mock-server.ts';
import { citedSpans } from '../../testing/spans.ts';
import { createOpenAICompatibleEngine } from './openai-compatible.ts';

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const route = routes.chatCompletions;
const engine = () =>
  createOpenAICompatibleEngine({
    apiKey: 'local-key',
    baseURL: `${server.url}/v1`,
    model: 'llama3.1:8b',
    timeoutMs: 5000,
  });
const prompt = { text: '커피 브랜드 추천해 줘', language: 'ko' };

describe('openai-compatible adapter', () => {
  it('extracts markdown links and bare URLs from a Korean answer as extracted citations', async () => {
    server.enqueue(route, scenario.json(compatibleWithLinks));
    const answer = await engine().ask(prompt);
    expect(answer.text).toBe(compatibleKoreanText);
    expect(citedSpans(answer)).toEqual(compatibleCitedPhrases.map((c) => ({ url: c.url, span: c.phrase })));
    expect(answer.citations.map((c) => c.title)).toEqual(compatibleCitedPhrases.map((c) => c.title));
    expect(answer.citations.every((c) => c.extracted === true)).toBe(true);
    expect(answer).toMatchObject({
      status: 'ok',
      model: 'llama3.1:8b',
      usage: { inputTokens: 20, outputTokens: 40 },
    });
  });

  it('sends model, messages and the bearer key to {baseURL}/chat/completions', async () => {
    server.enqueue(route, scenario.json(compatibleWithoutLinks));
    const answer = await engine().ask(prompt);
    expect(answer.citations).toEqual([]);
    const [request] = server.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer local-key');
    expect(request?.body).toEqual({
      model: 'llama3.1:8b',
      messages: [{ role: 'user', content: prompt.text }],
    });
  });

  it('reports an empty answer as no_answer', async () => {
    server.enqueue(route, scenario.json(compatibleEmpty));
    await expect(engine().ask(prompt)).resolves.toMatchObject({ status: 'no_answer', citations: [] });
  });

  it('maps 429 with retry-after to rate_limited', async () => {
    server.enqueue(route, scenario.error(429, { error: { message: 'slow down' } }, { 'retry-after': '1' }));
    await expect(engine().ask(prompt)).rejects.toMatchObject({
      kind: 'rate_limited',
      retryable: true,
      retryAfterMs: 1000,
    });
  });

  it('maps 5xx to server', async () => {
    server.enqueue(route, scenario.error(500, openaiServerError));
    await expect(engine().ask(prompt)).rejects.toMatchObject({
      kind: 'server',
      retryable: true,
      status: 500,
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

  it('maps invalid JSON and a wrong shape to malformed', async () => {
    server.enqueue(route, scenario.malformed(), scenario.json(compatibleWrongShape));
    await expect(engine().ask(prompt)).rejects.toMatchObject({ kind: 'malformed', retryable: false });
    await expect(engine().ask(prompt)).rejects.toMatchObject({ kind: 'malformed', retryable: false });
  });

  it('maps 401 to a permanent auth error', async () => {
    server.enqueue(route, scenario.error(401, openaiUnauthorized));
    await expect(engine().ask(prompt)).rejects.toMatchObject({ kind: 'auth', retryable: false, status: 401 });
  });
});
