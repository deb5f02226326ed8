import type { EngineAnswer, EngineUsage, TokenPricing } from '../types.ts';

/** Provider-reported cost wins; otherwise configured pricing; otherwise unknown (null). */
export function answerCost(
  usage: EngineUsage,
  pricing: TokenPricing | undefined,
  reported?: number,
): number | null {
  return answerCostFields(usage, pricing, reported).cost;
}

/** `cost` and where it comes from (`costSource`), for an EngineAnswer. */
export function answerCostFields(
  usage: EngineUsage,
  pricing: TokenPricing | undefined,
  reported?: number,
): Pick<EngineAnswer, 'cost' | 'costSource'> {
  if (reported !== undefined) return { cost: reported, costSource: 'provider' };
  if (!pricing) return { cost: null };
  const cost =
    (usage.inputTokens * pricing.inputPerMTok + usage.outputTokens * pricing.outputPerMTok) / 1_000_000;
  return { cost, costSource: 'pricing' };
}

/** What one typical answer of an engine costs, by the list prices the wizard's estimate assumes (contracts). */
export { estimateAnswerCost, typicalAnswerTokens } from '@sightline/contracts';
