import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { claudeWithCitations } from '../../testing/fixtures/anthropic.ts';
import {
  claudeAlwaysPaused,
  claudeMultiSearchCitations,
  claudeMultiSearchDone,
  claudeMultiSearchPaused,
  claudeMultiSearchText,
  claudeMultiSearchUsage,
} from '../../testing/fixtures/anthropic-multi-search.ts';
import { type MockServer, routes, scenario, startMockServer } from '../../testing/mock-server.ts';
import { citedRows } from '../../testing/spans.ts';
import { type ClaudeConfig, claudeDefaults, createClaudeEngine } from './claude.ts';

/** Issue 17: what Claude sends for an answer that searched several times, over a paused turn. */
let server: MockServer;
beforeAll(async () => {
  server = await startMockServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());
afterEach(() => vi.restoreAllMocks());

const route = routes.anthropicMessages;
const engine = (config: Partial<ClaudeConfig> = {}) =>
  createClaudeEngine({
    apiKey: 'ak-test',
    baseURL: server.url,
    model: 'claude-test',
    timeoutMs: 5000,
    ...config,
  });
const prompt = { text: 'Which coffee chain has the most stores in Korea?', language: 'en', country: 'KR' };
const sentMessages = (i: number) =>
  (server.requests[i]?.body as { messages?: unknown[] } | undefined)?.messages;

describe('claude adapter, several searches', () => {
  it('keeps narration and answer apart: a paragraph at every tool block and at the pause', async () => {
    server.enqueue(route, scenario.json(claudeMultiSearchPaused), scenario.json(claudeMultiSearchDone));
    const answer = await engine({ pricing: { inputPerMTok: 3, outputPerMTok: 15 } }).ask(prompt);
    expect(answer.text).toBe(claudeMultiSearchText);
    expect(answer.text).not.toMatch(/Korea\.Let me|as well:Now|search:Based/);
    expect(citedRows(answer)).toEqual(
      claudeMultiSearchCitations.map((c) => ({ url: c.url, title: c.title, span: c.span })),
    );
    expect(answer.usage).toEqual(claudeMultiSearchUsage);
    expect(answer.cost).toBeCloseTo((7400 * 3 + 570 * 15) / 1_000_000, 12);
    expect(answer.costSource).toBe('pricing');
    expect(answer.model).toBe('claude-sonnet-5-5-20260928');
    expect(answer.raw).toEqual([claudeMultiSearchPaused, claudeMultiSearchDone]);
  });

  it('continues a pause_turn by sending the assistant content back with the same request', async () => {
    server.enqueue(route, scenario.json(claudeMultiSearchPaused), scenario.json(claudeMultiSearchDone));
    await engine().ask(prompt);
    expect(server.requests).toHaveLength(2);
    const [first, second] = server.requests.map((r) => r.body as Record<string, unknown>);
    expect(sentMessages(1)).toEqual([
      { role: 'user', content: prompt.text },
      { role: 'assistant', content: claudeMultiSearchPaused.content },
    ]);
    expect({ ...second, messages: undefined }).toEqual({ ...first, messages: undefined });
  });

  it('sends every earlier body back as one assistant message and stops after maxContinuations', async () => {
    server.enqueue(route, ...[1, 2, 3, 4].map((n) => scenario.json(claudeAlwaysPaused(n))));
    const answer = await engine({ maxContinuations: 2 }).ask(prompt);
    expect(server.requests).toHaveLength(3);
    expect(sentMessages(2)).toEqual([
      { role: 'user', content: prompt.text },
      { role: 'assistant', content: [...claudeAlwaysPaused(1).content, ...claudeAlwaysPaused(2).content] },
    ]);
    expect(answer.text).toBe('Searching, part 1.\n\nSearching, part 2.\n\nSearching, part 3.');
    expect(answer.status).toBe('ok');
    expect(answer.usage).toEqual({ inputTokens: 300, outputTokens: 30 });
  });

  it('asks a current model by default, without the SDK warning that the model is deprecated', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.enqueue(route, scenario.json(claudeWithCitations));
    await createClaudeEngine({ apiKey: 'ak-test', baseURL: server.url, timeoutMs: 5000 }).ask(prompt);
    expect((server.requests[0]?.body as { model?: string } | undefined)?.model).toBe(claudeDefaults.model);
    expect(claudeDefaults.model).toBe('claude-sonnet-5-5');
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/deprecated/i);
  });
});
