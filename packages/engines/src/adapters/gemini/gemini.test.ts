import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  geminiBlocked,
  geminiCitedPhrases,
  geminiInvalidKey,
  geminiKoreanText,
  geminiRateLimited,
  geminiServerError,
  geminiUnauthenticated,
  geminiWithCitations,
  geminiWithoutCitations,
  geminiWrongShape,
} from '../../testing/fixtures/gemini.ts';
import { type MockServer, routes, scenario, startMockServer } from '../../testing/mock-server.ts';
import { citedSpans } from '../../testing/spans.ts';
import { createGeminiEngine } from './gemini.ts';

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const route = routes.geminiGenerate('gemini-test');
const engine = () =>
  createGeminiEngine({ apiKey: 'g-key', baseURL: server.url, model: 'gemini-test', timeoutMs: 5000 });
const prompt = { text: '국내 커피 브랜드 순위를 알려줘', language: 'ko', country: 'KR' };

describe('gemini adapter', () => {
  it('converts UTF-8 byte segments of a Korean answer (two parts) into string spans', async () => {
    server.enqueue(route, scenario.json(geminiWithCitations));
    const answer = await engine().ask(prompt);
    expect(answer.text).toBe(geminiKoreanText);
    expect(citedSpans(answer)).toEqual(geminiCitedPhrases.map((c) => ({ url: c.url, span: c.phrase })));
    expect(answer.citations.map((c) => c.title)).toEqual(geminiCitedPhrases.map((c) => c.title));
    // Reading the byte offsets as string indices would have produced other spans.
    expect(geminiKoreanText.slice(69, 135)).not.toBe(geminiCitedPhrases[1]?.phrase);
    expect(answer).toMatchObject({
      status: 'ok',
      model: 'gemini-2.5-flash-001',
      usage: { inputTokens: 25, outputTokens: 60 },
      cost: null,
    });
    expect(answer.raw).toEqual(geminiWithCitations);
    // Resolving the grounding redirects is opt-in (gemini-redirects.test.ts): nothing else was contacted.
    expect(answer.citations.every((c) => c.resolvedUrl === undefined)).toBe(true);
    expect(server.requests).toHaveLength(1);
  });

  it('sends the model in the path, the google_search tool, the prompt and x-goog-api-key', async () => {
    server.enqueue(route, scenario.json(geminiWithoutCitations));
    await engine().ask(prompt);
    const [request] = server.requests;
    expect(request?.path).toBe('/v1beta/models/gemini-test:generateContent');
    expect(request?.headers['x-goog-api-key']).toBe('g-key');
    const body = request?.body as { contents: unknown; tools: unknown };
    expect(body.contents).toEqual([{ role: 'user', parts: [{ text: prompt.text }] }]);
    expect(body.tools).toEqual([{ googleSearch: {} }]);
  });

  it('returns no citations when groundingMetadata is missing', async () => {
    server.enqueue(route, scenario.json(geminiWithoutCitations));
    const answer = await engine().ask(prompt);
    expect(answer.text).toBe('커피 브랜드는 취향에 따라 다릅니다.');
    expect(answer.citations).toEqual([]);
    expect(answer.status).toBe('ok');
  });

  it('reports a blocked prompt as no_answer', async () => {
    server.enqueue(route, scenario.json(geminiBlocked));
    await expect(engine().ask(prompt)).resolves.toMatchObject({
      status: 'no_answer',
      text: '',
      citations: [],
    });
  });

  it('maps 429 with retry-after to rate_limited; falls back to RetryInfo', async () => {
    server.enqueue(
      route,
      scenario.error(429, geminiRateLimited, { 'retry-after': '3' }),
      scenario.error(429, geminiRateLimited),
    );
    await expect(engine().ask(prompt)).rejects.toMatchObject({
      kind: 'rate_limited',
      retryable: true,
      retryAfterMs: 3000,
      status: 429,
    });
    await expect(engine().ask(prompt)).rejects.toMatchObject({ kind: 'rate_limited', retryAfterMs: 46_000 });
  });

  it('maps 5xx to a retryable server error', async () => {
    server.enqueue(route, scenario.error(500, geminiServerError));
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
    server.enqueue(route, scenario.malformed(), scenario.json(geminiWrongShape));
    await expect(engine().ask(prompt)).rejects.toMatchObject({ kind: 'malformed', retryable: false });
    await expect(engine().ask(prompt)).rejects.toMatchObject({ kind: 'malformed', retryable: false });
  });

  it('maps 401 and a 400 API_KEY_INVALID to a permanent auth error', async () => {
    server.enqueue(route, scenario.error(401, geminiUnauthenticated), scenario.error(400, geminiInvalidKey));
    await expect(engine().ask(prompt)).rejects.toMatchObject({ kind: 'auth', retryable: false });
    await expect(engine().ask(prompt)).rejects.toMatchObject({ kind: 'auth', retryable: false });
  });
});
