import type { EngineId, ProjectBudget } from '@sightline/contracts';
import { daysEndingWith, localDay, projectMonthCost } from '@sightline/core';
import { type BudgetBasis, type BudgetInputs, loadBudgetInputs } from '@sightline/db';
import type { Services } from '../../services.ts';

/** Days of answers the mean cost per answer of each engine is taken from (today included). */
export const projectionWindowDays = 30;

/** A project's local days: today, the first day of the cost window, and the month. */
function daysOf(basis: BudgetBasis, now: Date) {
  const today = localDay(now, basis.timezone);
  return { today, from: daysEndingWith(today, projectionWindowDays)[0] ?? today, month: today.slice(0, 7) };
}

/**
 * Where a project's current local month stands against its monthly budget, with the month's projected cost:
 *
 *   projected = month-to-date cost + remaining scheduled collects this month × expected cost per collect
 *   expected cost per collect = Σ engines (mean cost per priced answer over the last 30 days × active prompts × samples)
 *
 * (core's projectMonthCost). Simulated answers cost 0: a simulated project's engines, and the `simulated` engine, are
 * projected at 0. `paused` is the same test planLimitedCollect makes before a collect starts: the month's recorded
 * cost has reached the budget.
 */
function statusOf(basis: BudgetBasis, inputs: BudgetInputs, now: Date): ProjectBudget {
  const { month } = daysOf(basis, now);
  const { spent, averages, collectedToday, notifiedAt } = inputs;
  const answersPerCollect = basis.activePrompts * basis.samplesPerRun;
  const engines = basis.engines.map((engine) => {
    const recent = averages.find((a) => a.engine === engine);
    return {
      engine: engine as EngineId,
      answersPerCollect,
      pricedAnswers: recent?.priced ?? 0,
      averageCost: basis.simulated || engine === 'simulated' ? 0 : (recent?.averageCost ?? null),
    };
  });
  const projection = projectMonthCost({
    now,
    timezone: basis.timezone,
    scheduleTime: basis.scheduleTime,
    active: basis.status === 'active',
    collectedToday,
    monthToDate: spent.cost,
    prompts: basis.activePrompts,
    samples: basis.samplesPerRun,
    engines,
  });
  return {
    monthlyBudget: basis.monthlyBudget,
    month,
    timezone: basis.timezone,
    monthCost: spent.cost,
    monthAnswers: spent.answers,
    monthUnpriced: spent.unpriced,
    paused: basis.monthlyBudget !== null && spent.cost >= basis.monthlyBudget,
    notifiedAt: notifiedAt?.toISOString() ?? null,
    simulated: basis.simulated,
    projection: {
      cost: projection.cost,
      monthToDate: spent.cost,
      remainingCollects: projection.remainingCollects,
      perCollect: projection.perCollect,
      windowDays: projectionWindowDays,
      engines,
      unpricedEngines: projection.unpricedEngines as EngineId[],
    },
  };
}

/** The budget status of each project, in the order given, read in one statement whatever their number. */
export async function budgetStatuses(
  services: Services,
  bases: readonly BudgetBasis[],
  now = new Date(),
): Promise<ProjectBudget[]> {
  const inputs = await loadBudgetInputs(
    services.db,
    bases.map((basis) => ({ projectId: basis.id, ...daysOf(basis, now), averages: !basis.simulated })),
  );
  return bases.map((basis) => statusOf(basis, inputs.get(basis.id)!, now));
}

/** One project's budget status (`budgetStatuses` of one). */
export async function budgetStatus(
  services: Services,
  basis: BudgetBasis,
  now = new Date(),
): Promise<ProjectBudget> {
  const [status] = await budgetStatuses(services, [basis], now);
  return status!;
}
