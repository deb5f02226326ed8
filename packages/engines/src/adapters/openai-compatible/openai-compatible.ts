import type OpenAI from 'openai';
import { answerCostFields } from '../../shared/cost.ts';
import { readJsonBody } from '../../shared/json-body.ts';
import { lazily, openAISdk } from '../../shared/provider-sdks.ts';
import type { AskOptions, BaseEngineConfig, EngineAdapter, EngineAnswer, EnginePrompt } from '../../types.ts';
import { fromOpenAIError } from '../openai-api/openai-errors.ts';
import { parseCompatibleBody } from './openai-compatible-parse.ts';

/** Ollama, vLLM, LM Studio, CLOVA Studio…: `baseURL` and `model` are required. */
export interface OpenAICompatibleConfig extends BaseEngineConfig {
  baseURL: string;
  model: string;
}

export const openaiCompatibleDefaults = { timeoutMs: 120_000 };

/**
 * `openai-compatible`: chat completions at any base URL (Ollama, vLLM, OpenRouter…). Citations are the message's
 * `url_citation` annotations when the server gives them (OpenRouter's web search), and the markdown links and bare
 * URLs of the answer, flagged `extracted` (openai-compatible-parse.ts). A cost the server reports in `usage.cost`
 * (OpenRouter, USD) is the answer's cost; else configured pricing.
 */
export function createOpenAICompatibleEngine(config: OpenAICompatibleConfig): EngineAdapter {
  const timeoutMs = config.timeoutMs ?? openaiCompatibleDefaults.timeoutMs;
  // Created on the first `ask`, with the SDK (shared/provider-sdks.ts); then reused by every call.
  const client = lazily(async (): Promise<OpenAI> => {
    const sdk = await openAISdk();
    return new sdk.OpenAI({
      apiKey: config.apiKey,
      baseURL: config.baseURL,
      timeout: timeoutMs,
      maxRetries: 0,
      ...(config.fetch ? { fetch: config.fetch } : {}),
    });
  });
  return {
    id: 'openai-compatible',
    async ask(prompt: EnginePrompt, options: AskOptions = {}): Promise<EngineAnswer> {
      const model = options.model ?? config.model;
      const timeout = options.timeoutMs ?? timeoutMs;
      let raw: unknown;
      try {
        const response = await (await client()).chat.completions
          .create(
            { model, messages: [{ role: 'user', content: prompt.text }] },
            { timeout, ...(options.signal ? { signal: options.signal } : {}) },
          )
          .asResponse();
        raw = await readJsonBody(response);
      } catch (error) {
        throw await fromOpenAIError(error, options.signal, timeout);
      }
      const parsed = parseCompatibleBody(raw);
      return {
        text: parsed.text,
        citations: parsed.citations,
        model: parsed.model ?? model,
        usage: parsed.usage,
        ...answerCostFields(parsed.usage, config.pricing, parsed.reportedCost),
        raw,
        status: parsed.text.trim() === '' ? 'no_answer' : 'ok',
      };
    },
  };
}
