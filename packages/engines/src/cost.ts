import type { EngineUsage, TokenPricing } from './types.ts';

/** Provider-reported cost wins; otherwise configured pricing; otherwise unknown (null). */
export function answerCost(
  usage: EngineUsage,
  pricing: TokenPricing | undefined,
  reported?: number,
): number | null {
  if (reported !== undefined) return reported;
  if (!pricing) return null;
  return (usage.inputTokens * pricing.inputPerMTok + usage.outputTokens * pricing.outputPerMTok) / 1_000_000;
}

/** What one typical answer of an engine costs, by the list prices the wizard's estimate assumes (contracts). */
export { estimateAnswerCost, typicalAnswerTokens } from '@sightline/contracts';
