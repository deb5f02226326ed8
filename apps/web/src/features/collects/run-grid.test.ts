import type { CollectOfDay, CollectRun } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { buildRunGrid, connectionProblems, summarizeByEngine, summarizeDay } from './run-grid.ts';

const promptA = { documentId: 'p-a', text: '서울 커피 브랜드 추천' };
const promptB = { documentId: 'p-b', text: 'best coffee in Seoul' };

function run(
  overrides: Partial<CollectRun> & Pick<CollectRun, 'prompt' | 'engine' | 'sampleIndex'>,
): CollectRun {
  return {
    status: 'succeeded',
    attempts: 1,
    interrupted: 0,
    errorKind: null,
    error: null,
    needsEngineConnection: false,
    cost: 0.001,
    startedAt: '2025-03-01T00:00:01.000Z',
    finishedAt: '2025-03-01T00:00:02.000Z',
    chatId: `chat-${overrides.prompt.documentId}-${overrides.engine}-${overrides.sampleIndex}`,
    ...overrides,
  };
}

describe('the run grid of a collect', () => {
  it('has a row per prompt in planned order and a column per engine × sample in engine order', () => {
    const runs = [
      run({ prompt: promptB, engine: 'perplexity', sampleIndex: 0 }),
      run({ prompt: promptB, engine: 'chatgpt', sampleIndex: 1 }),
      run({ prompt: promptA, engine: 'chatgpt', sampleIndex: 0 }),
      run({ prompt: promptB, engine: 'chatgpt', sampleIndex: 0 }),
      run({ prompt: promptA, engine: 'perplexity', sampleIndex: 0, status: 'failed', chatId: null }),
      run({ prompt: promptA, engine: 'chatgpt', sampleIndex: 1 }),
    ];
    const grid = buildRunGrid(runs);
    expect(grid.columns.map((c) => c.key)).toEqual(['chatgpt|0', 'chatgpt|1', 'perplexity|0']);
    expect(grid.samples).toEqual([
      { engine: 'chatgpt', count: 2 },
      { engine: 'perplexity', count: 1 },
    ]);
    expect(grid.rows.map((r) => r.prompt.documentId)).toEqual(['p-b', 'p-a']);
    expect(grid.rows[1]?.cells.map((c) => c?.chatId ?? c?.status)).toEqual([
      'chat-p-a-chatgpt-0',
      'chat-p-a-chatgpt-1',
      'failed',
    ]);
  });

  it('leaves a gap where a prompt has no run for a column (a sample or an engine it was not asked)', () => {
    const grid = buildRunGrid([
      run({ prompt: promptA, engine: 'simulated', sampleIndex: 0 }),
      run({ prompt: promptA, engine: 'simulated', sampleIndex: 2 }),
      run({ prompt: promptB, engine: 'gemini', sampleIndex: 0 }),
    ]);
    expect(grid.columns.map((c) => c.key)).toEqual(['gemini|0', 'simulated|0', 'simulated|1', 'simulated|2']);
    expect(grid.rows[0]?.cells.map((c) => (c ? c.sampleIndex : null))).toEqual([null, 0, null, 2]);
    expect(grid.rows[1]?.cells.map((c) => (c ? c.engine : null))).toEqual(['gemini', null, null, null]);
  });

  it('is empty for a collect without runs', () => {
    expect(buildRunGrid([])).toEqual({ columns: [], rows: [], samples: [] });
  });
});

describe('runs that need an engine connection', () => {
  it('counts failed runs for missing or refused keys and names their engines once, in engine order', () => {
    const runs = [
      run({
        prompt: promptA,
        engine: 'gemini',
        sampleIndex: 0,
        status: 'failed',
        needsEngineConnection: true,
      }),
      run({
        prompt: promptA,
        engine: 'chatgpt',
        sampleIndex: 0,
        status: 'failed',
        needsEngineConnection: true,
      }),
      run({
        prompt: promptB,
        engine: 'chatgpt',
        sampleIndex: 0,
        status: 'failed',
        needsEngineConnection: true,
      }),
      run({ prompt: promptB, engine: 'claude', sampleIndex: 0, status: 'failed', errorKind: 'timeout' }),
      run({ prompt: promptB, engine: 'perplexity', sampleIndex: 0 }),
    ];
    expect(connectionProblems(runs)).toEqual({ count: 3, engines: ['chatgpt', 'gemini'] });
    expect(connectionProblems(runs.slice(3))).toEqual({ count: 0, engines: [] });
  });
});

describe('the day total', () => {
  it('sums counts, cost and the tokens of the answers over the collects', () => {
    const chat = (simulated: boolean, tokens: number) => ({
      documentId: `c${tokens}`,
      engine: 'chatgpt' as const,
      model: 'gpt',
      simulated,
      status: 'ok' as const,
      latencyMs: 10,
      inputTokens: tokens,
      outputTokens: tokens * 2,
      cost: 0.01,
      collectedAt: '2025-03-01T00:00:02.000Z',
    });
    const collect = (cost: number, chats: CollectOfDay['chats']): CollectOfDay => ({
      documentId: `k${cost}`,
      day: '2025-03-01',
      trigger: 'manual',
      status: 'partial',
      planned: 3,
      succeeded: 2,
      failed: 1,
      cost,
      error: null,
      interrupted: 0,
      geminiCitations: { total: 0, unresolved: 0 },
      createdAt: '2025-03-01T00:00:00.000Z',
      startedAt: null,
      finishedAt: null,
      runs: [],
      chats,
    });
    const total = summarizeDay([
      collect(0.5, [chat(true, 10), chat(false, 20)]),
      collect(0.25, [chat(true, 5)]),
    ]);
    expect(total).toEqual({
      planned: 6,
      succeeded: 4,
      failed: 2,
      cost: 0.75,
      answers: 3,
      simulatedAnswers: 2,
      inputTokens: 35,
      outputTokens: 70,
    });
  });
});

describe('the day per engine', () => {
  it('counts runs, successes, failures and cost per engine over the collects, in engine order', () => {
    const collect = (runs: CollectRun[]) => ({ runs }) as unknown as CollectOfDay;
    const rows = summarizeByEngine([
      collect([
        run({ prompt: promptA, engine: 'perplexity', sampleIndex: 0, cost: 0.25 }),
        run({ prompt: promptA, engine: 'chatgpt', sampleIndex: 0, status: 'failed', cost: 0 }),
      ]),
      collect([
        run({ prompt: promptB, engine: 'chatgpt', sampleIndex: 0, cost: 0.5 }),
        run({ prompt: promptB, engine: 'chatgpt', sampleIndex: 1, status: 'queued', cost: 0 }),
      ]),
    ]);
    expect(rows).toEqual([
      { engine: 'chatgpt', runs: 3, succeeded: 1, failed: 1, cost: 0.5 },
      { engine: 'perplexity', runs: 1, succeeded: 1, failed: 0, cost: 0.25 },
    ]);
  });
});
