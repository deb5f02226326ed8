import Anthropic, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
} from '@anthropic-ai/sdk';
import { parseClaudeBody } from '../claude-parse.ts';
import { answerCost } from '../cost.ts';
import { connectionError, EngineError, httpError, timeoutError } from '../errors.ts';
import { readJsonBody } from '../json-body.ts';
import type {
  AskOptions,
  BaseEngineConfig,
  Citation,
  EngineAdapter,
  EngineAnswer,
  EnginePrompt,
} from '../types.ts';

export interface ClaudeConfig extends BaseEngineConfig {
  maxTokens?: number;
  /** `max_uses` of the web_search tool. */
  maxSearches?: number;
  /** How many `pause_turn` continuations to follow before returning what there is. */
  maxContinuations?: number;
}

export const claudeDefaults = {
  baseURL: 'https://api.anthropic.com',
  model: 'claude-sonnet-4-5',
  timeoutMs: 120_000,
  maxTokens: 4096,
  maxSearches: 5,
  maxContinuations: 3,
};

function fromAnthropicError(error: unknown, signal: AbortSignal | undefined, timeoutMs: number): unknown {
  if (signal?.aborted) return signal.reason;
  if (error instanceof EngineError) return error;
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
 * `claude`: Messages API with the `web_search_20250305` server tool. `pause_turn` is continued by sending
 * the assistant turn back; `raw` is then the list of bodies, in order (a single body otherwise).
 */
export function createClaudeEngine(config: ClaudeConfig): EngineAdapter {
  const timeoutMs = config.timeoutMs ?? claudeDefaults.timeoutMs;
  const client = new Anthropic({
    apiKey: config.apiKey,
    baseURL: config.baseURL ?? claudeDefaults.baseURL,
    timeout: timeoutMs,
    maxRetries: 0,
    ...(config.fetch ? { fetch: config.fetch } : {}),
  });
  return {
    id: 'claude',
    async ask(prompt: EnginePrompt, options: AskOptions = {}): Promise<EngineAnswer> {
      const model = options.model ?? config.model ?? claudeDefaults.model;
      const timeout = options.timeoutMs ?? timeoutMs;
      const messages: Anthropic.MessageParam[] = [{ role: 'user', content: prompt.text }];
      const tool: Anthropic.WebSearchTool20250305 = {
        type: 'web_search_20250305',
        name: 'web_search',
        max_uses: config.maxSearches ?? claudeDefaults.maxSearches,
        ...(prompt.country ? { user_location: { type: 'approximate', country: prompt.country } } : {}),
      };
      const bodies: unknown[] = [];
      let text = '';
      const citations: Citation[] = [];
      const usage = { inputTokens: 0, outputTokens: 0 };
      let answerModel: string | undefined;
      for (let turn = 0; turn <= (config.maxContinuations ?? claudeDefaults.maxContinuations); turn++) {
        let body: unknown;
        try {
          const response = await client.messages
            .create(
              { model, max_tokens: config.maxTokens ?? claudeDefaults.maxTokens, messages, tools: [tool] },
              { timeout, ...(options.signal ? { signal: options.signal } : {}) },
            )
            .asResponse();
          body = await readJsonBody(response);
        } catch (error) {
          throw fromAnthropicError(error, options.signal, timeout);
        }
        bodies.push(body);
        const parsed = parseClaudeBody(body, text.length);
        text += parsed.text;
        citations.push(...parsed.citations);
        usage.inputTokens += parsed.usage.inputTokens;
        usage.outputTokens += parsed.usage.outputTokens;
        answerModel = parsed.model ?? answerModel;
        if (parsed.stopReason !== 'pause_turn') break;
        messages.push({ role: 'assistant', content: parsed.content as Anthropic.ContentBlockParam[] });
      }
      return {
        text,
        citations,
        model: answerModel ?? model,
        usage,
        cost: answerCost(usage, config.pricing),
        raw: bodies.length === 1 ? bodies[0] : bodies,
        status: text.trim() === '' ? 'no_answer' : 'ok',
      };
    },
  };
}
