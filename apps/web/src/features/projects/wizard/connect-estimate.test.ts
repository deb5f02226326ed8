import { estimateAnswerCost } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { connectEstimate } from './connect-estimate.ts';

const connection = (engine: 'chatgpt' | 'claude', source: 'organization' | 'environment') => ({
  engine,
  configured: true,
  source,
  apiKeyMasked: null,
  baseUrl: null,
  model: null,
  updatedAt: null,
});

describe('connectEstimate', () => {
  it('counts prompts × engines × samples answers a day and prices each engine', () => {
    const estimate = connectEstimate(
      { engines: ['chatgpt', 'claude', 'gemini', 'simulated'], prompts: 4, samples: 2, simulated: false },
      [connection('chatgpt', 'organization'), connection('claude', 'environment')],
    );
    expect(estimate.answersPerDay).toBe(32);
    expect(estimate.rows.map((r) => [r.engine, r.key, r.answersPerDay])).toEqual([
      ['chatgpt', 'organization', 8],
      ['claude', 'environment', 8],
      ['gemini', 'none', 8],
      ['simulated', 'simulator', 8],
    ]);
    // gpt-5 list prices: 1,000 input tokens at $1.25/M + 700 output at $10/M + $0.01 of web search.
    expect(estimateAnswerCost('chatgpt')).toBeCloseTo(0.01825, 10);
    expect(estimate.rows[0]!.costPerDay).toBeCloseTo(8 * 0.01825, 10);
    expect(estimate.rows[0]!.costPerMonth).toBeCloseTo(30 * 8 * 0.01825, 10);
    expect(estimate.rows[3]!.costPerDay).toBe(0);
    const sum = (['chatgpt', 'claude', 'gemini'] as const).reduce(
      (s, e) => s + 8 * estimateAnswerCost(e)!,
      0,
    );
    expect(estimate.costPerDay).toBeCloseTo(sum, 10);
    expect(estimate.partial).toBe(false);
    expect(estimate.missingKeys).toEqual(['gemini']);
  });

  it('costs nothing and needs no key when the project is simulated', () => {
    const estimate = connectEstimate(
      { engines: ['chatgpt', 'openai-compatible'], prompts: 3, samples: 1, simulated: true },
      [],
    );
    expect(estimate.rows.map((r) => [r.key, r.costPerDay])).toEqual([
      ['simulator', 0],
      ['simulator', 0],
    ]);
    expect(estimate.missingKeys).toEqual([]);
    expect(estimate.answersPerDay).toBe(6);
  });

  it('marks an unknown price and keys not read yet', () => {
    const estimate = connectEstimate(
      { engines: ['openai-compatible'], prompts: 2, samples: 3, simulated: false },
      undefined,
    );
    expect(estimate.rows[0]).toMatchObject({ key: 'loading', answersPerDay: 6, costPerDay: null });
    expect(estimate.partial).toBe(true);
    expect(estimate.missingKeys).toEqual([]);
  });
});
