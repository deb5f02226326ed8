import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';
import { sumMonthCost } from './sum-month-cost.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A collect refused because the project's answers of its month already cost its monthly budget. */
export interface BudgetRefusal {
  reason: 'budget_reached';
  /** The local month of the collect's day, `YYYY-MM`. */
  month: string;
  /** USD recorded for that month's answers, and the budget (USD). */
  monthCost: number;
  budget: number;
}

/**
 * The project's monthly budget against what its answers of `day`'s month cost so far: a refusal when the cost has
 * reached the budget, null when there is no budget or room is left. Called under the project's row lock by
 * planLimitedCollect, so a budget being changed meanwhile is read as committed.
 */
export async function checkBudget(
  tx: Database | Tx,
  projectId: number,
  day: string,
): Promise<BudgetRefusal | null> {
  const [project] = rawRows<{ monthly_budget: string | number | null }>(
    await tx.execute(sql`select monthly_budget from projects where id = ${projectId}`),
  );
  if (project?.monthly_budget === null || project?.monthly_budget === undefined) return null;
  const budget = Number(project.monthly_budget);
  const spent = await sumMonthCost(tx, projectId, day);
  if (spent.cost < budget) return null;
  return { reason: 'budget_reached', month: day.slice(0, 7), monthCost: spent.cost, budget };
}
