import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  openRouterCitations,
  openRouterText,
  openRouterWithAnnotations,
} from '../../testing/fixtures/openrouter.ts';
import { type MockServer, routes, scenario, startMockServer } from '../../testing/mock-server.ts';
import { citedRows } from '../../testing/spans.ts';
import { createOpenAICompatibleEngine } from './openai-compatible.ts';

/** Issue 17: OpenRouter's url_citation annotations and the cost it reports. */
let server: MockServer;
beforeAll(async () => {
  server = await startMockServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const engine = () =>
  createOpenAICompatibleEngine({
    apiKey: 'or-key',
    baseURL: `${server.url}/v1`,
    model: 'openai/gpt-4.1-mini',
    timeoutMs: 5000,
    pricing: { inputPerMTok: 0.4, outputPerMTok: 1.6 },
  });

describe('openai-compatible adapter, annotations and reported cost', () => {
  it('cites url_citation annotations with their titles and spans, and links the text has besides', async () => {
    server.enqueue(routes.chatCompletions, scenario.json(openRouterWithAnnotations));
    const answer = await engine().ask({ text: '서울 커피 추천', language: 'ko' });
    expect(answer.text).toBe(openRouterText);
    expect(citedRows(answer)).toEqual(openRouterCitations);
    expect(answer.citations.map((c) => c.extracted ?? false)).toEqual([false, false, true]);
  });

  it('records the cost OpenRouter reports (USD) as the provider cost, over the configured prices', async () => {
    server.enqueue(routes.chatCompletions, scenario.json(openRouterWithAnnotations));
    const answer = await engine().ask({ text: 'coffee', language: 'en' });
    expect(answer).toMatchObject({
      usage: { inputTokens: 1830, outputTokens: 142 },
      cost: 0.02093,
      costSource: 'provider',
      model: 'openai/gpt-4.1-mini',
    });
  });
});
