import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EngineError } from '../../errors.ts';
import { fanOutOf } from '../../fan-out/fan-out-of.ts';
import {
  koreanAnswerText,
  koreanCitedPhrases,
  openaiInsufficientQuota,
  openaiRateLimited,
  openaiServerError,
  openaiUnauthorized,
  responsesWithCitations,
  responsesWithFanOut,
  responsesWithoutCitations,
  responsesWrongShape,
} from '../../testing/fixtures/openai-responses.ts';
import { type MockServer, routes, scenario, startMockServer } from '../../testing/mock-server.ts';
import { citedSpans } from '../../testing/spans.ts';
import { createChatGPTEngine } from './chatgpt.ts';

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const engine = () =>
  createChatGPTEngine({ apiKey: 'sk-test', baseURL: `${server.url}/v1`, model: 'gpt-test', timeoutMs: 5000 });
const prompt = { text: '서울에서 인기 있는 커피 브랜드는?', language: 'ko', country: 'KR' };

describe('chatgpt adapter', () => {
  it('reads a Korean answer with url_citation annotations as UTF-16 spans, clamped to the text', async () => {
    server.enqueue(routes.openaiResponses, scenario.json(responsesWithCitations));
    const answer = await engine().ask(prompt);
    expect(answer.text).toBe(koreanAnswerText);
    expect(answer.status).toBe('ok');
    expect(citedSpans(answer)).toEqual(koreanCitedPhrases.map((c) => ({ url: c.url, span: c.phrase })));
    expect(answer.citations[0]?.title).toBe('커피 브랜드 순위');
    expect(answer).toMatchObject({
      model: 'gpt-5-2026-01-01',
      usage: { inputTokens: 120, outputTokens: 80 },
      cost: null,
    });
    expect(answer.raw).toEqual(responsesWithCitations);
  });

  it('sends model, web_search tool, prompt and bearer key to /v1/responses', async () => {
    server.enqueue(routes.openaiResponses, scenario.json(responsesWithoutCitations));
    await engine().ask(prompt, { model: 'gpt-override' });
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/responses');
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.body).toEqual({
      model: 'gpt-override',
      input: prompt.text,
      include: ['web_search_call.action.sources'],
      tools: [{ type: 'web_search', user_location: { type: 'approximate', country: 'KR' } }],
    });
  });

  it('keeps what the model searched and the pages it read beside the answer (fan-out)', async () => {
    server.enqueue(routes.openaiResponses, scenario.json(responsesWithFanOut));
    const answer = await engine().ask(prompt);
    expect(answer.citations.map((c) => c.url)).toEqual(['https://news.example.kr/coffee-brands']);
    expect(fanOutOf('chatgpt', answer.raw)).toEqual({
      searchQueries: ['서울 인기 커피 브랜드', '커피 프랜차이즈 매장 수 2026', 'ediya store count'],
      retrieved: [
        { url: 'https://news.example.kr/coffee-brands' },
        { url: 'https://stats.example.kr/franchise' },
        { url: 'https://ediya.example.com/stores' },
      ],
    });
  });

  it('returns an answer without citations, with cost from configured pricing', async () => {
    server.enqueue(routes.openaiResponses, scenario.json(responsesWithoutCitations));
    const answer = await createChatGPTEngine({
      apiKey: 'sk-test',
      baseURL: `${server.url}/v1`,
      pricing: { inputPerMTok: 1, outputPerMTok: 10 },
    }).ask({ text: '추천해 줘' });
    expect(answer.citations).toEqual([]);
    expect(answer.text).toBe('특정 브랜드를 추천하기는 어렵습니다.');
    expect(answer.cost).toBeCloseTo((30 * 1 + 12 * 10) / 1_000_000);
  });

  it('maps 429 with retry-after to a retryable rate_limited error', async () => {
    server.enqueue(routes.openaiResponses, scenario.error(429, openaiRateLimited, { 'retry-after': '7' }));
    const error = await engine()
      .ask(prompt)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ kind: 'rate_limited', retryable: true, retryAfterMs: 7000, status: 429 });
  });

  it('prefers retry-after-ms', async () => {
    server.enqueue(
      routes.openaiResponses,
      scenario.error(429, openaiRateLimited, { 'retry-after-ms': '1500', 'retry-after': '9' }),
    );
    await expect(engine().ask(prompt)).rejects.toMatchObject({ kind: 'rate_limited', retryAfterMs: 1500 });
  });

  it('maps 429 insufficient_quota to a permanent quota error', async () => {
    server.enqueue(routes.openaiResponses, scenario.error(429, openaiInsufficientQuota));
    await expect(engine().ask(prompt)).rejects.toMatchObject({
      kind: 'quota',
      retryable: false,
      status: 429,
    });
  });

  it('maps 5xx to a retryable server error', async () => {
    server.enqueue(routes.openaiResponses, scenario.error(503, openaiServerError));
    await expect(engine().ask(prompt)).rejects.toMatchObject({
      kind: 'server',
      retryable: true,
      status: 503,
    });
  });

  it('times out on a hanging server', async () => {
    server.enqueue(routes.openaiResponses, scenario.hang());
    const started = Date.now();
    await expect(engine().ask(prompt, { timeoutMs: 300 })).rejects.toMatchObject({
      kind: 'timeout',
      retryable: true,
    });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('rejects with the caller reason when the caller aborts', async () => {
    server.enqueue(routes.openaiResponses, scenario.hang());
    const controller = new AbortController();
    const pending = engine().ask(prompt, { signal: controller.signal, timeoutMs: 5000 });
    await server.waitForRequests(1);
    controller.abort(new Error('cancelled by queue'));
    await expect(pending).rejects.toThrow('cancelled by queue');
  });

  it('maps invalid JSON and a wrong shape to malformed', async () => {
    server.enqueue(routes.openaiResponses, scenario.malformed(), scenario.json(responsesWrongShape));
    await expect(engine().ask(prompt)).rejects.toMatchObject({ kind: 'malformed', retryable: false });
    await expect(engine().ask(prompt)).rejects.toMatchObject({ kind: 'malformed', retryable: false });
  });

  it('maps 401 to a permanent auth error and 400 to bad_request', async () => {
    server.enqueue(
      routes.openaiResponses,
      scenario.error(401, openaiUnauthorized),
      scenario.error(400, openaiUnauthorized),
    );
    await expect(engine().ask(prompt)).rejects.toMatchObject({ kind: 'auth', retryable: false, status: 401 });
    await expect(engine().ask(prompt)).rejects.toMatchObject({
      kind: 'bad_request',
      retryable: false,
      status: 400,
    });
  });
});
