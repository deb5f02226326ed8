import type { EngineMonthCost } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { budgetColor, budgetUse, monthEngineChart } from './cost-rows.ts';

/** A month × engine of the chart (the server sums the organization's projects into one). */
const row = (
  month: string,
  engine: EngineMonthCost['engine'],
  cost: number,
  unpriced = 0,
): EngineMonthCost => ({
  month,
  engine,
  chats: 10,
  inputTokens: 100,
  outputTokens: 300,
  cost,
  unpriced,
  interrupted: 0,
  interruptedCost: 0,
  judgeCost: 0,
});

const rows = [
  row('2026-11', 'chatgpt', 1.5, 2),
  row('2026-11', 'gemini', 0.5),
  row('2026-11', 'chatgpt', 2),
  row('2026-10', 'chatgpt', 1),
];

describe('monthEngineChart', () => {
  it('sums months oldest first with one value per engine, the largest engine stacked first', () => {
    const chart = monthEngineChart(rows, 'cost');
    expect(chart.engines).toEqual(['chatgpt', 'gemini']);
    expect(chart.rows).toEqual([
      { x: '2026-10', chatgpt: 1, gemini: 0 },
      { x: '2026-11', chatgpt: 3.5, gemini: 0.5 },
    ]);
    expect(chart.unpriced.get('2026-11|chatgpt')).toBe(2);
    expect(chart.anyValue).toBe(true);
  });

  it('draws tokens as input + output, and knows an all-zero cost', () => {
    expect(monthEngineChart(rows, 'tokens').rows[0]).toEqual({ x: '2026-10', chatgpt: 400, gemini: 0 });
    expect(monthEngineChart([row('2026-11', 'simulated', 0)], 'cost').anyValue).toBe(false);
  });
});

describe('budget use', () => {
  it('is the cost over the budget, coloured by how close it is', () => {
    expect(budgetUse(5, null)).toBeNull();
    expect(budgetUse(5, 10)).toBe(0.5);
    expect([budgetColor(0.5), budgetColor(0.85), budgetColor(1), budgetColor(1.3)]).toEqual([
      'teal',
      'yellow',
      'red',
      'red',
    ]);
  });
});
