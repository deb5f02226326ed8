import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  claudeCitedPhrases,
  claudeContinued,
  claudeKoreanText,
  claudeOverloaded,
  claudePaused,
  claudeRateLimited,
  claudeSearchError,
  claudeSpendLimit,
  claudeUnauthorized,
  claudeWithCitations,
  claudeWrongShape,
} from '../../testing/fixtures/anthropic.ts';
import { type MockServer, routes, scenario, startMockServer } from '../../testing/mock-server.ts';
import { citedSpans } from '../../testing/spans.ts';
import { createClaudeEngine } from './claude.ts';

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const route = routes.anthropicMessages;
const engine = () =>
  createClaudeEngine({ apiKey: 'ak-test', baseURL: server.url, model: 'claude-test', timeoutMs: 5000 });
const prompt = { text: '국내 커피 브랜드 중 매장이 가장 많은 곳은?', language: 'ko', country: 'KR' };

describe('claude adapter', () => {
  it('joins text blocks, a paragraph after the search, and spans each citation over its whole block', async () => {
    server.enqueue(route, scenario.json(claudeWithCitations));
    const answer = await engine().ask(prompt);
    expect(answer.text).toBe(claudeKoreanText);
    expect(citedSpans(answer)).toEqual(claudeCitedPhrases.map((c) => ({ url: c.url, span: c.phrase })));
    expect(answer.citations.map((c) => c.title)).toEqual(claudeCitedPhrases.map((c) => c.title));
    expect(answer).toMatchObject({
      status: 'ok',
      model: 'claude-sonnet-4-5-20250929',
      usage: { inputTokens: 6039, outputTokens: 931 },
    });
  });

  // engines.md documents `x-api-key` + `anthropic-version: 2023-06-01`; @anthropic-ai/sdk 1.12.0 sends the key
  // as a Bearer token and its own pinned version. The adapter keeps the SDK's choice; this pins it down.
  it('sends model, the web_search tool, the prompt, the API key and an anthropic-version', async () => {
    server.enqueue(route, scenario.json(claudeSearchError));
    await engine().ask(prompt);
    const [request] = server.requests;
    expect(request?.path).toBe('/v1/messages');
    expect(request?.headers['x-api-key'] ?? request?.headers.authorization).toMatch(/^(Bearer )?ak-test$/);
    expect(request?.headers['anthropic-version']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(request?.body).toEqual({
      model: 'claude-test',
      max_tokens: 4096,
      messages: [{ role: 'user', content: prompt.text }],
      tools: [
        {
          type: 'web_search_20250305',
          name: 'web_search',
          max_uses: 5,
          user_location: { type: 'approximate', country: 'KR' },
        },
      ],
    });
  });

  it('treats web_search_tool_result_error (HTTP 200) as an answer without citations', async () => {
    server.enqueue(route, scenario.json(claudeSearchError));
    const answer = await engine().ask(prompt);
    expect(answer.text).toBe('검색을 할 수 없었지만, 일반적으로 스타벅스가 잘 알려져 있습니다.');
    expect(answer.citations).toEqual([]);
    expect(answer.status).toBe('ok');
  });

  it('continues a pause_turn and keeps offsets running across turns', async () => {
    server.enqueue(route, scenario.json(claudePaused), scenario.json(claudeContinued));
    const answer = await engine().ask(prompt);
    expect(answer.text).toBe('먼저 찾아보겠습니다.\n\n스타벅스입니다');
    expect(citedSpans(answer).map((c) => c.span)).toEqual(['스타벅스입니다']);
    expect(answer.usage).toEqual({ inputTokens: 250, outputTokens: 30 });
    expect(answer.raw).toEqual([claudePaused, claudeContinued]);
    const second = server.requests[1]?.body as { messages: unknown[] };
    expect(second.messages).toEqual([
      { role: 'user', content: prompt.text },
      { role: 'assistant', content: claudePaused.content },
    ]);
  });

  it('maps 429 with retry-after to rate_limited and 529 to server', async () => {
    server.enqueue(
      route,
      scenario.error(429, claudeRateLimited, { 'retry-after': '12' }),
      scenario.error(529, claudeOverloaded),
    );
    await expect(engine().ask(prompt)).rejects.toMatchObject({
      kind: 'rate_limited',
      retryable: true,
      retryAfterMs: 12_000,
      status: 429,
    });
    await expect(engine().ask(prompt)).rejects.toMatchObject({
      kind: 'server',
      retryable: true,
      status: 529,
    });
  });

  it('maps 429 enforced_spend_limit_reached to a permanent quota error', async () => {
    server.enqueue(route, scenario.error(429, claudeSpendLimit, { 'retry-after': '60' }));
    await expect(engine().ask(prompt)).rejects.toMatchObject({ kind: 'quota', retryable: false });
  });

  it('maps 500 to a retryable server error', async () => {
    server.enqueue(
      route,
      scenario.error(500, { type: 'error', error: { type: 'api_error', message: 'boom' } }),
    );
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
    server.enqueue(route, scenario.malformed(), scenario.json(claudeWrongShape));
    await expect(engine().ask(prompt)).rejects.toMatchObject({ kind: 'malformed', retryable: false });
    await expect(engine().ask(prompt)).rejects.toMatchObject({ kind: 'malformed', retryable: false });
  });

  it('maps 401 to a permanent auth error', async () => {
    server.enqueue(route, scenario.error(401, claudeUnauthorized));
    await expect(engine().ask(prompt)).rejects.toMatchObject({ kind: 'auth', retryable: false, status: 401 });
  });
});
