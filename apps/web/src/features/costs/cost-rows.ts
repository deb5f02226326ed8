import type { EngineMonthCost } from '@sightline/contracts';

/** What the cost chart draws: US dollars, or tokens (input + output). */
export type CostMetric = 'cost' | 'tokens';

export interface MonthEngineChart {
  /** One row per month, oldest first: `x` is the month, then one value per engine. */
  rows: Array<{ x: string } & Record<string, number | string>>;
  /** Engines in the order they stack (by their total, largest at the bottom). */
  engines: string[];
  /** Answers of unknown cost per month and engine (`month|engine`), for the tooltip. */
  unpriced: Map<string, number>;
  /** Whether any value is above 0 (an all-zero chart has nothing to show). */
  anyValue: boolean;
}

/** The cost (or tokens) per month stacked by engine, from rows of any projects (summed per month and engine). */
export function monthEngineChart(rows: readonly EngineMonthCost[], metric: CostMetric): MonthEngineChart {
  const value = (r: EngineMonthCost) => (metric === 'cost' ? r.cost : r.inputTokens + r.outputTokens);
  const byMonth = new Map<string, Record<string, number>>();
  const engineTotals = new Map<string, number>();
  const unpriced = new Map<string, number>();
  for (const r of rows) {
    const month = byMonth.get(r.month) ?? {};
    month[r.engine] = (month[r.engine] ?? 0) + value(r);
    byMonth.set(r.month, month);
    engineTotals.set(r.engine, (engineTotals.get(r.engine) ?? 0) + value(r));
    const key = `${r.month}|${r.engine}`;
    unpriced.set(key, (unpriced.get(key) ?? 0) + r.unpriced);
  }
  const engines = [...engineTotals.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([e]) => e);
  const chartRows = [...byMonth.entries()]
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([month, values]) => ({ x: month, ...Object.fromEntries(engines.map((e) => [e, values[e] ?? 0])) }));
  return { rows: chartRows, engines, unpriced, anyValue: [...engineTotals.values()].some((v) => v > 0) };
}

/** A budget's use as a fraction (above 1 when over it), or null without a budget. */
export const budgetUse = (cost: number, budget: number | null) => (budget ? cost / budget : null);

/** The colour of a budget bar: calm below 80 %, a warning below 100 %, red at or over it. */
export const budgetColor = (use: number) => (use >= 1 ? 'red' : use >= 0.8 ? 'yellow' : 'teal');
