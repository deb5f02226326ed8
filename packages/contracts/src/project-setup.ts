import type { EngineId, Locale } from './constants.ts';

// What the create-project wizard offers before a project exists: the built-in categories and the cost of
// collecting. Plain data and functions (no zod): the web app imports them through the "browser" entry.

/** A category the wizard suggests, with its label per interface language; users may also type their own. */
export interface ProjectCategory {
  id: string;
  label: Record<Locale, string>;
}

export const projectCategories: readonly ProjectCategory[] = [
  { id: 'beauty', label: { ko: '화장품/스킨케어', en: 'Cosmetics/skincare' } },
  { id: 'finance', label: { ko: '은행/금융', en: 'Banking/finance' } },
  { id: 'electronics', label: { ko: '가전', en: 'Home appliances' } },
  { id: 'automotive', label: { ko: '자동차', en: 'Automotive' } },
  { id: 'airline', label: { ko: '항공', en: 'Airlines' } },
  { id: 'travel', label: { ko: '호텔/여행', en: 'Hotels/travel' } },
  { id: 'ecommerce', label: { ko: '이커머스', en: 'E-commerce' } },
  { id: 'saas', label: { ko: 'SaaS/B2B 소프트웨어', en: 'SaaS/B2B software' } },
  { id: 'education', label: { ko: '교육', en: 'Education' } },
  { id: 'food', label: { ko: '식음료', en: 'Food & beverage' } },
  { id: 'telecom', label: { ko: '통신', en: 'Telecom' } },
  { id: 'games', label: { ko: '게임', en: 'Games' } },
];

/**
 * The tokens one typical answer uses, the assumption behind every estimate: a prompt of about 30 tokens plus the
 * engine's instructions and search context (about 1,000 input tokens in all) and an answer of about 700 tokens.
 */
export const typicalAnswerTokens = { input: 1_000, output: 700 } as const;

/**
 * List prices in US dollars per million tokens of each engine's default model (OpenAI gpt-5, Anthropic Claude
 * Sonnet 4.5, Google Gemini 2.5 Flash, Perplexity Sonar), plus `perRequest` for what a call costs besides tokens
 * (web search, SerpApi searches for the Google engines at about $0.015 each on a mid plan). Null: unknown (the
 * OpenAI-compatible engine is whatever server the organization runs). Public list prices change; this is an estimate.
 */
export const enginePriceAssumptions: Record<
  EngineId,
  { inputPerMTok: number; outputPerMTok: number; perRequest: number } | null
> = {
  chatgpt: { inputPerMTok: 1.25, outputPerMTok: 10, perRequest: 0.01 },
  claude: { inputPerMTok: 3, outputPerMTok: 15, perRequest: 0.01 },
  gemini: { inputPerMTok: 0.3, outputPerMTok: 2.5, perRequest: 0.035 },
  perplexity: { inputPerMTok: 1, outputPerMTok: 1, perRequest: 0.005 },
  'google-aio': { inputPerMTok: 0, outputPerMTok: 0, perRequest: 0.015 },
  'google-ai-mode': { inputPerMTok: 0, outputPerMTok: 0, perRequest: 0.015 },
  'openai-compatible': null,
  simulated: { inputPerMTok: 0, outputPerMTok: 0, perRequest: 0 },
};

/** The estimated cost in US dollars of one typical answer of an engine; null when unknown. */
export function estimateAnswerCost(engine: EngineId): number | null {
  const price = enginePriceAssumptions[engine];
  if (!price) return null;
  const tokens =
    typicalAnswerTokens.input * price.inputPerMTok + typicalAnswerTokens.output * price.outputPerMTok;
  return tokens / 1_000_000 + price.perRequest;
}

export interface DailyCollectEstimate {
  engine: EngineId;
  /** Prompts × samples: this engine's answers each day. */
  answersPerDay: number;
  /** US dollars per day and per 30-day month; null when the engine's price is unknown; 0 for the simulator. */
  costPerDay: number | null;
  costPerMonth: number | null;
}

/** What a daily collect of `prompts` prompts, `samples` samples each, costs per engine (prompts × samples answers). */
export function estimateDailyCollect(
  engines: readonly EngineId[],
  prompts: number,
  samples: number,
): DailyCollectEstimate[] {
  return engines.map((engine) => {
    const answersPerDay = prompts * samples;
    const one = estimateAnswerCost(engine);
    const costPerDay = one === null ? null : one * answersPerDay;
    return { engine, answersPerDay, costPerDay, costPerMonth: costPerDay === null ? null : costPerDay * 30 };
  });
}
