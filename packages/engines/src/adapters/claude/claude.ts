import type Anthropic from '@anthropic-ai/sdk';
import { connectionError, EngineError, httpError, timeoutError } from '../../errors.ts';
import { answerCostFields } from '../../shared/cost.ts';
import { readJsonBody } from '../../shared/json-body.ts';
import { anthropicSdk, lazily } from '../../shared/provider-sdks.ts';
import type { AskOptions, BaseEngineConfig, EngineAdapter, EngineAnswer, EnginePrompt } from '../../types.ts';
import { type ClaudeBody, composeClaudeAnswer, readClaudeBody } from './claude-parse.ts';

export interface ClaudeConfig extends BaseEngineConfig {
  maxTokens?: number;
  /** `max_uses` of the web_search tool. */
  maxSearches?: number;
  /** How many `pause_turn` continuations to follow before returning what there is. */
  maxContinuations?: number;
}

/**
 * `claude-sonnet-5-5` is the newest Sonnet the SDK (1.12.0) knows and the model of its own examples; the SDK warns
 * on every call with `claude-sonnet-4-5`, which it lists as deprecated.
 */
export const claudeDefaults = {
  baseURL: 'https://api.anthropic.com',
  model: 'claude-sonnet-5-5',
  timeoutMs: 120_000,
  maxTokens: 4096,
  maxSearches: 5,
  maxContinuations: 3,
};

/** Async because the SDK's error classes come from its lazy loader (shared/provider-sdks.ts), already loaded by then. */
async function fromAnthropicError(
  error: unknown,
  signal: AbortSignal | undefined,
  timeoutMs: number,
): Promise<unknown> {
  if (signal?.aborted) return signal.reason;
  if (error instanceof EngineError) return error;
  const { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } = await anthropicSdk();
  if (error instanceof APIConnectionTimeoutError || error instanceof APIUserAbortError) {
    return timeoutError(timeoutMs, error);
  }
  if (error instanceof APIConnectionError) {
    return connectionError(error);
  }
  if (error instanceof APIError && typeof error.status === 'number') {
    const spendLimit = JSON.stringify(error.error ?? null).includes('enforced_spend_limit_reached');
    return httpError({
      status: error.status,
      headers: error.headers,
      body: error.error,
      detail: error.message,
      codes: [error.errorCode, spendLimit ? 'enforced_spend_limit_reached' : undefined],
    });
  }
  return error;
}

/**
 * `claude`: Messages API with the `web_search_20250305` server tool. A `pause_turn` (the server paused its tool loop)
 * is continued as Anthropic documents it: the same request again with the assistant content so far (every body's
 * blocks, in order, as one assistant message), at most `maxContinuations` times; after that the answer is what
 * there is. `raw` is the list of bodies, in order, when the turn was continued, else the one body. The answer is
 * composed from all of them (claude-parse.ts).
 */
export function createClaudeEngine(config: ClaudeConfig): EngineAdapter {
  const timeoutMs = config.timeoutMs ?? claudeDefaults.timeoutMs;
  // Created on the first `ask`, with the SDK (shared/provider-sdks.ts); then reused by every call.
  const client = lazily(async (): Promise<Anthropic> => {
    const sdk = await anthropicSdk();
    return new sdk.Anthropic({
      apiKey: config.apiKey,
      baseURL: config.baseURL ?? claudeDefaults.baseURL,
      timeout: timeoutMs,
      maxRetries: 0,
      ...(config.fetch ? { fetch: config.fetch } : {}),
    });
  });
  return {
    id: 'claude',
    async ask(prompt: EnginePrompt, options: AskOptions = {}): Promise<EngineAnswer> {
      const model = options.model ?? config.model ?? claudeDefaults.model;
      const timeout = options.timeoutMs ?? timeoutMs;
      const question: Anthropic.MessageParam = { role: 'user', content: prompt.text };
      const tool: Anthropic.WebSearchTool20250305 = {
        type: 'web_search_20250305',
        name: 'web_search',
        max_uses: config.maxSearches ?? claudeDefaults.maxSearches,
        ...(prompt.country ? { user_location: { type: 'approximate', country: prompt.country } } : {}),
      };
      const maxContinuations = config.maxContinuations ?? claudeDefaults.maxContinuations;
      const raws: unknown[] = [];
      const bodies: ClaudeBody[] = [];
      for (let turn = 0; turn <= maxContinuations; turn++) {
        const sofar = bodies.flatMap((b) => b.content) as unknown as Anthropic.ContentBlockParam[];
        const messages: Anthropic.MessageParam[] =
          sofar.length === 0 ? [question] : [question, { role: 'assistant', content: sofar }];
        let body: unknown;
        try {
          const response = await (await client()).messages
            .create(
              { model, max_tokens: config.maxTokens ?? claudeDefaults.maxTokens, messages, tools: [tool] },
              { timeout, ...(options.signal ? { signal: options.signal } : {}) },
            )
            .asResponse();
          body = await readJsonBody(response);
        } catch (error) {
          throw await fromAnthropicError(error, options.signal, timeout);
        }
        raws.push(body);
        const read = readClaudeBody(body);
        bodies.push(read);
        if (read.stopReason !== 'pause_turn') break;
      }
      const composed = composeClaudeAnswer(bodies);
      return {
        text: composed.text,
        citations: composed.citations,
        model: composed.model ?? model,
        usage: composed.usage,
        ...answerCostFields(composed.usage, config.pricing),
        raw: raws.length === 1 ? raws[0] : raws,
        status: composed.text.trim() === '' ? 'no_answer' : 'ok',
      };
    },
  };
}
