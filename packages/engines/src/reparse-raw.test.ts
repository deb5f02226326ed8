import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createChatGPTEngine } from './adapters/chatgpt/chatgpt.ts';
import { createClaudeEngine } from './adapters/claude/claude.ts';
import { createGeminiEngine } from './adapters/gemini/gemini.ts';
import { createGoogleAIModeEngine } from './adapters/google/google-ai-mode.ts';
import { createGoogleAIOEngine } from './adapters/google/google-aio.ts';
import { createOpenAICompatibleEngine } from './adapters/openai-compatible/openai-compatible.ts';
import { createPerplexityEngine } from './adapters/perplexity/perplexity.ts';
import { reparseRaw } from './reparse-raw.ts';
import { createSimulatedEngine } from './simulated/simulated-engine.ts';
import { claudeMultiSearchDone, claudeMultiSearchPaused } from './testing/fixtures/anthropic-multi-search.ts';
import { geminiGroundedPhones, groundedPhoneChunks } from './testing/fixtures/gemini.ts';
import { geminiThinking } from './testing/fixtures/gemini-thinking.ts';
import { responsesWithCitations } from './testing/fixtures/openai-responses.ts';
import { openRouterWithAnnotations } from './testing/fixtures/openrouter.ts';
import { agentWithCitations } from './testing/fixtures/perplexity.ts';
import { aioOverviewFollowUp, aioSearchWithPageToken, serpApiNoResults } from './testing/fixtures/serpapi.ts';
import { aiModeLocalKorean, aioLinked } from './testing/fixtures/serpapi-links.ts';
import { sonarKoreanSentences } from './testing/fixtures/sonar-sentences.ts';
import { type MockServer, routes, type Scenario, scenario, startMockServer } from './testing/mock-server.ts';
import type { EngineAdapter, EngineAnswer } from './types.ts';

/** For each engine: what the adapter returned equals what reparseRaw makes of the raw the adapter stored. */
let server: MockServer;
beforeAll(async () => {
  server = await startMockServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const key = { apiKey: 'k', timeoutMs: 5000 };
const prompt = { text: '커피 브랜드', language: 'ko', country: 'KR' };

const cases: [string, () => EngineAdapter, string, Scenario[]][] = [
  [
    'chatgpt',
    () => createChatGPTEngine({ ...key, baseURL: `${server.url}/v1` }),
    routes.openaiResponses,
    [scenario.json(responsesWithCitations)],
  ],
  [
    'claude (paused and continued)',
    () => createClaudeEngine({ ...key, baseURL: server.url }),
    routes.anthropicMessages,
    [scenario.json(claudeMultiSearchPaused), scenario.json(claudeMultiSearchDone)],
  ],
  [
    'perplexity (agent)',
    () => createPerplexityEngine({ ...key, baseURL: `${server.url}/v1` }),
    routes.openaiResponses,
    [scenario.json(agentWithCitations)],
  ],
  [
    'perplexity (sonar)',
    () => createPerplexityEngine({ ...key, api: 'sonar', baseURL: `${server.url}/v1` }),
    routes.chatCompletions,
    [scenario.json(sonarKoreanSentences)],
  ],
  [
    'gemini',
    () => createGeminiEngine({ ...key, baseURL: server.url, model: 'gemini-test' }),
    routes.geminiGenerate('gemini-test'),
    [scenario.json(geminiThinking)],
  ],
  [
    'google-aio (inline)',
    () => createGoogleAIOEngine({ ...key, baseURL: server.url }),
    routes.serpApiSearch,
    [scenario.json(aioLinked)],
  ],
  [
    'google-aio (page_token follow-up)',
    () => createGoogleAIOEngine({ ...key, baseURL: server.url }),
    routes.serpApiSearch,
    [scenario.json(aioSearchWithPageToken), scenario.json(aioOverviewFollowUp)],
  ],
  [
    'google-aio (no results)',
    () => createGoogleAIOEngine({ ...key, baseURL: server.url }),
    routes.serpApiSearch,
    [scenario.json(serpApiNoResults)],
  ],
  [
    'google-ai-mode',
    () => createGoogleAIModeEngine({ ...key, baseURL: server.url }),
    routes.serpApiSearch,
    [scenario.json(aiModeLocalKorean)],
  ],
  [
    'openai-compatible',
    () => createOpenAICompatibleEngine({ ...key, baseURL: `${server.url}/v1`, model: 'm' }),
    routes.chatCompletions,
    [scenario.json(openRouterWithAnnotations)],
  ],
];

/** What reparseRaw gives back, taken from an adapter's answer. */
const expected = (answer: EngineAnswer) => ({
  text: answer.text,
  citations: answer.citations,
  model: answer.model,
  usage: answer.usage,
  reportedCost: answer.costSource === 'provider' ? answer.cost : null,
  status: answer.status,
});

describe('reparseRaw', () => {
  it.each(cases)('reads the raw %s stored as the adapter read it', async (_name, make, route, scenarios) => {
    server.enqueue(route, ...scenarios);
    const adapter = make();
    const answer = await adapter.ask(prompt);
    expect(reparseRaw(adapter.id, answer.raw)).toEqual(expected(answer));
    // Stored as JSON, read back.
    expect(reparseRaw(adapter.id, JSON.parse(JSON.stringify(answer.raw)))).toEqual(expected(answer));
  });

  it('gives Gemini citations without resolvedUrl: collection resolved them, the stored citations keep them', async () => {
    const prefix = `${server.url}${routes.groundingRedirectPrefix}`;
    server.enqueue(routes.geminiGenerate('gemini-test'), scenario.json(geminiGroundedPhones(prefix)));
    for (const chunk of groundedPhoneChunks) {
      server.enqueue(routes.groundingRedirect(chunk.token), scenario.redirect(chunk.page));
    }
    const answer = await createGeminiEngine({
      ...key,
      baseURL: server.url,
      model: 'gemini-test',
      groundingRedirects: { prefix },
    }).ask(prompt);
    expect(answer.citations.every((c) => c.resolvedUrl)).toBe(true);
    const reparsed = reparseRaw('gemini', answer.raw);
    const resolved = new Map(answer.citations.map((c) => [c.url, c.resolvedUrl]));
    const carried = reparsed?.citations.map((c) => ({ ...c, resolvedUrl: resolved.get(c.url) }));
    expect(carried).toEqual(answer.citations);
  });

  it('returns null for no raw, the simulator, a truncated or another engine’s body', async () => {
    const simulated = await createSimulatedEngine({
      profile: {
        brand: { name: '오늘커피', aliases: [] },
        competitors: [{ name: '스타벅스', domains: ['starbucks.co.kr'] }],
        ownedDomains: ['today.example.kr'],
      },
      flavor: 'gemini',
    }).ask(prompt, { seed: 's' });
    expect(reparseRaw('simulated', simulated.raw)).toBeNull();
    expect(reparseRaw('gemini', simulated.raw)).toBeNull();
    expect(reparseRaw('chatgpt', null)).toBeNull();
    expect(reparseRaw('claude', undefined)).toBeNull();
    expect(reparseRaw('claude', '{"id":"msg_1","content":[{"type":')).toBeNull();
    expect(reparseRaw('claude', [])).toBeNull();
    expect(reparseRaw('chatgpt', openRouterWithAnnotations)).toBeNull();
    expect(reparseRaw('google-ai-mode', { simulated: true })).toBeNull();
    expect(reparseRaw('google-aio', ['ai_overview'])).toBeNull();
  });
});
