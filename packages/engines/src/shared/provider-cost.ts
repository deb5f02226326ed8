import { asNumber, asObject } from './shape.ts';

/**
 * The cost in USD a provider reports in `usage`: `usage.cost` as a number (OpenRouter) or `usage.cost.total_cost`
 * (Perplexity); undefined when it reports none.
 */
export function reportedCost(usage: Record<string, unknown> | undefined): number | undefined {
  return asNumber(usage?.cost) ?? asNumber(asObject(usage?.cost)?.total_cost);
}
