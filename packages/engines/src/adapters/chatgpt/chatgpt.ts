import type OpenAI from 'openai';
import { answerCostFields } from '../../shared/cost.ts';
import { readJsonBody } from '../../shared/json-body.ts';
import { lazily, openAISdk } from '../../shared/provider-sdks.ts';
import type { AskOptions, BaseEngineConfig, EngineAdapter, EngineAnswer, EnginePrompt } from '../../types.ts';
import { fromOpenAIError } from '../openai-api/openai-errors.ts';
import { parseResponsesBody } from '../openai-api/responses-parse.ts';

export interface ChatGPTConfig extends BaseEngineConfig {
  /** `low | medium | high`; provider default when omitted. */
  searchContextSize?: 'low' | 'medium' | 'high';
}

export const chatgptDefaults = { baseURL: 'https://api.openai.com/v1', model: 'gpt-5', timeoutMs: 120_000 };

/** `chatgpt`: OpenAI Responses API with the `web_search` tool; citations from `url_citation` annotations. */
export function createChatGPTEngine(config: ChatGPTConfig): EngineAdapter {
  const timeoutMs = config.timeoutMs ?? chatgptDefaults.timeoutMs;
  // Created on the first `ask`, with the SDK (shared/provider-sdks.ts); then reused by every call.
  const client = lazily(async (): Promise<OpenAI> => {
    const sdk = await openAISdk();
    return new sdk.OpenAI({
      apiKey: config.apiKey,
      baseURL: config.baseURL ?? chatgptDefaults.baseURL,
      timeout: timeoutMs,
      maxRetries: 0,
      ...(config.fetch ? { fetch: config.fetch } : {}),
    });
  });
  return {
    id: 'chatgpt',
    async ask(prompt: EnginePrompt, options: AskOptions = {}): Promise<EngineAnswer> {
      const model = options.model ?? config.model ?? chatgptDefaults.model;
      const timeout = options.timeoutMs ?? timeoutMs;
      let raw: unknown;
      try {
        const response = await (await client()).responses
          .create(
            {
              model,
              input: prompt.text,
              // The pages each search read, cited or not (fan-out, issue 41).
              include: ['web_search_call.action.sources'],
              tools: [
                {
                  type: 'web_search',
                  ...(prompt.country
                    ? { user_location: { type: 'approximate', country: prompt.country } }
                    : {}),
                  ...(config.searchContextSize ? { search_context_size: config.searchContextSize } : {}),
                },
              ],
            },
            { timeout, ...(options.signal ? { signal: options.signal } : {}) },
          )
          .asResponse();
        raw = await readJsonBody(response);
      } catch (error) {
        throw await fromOpenAIError(error, options.signal, timeout);
      }
      const parsed = parseResponsesBody(raw);
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
