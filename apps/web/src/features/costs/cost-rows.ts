import type { EngineMonthCost, OrganizationCostRow } from '@sightline/contracts';
import type { CostGrouping } from './costs-search.ts';

/** What the cost chart draws: US dollars, or tokens (input + output). */
export type CostMetric = 'cost' | 'tokens';

/** Sums of some answers: how many, their tokens, their known cost and how many had no known cost. */
export interface CostTotals {
  chats: number;
  inputTokens: number;
  outputTokens: number;
  cost: number;
  unpriced: number;
}

export const emptyTotals = (): CostTotals => ({
  chats: 0,
  inputTokens: 0,
  outputTokens: 0,
  cost: 0,
  unpriced: 0,
});

/** `into` plus `row`'s sums (in place; returns `into`). */
export function addTotals<T extends CostTotals>(into: T, row: CostTotals): T {
  into.chats += row.chats;
  into.inputTokens += row.inputTokens;
  into.outputTokens += row.outputTokens;
  into.cost += row.cost;
  into.unpriced += row.unpriced;
  return into;
}

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

export interface GroupedCostRow extends CostTotals {
  key: string;
  month: string;
  /** Project document id (grouped by project), else null. */
  project: string | null;
  /** Engine (grouped by engine), else null. */
  engine: string | null;
}

/**
 * The organization's rows summed per month (over projects and engines), per project and month (over engines), or
 * per engine and month (over projects); newest month first, then by project or engine.
 */
export function groupCostRows(rows: readonly OrganizationCostRow[], by: CostGrouping): GroupedCostRow[] {
  const groups = new Map<string, GroupedCostRow>();
  for (const r of rows) {
    const project = by === 'project' ? r.project : null;
    const engine = by === 'engine' ? r.engine : null;
    const key = `${r.month}|${project ?? ''}|${engine ?? ''}`;
    const group = groups.get(key) ?? { key, month: r.month, project, engine, ...emptyTotals() };
    groups.set(key, addTotals(group, r));
  }
  return [...groups.values()].sort(
    (a, b) =>
      b.month.localeCompare(a.month) ||
      (a.project ?? '').localeCompare(b.project ?? '') ||
      (a.engine ?? '').localeCompare(b.engine ?? ''),
  );
}

/** A budget's use as a fraction (above 1 when over it), or null without a budget. */
export const budgetUse = (cost: number, budget: number | null) => (budget ? cost / budget : null);

/** The colour of a budget bar: calm below 80 %, a warning below 100 %, red at or over it. */
export const budgetColor = (use: number) => (use >= 1 ? 'red' : use >= 0.8 ? 'yellow' : 'teal');
