import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  geminiThinking,
  geminiThinkingCitations,
  geminiThinkingText,
  geminiThinkingUsage,
} from '../../testing/fixtures/gemini-thinking.ts';
import { type MockServer, routes, scenario, startMockServer } from '../../testing/mock-server.ts';
import { citedRows } from '../../testing/spans.ts';
import { createGeminiEngine } from './gemini.ts';

/** Issue 17: thinking and tool parts before the text, segments per part, and all of Gemini's usage. */
let server: MockServer;
beforeAll(async () => {
  server = await startMockServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const route = routes.geminiGenerate('gemini-test');
const engine = () =>
  createGeminiEngine({
    apiKey: 'g-key',
    baseURL: server.url,
    model: 'gemini-test',
    timeoutMs: 5000,
    pricing: { inputPerMTok: 0.3, outputPerMTok: 2.5 },
  });

describe('gemini adapter, parts and usage', () => {
  it('answers with the text parts only and keeps every grounding span after thought and tool parts', async () => {
    server.enqueue(route, scenario.json(geminiThinking));
    const answer = await engine().ask({ text: '서울 커피 체인', language: 'ko', country: 'KR' });
    expect(answer.text).toBe(geminiThinkingText);
    expect(answer.text).not.toContain('I should search');
    expect(citedRows(answer)).toEqual(geminiThinkingCitations);
    expect(answer.raw).toEqual(geminiThinking);
  });

  it('counts the tool-use prompt as input and the thoughts as output, and prices them', async () => {
    server.enqueue(route, scenario.json(geminiThinking));
    const answer = await engine().ask({ text: 'coffee', language: 'en' });
    expect(answer.usage).toEqual(geminiThinkingUsage);
    expect(answer.usage.inputTokens + answer.usage.outputTokens).toBe(
      geminiThinking.usageMetadata.totalTokenCount,
    );
    expect(answer.cost).toBeCloseTo((550 * 0.3 + 600 * 2.5) / 1_000_000, 12);
    expect(answer.costSource).toBe('pricing');
    expect(answer.model).toBe('gemini-2.5-flash');
  });
});
