/**
 * Judged sentiment (optional, per organization): a small chat model reads one stored answer and scores the
 * sentiment of each tracked brand it names, and of each evaluation item (aspect) for that brand, in [−1, 1].
 * Any OpenAI-style chat completions endpoint works (OpenAI itself, or an OpenAI-compatible server); the verdict is
 * asked for as a JSON object and checked: unknown brands and items are dropped, scores are clamped, a brand the
 * model leaves out keeps the lexicon's score. Versioned by `judgePromptVersion`; the caller records it with the
 * model beside the verdict and caches the verdict per chat.
 */
import type OpenAI from 'openai';
import { parseChatCompletionBody } from '../adapters/openai-api/chat-completions-parse.ts';
import { fromOpenAIError } from '../adapters/openai-api/openai-errors.ts';
import { malformed } from '../errors.ts';
import { answerCost } from '../shared/cost.ts';
import { readJsonBody } from '../shared/json-body.ts';
import { lazily, openAISdk } from '../shared/provider-sdks.ts';
import { asNumber, asObject } from '../shared/shape.ts';
import type { EngineFetch, EngineUsage, TokenPricing } from '../types.ts';
import { judgeInstructions, judgeRequest } from './judge-prompt.ts';

export { judgePromptVersion } from './judge-prompt.ts';

export interface SentimentJudgeConfig {
  apiKey: string;
  /** OpenAI-style base URL ending in `/v1`. */
  baseURL: string;
  model: string;
  timeoutMs?: number;
  pricing?: TokenPricing;
  fetch?: EngineFetch;
}

export interface JudgeInput {
  answer: string;
  language?: string | undefined;
  /** The tracked brands the analyzer found in the answer. */
  brands: ReadonlyArray<{ key: string; name: string }>;
  /** The project's evaluation items. */
  items: ReadonlyArray<{ key: string; name: string }>;
}

/** Brand key → its sentiment and, per item key, the aspect's sentiment. */
export type JudgeVerdict = Record<string, { sentiment: number; aspects: Record<string, number> }>;

export interface JudgeResult {
  verdict: JudgeVerdict;
  model: string;
  usage: EngineUsage;
  cost: number | null;
}

export interface SentimentJudge {
  judge(input: JudgeInput, options?: { signal?: AbortSignal }): Promise<JudgeResult>;
}

const clamp = (value: number) => Math.round(Math.max(-1, Math.min(1, value)) * 10_000) / 10_000;

/** The model's reply as a verdict over the asked brands and items only. */
export function readVerdict(content: string, input: JudgeInput): JudgeVerdict {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch (error) {
    throw malformed('the judge did not answer with JSON', error);
  }
  const replied = asObject(asObject(json)?.brands);
  if (!replied) throw malformed('the judge answered JSON without `brands` scores');
  const brands = new Set(input.brands.map((b) => b.key));
  const items = new Set(input.items.map((i) => i.key));
  const verdict: JudgeVerdict = {};
  for (const [key, value] of Object.entries(replied)) {
    const sentiment = asNumber(asObject(value)?.sentiment);
    if (!brands.has(key) || sentiment === undefined || !Number.isFinite(sentiment)) continue;
    const aspects: Record<string, number> = {};
    for (const [item, aspect] of Object.entries(asObject(asObject(value)?.aspects) ?? {})) {
      const number = asNumber(aspect);
      if (items.has(item) && number !== undefined && Number.isFinite(number)) aspects[item] = clamp(number);
    }
    verdict[key] = { sentiment: clamp(sentiment), aspects };
  }
  return verdict;
}

export function createSentimentJudge(config: SentimentJudgeConfig): SentimentJudge {
  const timeout = config.timeoutMs ?? 60_000;
  // Created, with the SDK (shared/provider-sdks.ts), by the first call that asks the model; then reused.
  const client = lazily(async (): Promise<OpenAI> => {
    const sdk = await openAISdk();
    return new sdk.OpenAI({
      apiKey: config.apiKey,
      baseURL: config.baseURL,
      timeout,
      maxRetries: 0,
      ...(config.fetch ? { fetch: config.fetch } : {}),
    });
  });
  return {
    async judge(input, options = {}) {
      if (input.brands.length === 0) {
        return { verdict: {}, model: config.model, usage: { inputTokens: 0, outputTokens: 0 }, cost: 0 };
      }
      let raw: unknown;
      try {
        const response = await (await client()).chat.completions
          .create(
            {
              model: config.model,
              temperature: 0,
              response_format: { type: 'json_object' },
              messages: [
                { role: 'system', content: judgeInstructions },
                { role: 'user', content: judgeRequest(input) },
              ],
            },
            { timeout, ...(options.signal ? { signal: options.signal } : {}) },
          )
          .asResponse();
        raw = await readJsonBody(response);
      } catch (error) {
        throw await fromOpenAIError(error, options.signal, timeout);
      }
      const parsed = parseChatCompletionBody(raw);
      return {
        verdict: readVerdict(parsed.text, input),
        model: parsed.model ?? config.model,
        usage: parsed.usage,
        cost: answerCost(parsed.usage, config.pricing, parsed.reportedCost),
      };
    },
  };
}
