import type OpenAI from 'openai';
import { answerCostFields } from '../../shared/cost.ts';
import { readJsonBody } from '../../shared/json-body.ts';
import { lazily, openAISdk } from '../../shared/provider-sdks.ts';
import type { AskOptions, BaseEngineConfig, EngineAdapter, EngineAnswer, EnginePrompt } from '../../types.ts';
import { fromOpenAIError } from '../openai-api/openai-errors.ts';
import { parsePerplexityBody } from './perplexity-parse.ts';

export interface PerplexityConfig extends BaseEngineConfig {
  /** `agent`: Agent API (`POST /v1/responses`); `sonar`: legacy `POST /chat/completions`. */
  api?: 'agent' | 'sonar';
}

export const perplexityDefaults = {
  baseURL: 'https://api.perplexity.ai/v1',
  agentModel: 'perplexity/sonar',
  sonarModel: 'sonar',
  timeoutMs: 120_000,
};

/** `perplexity`: the Agent API or legacy Sonar, both through the `openai` SDK. */
export function createPerplexityEngine(config: PerplexityConfig): EngineAdapter {
  const api = config.api ?? 'agent';
  const timeoutMs = config.timeoutMs ?? perplexityDefaults.timeoutMs;
  // Created on the first `ask`, with the SDK (shared/provider-sdks.ts); then reused by every call.
  const client = lazily(async (): Promise<OpenAI> => {
    const sdk = await openAISdk();
    return new sdk.OpenAI({
      apiKey: config.apiKey,
      baseURL: config.baseURL ?? perplexityDefaults.baseURL,
      timeout: timeoutMs,
      maxRetries: 0,
      ...(config.fetch ? { fetch: config.fetch } : {}),
    });
  });
  return {
    id: 'perplexity',
    async ask(prompt: EnginePrompt, options: AskOptions = {}): Promise<EngineAnswer> {
      const model =
        options.model ??
        config.model ??
        (api === 'agent' ? perplexityDefaults.agentModel : perplexityDefaults.sonarModel);
      const timeout = options.timeoutMs ?? timeoutMs;
      const requestOptions = { timeout, ...(options.signal ? { signal: options.signal } : {}) };
      let raw: unknown;
      try {
        const openai = await client();
        const response =
          api === 'agent'
            ? await openai.responses
                .create({ model, input: prompt.text, tools: [{ type: 'web_search' }] }, requestOptions)
                .asResponse()
            : await openai.chat.completions
                .create(
                  {
                    model,
                    messages: [{ role: 'user', content: prompt.text }],
                    // Perplexity's shape (flat `country`), not OpenAI's `approximate` nesting.
                    ...(prompt.country
                      ? ({ web_search_options: { user_location: { country: prompt.country } } } as object)
                      : {}),
                  },
                  requestOptions,
                )
                .asResponse();
        raw = await readJsonBody(response);
      } catch (error) {
        throw await fromOpenAIError(error, options.signal, timeout);
      }
      const parsed = parsePerplexityBody(raw, api);
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
