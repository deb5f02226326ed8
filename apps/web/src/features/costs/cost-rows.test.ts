import type { OrganizationCostRow } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { budgetColor, budgetUse, groupCostRows, monthEngineChart } from './cost-rows.ts';

const row = (
  project: string,
  month: string,
  engine: OrganizationCostRow['engine'],
  cost: number,
  unpriced = 0,
): OrganizationCostRow => ({
  project,
  month,
  engine,
  chats: 10,
  inputTokens: 100,
  outputTokens: 300,
  cost,
  unpriced,
  interrupted: 0,
  interruptedCost: 0,
});

const rows = [
  row('p1', '2026-11', 'chatgpt', 1.5, 2),
  row('p1', '2026-11', 'gemini', 0.5),
  row('p2', '2026-11', 'chatgpt', 2),
  row('p1', '2026-10', 'chatgpt', 1),
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
    expect(monthEngineChart([row('p', '2026-11', 'simulated', 0)], 'cost').anyValue).toBe(false);
  });
});

describe('groupCostRows', () => {
  it('sums per month, per project and month, or per engine and month, newest first', () => {
    expect(groupCostRows(rows, 'month').map((g) => [g.month, g.cost, g.chats, g.unpriced])).toEqual([
      ['2026-11', 4, 30, 2],
      ['2026-10', 1, 10, 0],
    ]);
    expect(groupCostRows(rows, 'project').map((g) => [g.month, g.project, g.cost])).toEqual([
      ['2026-11', 'p1', 2],
      ['2026-11', 'p2', 2],
      ['2026-10', 'p1', 1],
    ]);
    expect(groupCostRows(rows, 'engine').map((g) => [g.month, g.engine, g.cost, g.inputTokens])).toEqual([
      ['2026-11', 'chatgpt', 3.5, 200],
      ['2026-11', 'gemini', 0.5, 100],
      ['2026-10', 'chatgpt', 1, 100],
    ]);
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
