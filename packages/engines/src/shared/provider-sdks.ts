/**
 * The providers' SDKs, each loaded on its first use rather than when the package is imported.
 *
 * Loading `openai` takes about 320 ms, `@anthropic-ai/sdk` about 240 ms and `@google/genai` about 250 ms, and every
 * process that imports @sightline/engines (the server, the worker, the CLIs, the tests) used to pay all three at
 * start, although the demo, the tests and many installs only ever use the simulator (issue 37). So the adapters
 * import the SDKs' types only (`import type`) and get the modules from these loaders, on their first `ask`; an
 * install that calls one provider loads that provider's SDK only.
 *
 * The error mappers (`fromOpenAIError`, `fromAnthropicError`, `fromGeminiError`) await the same loader for the SDK's
 * error classes: an SDK's error can only exist once the SDK is loaded, so there it is already resolved.
 */
import type * as AnthropicSdk from '@anthropic-ai/sdk';
import type * as GenAISdk from '@google/genai';
import type * as OpenAISdk from 'openai';

/**
 * `load` on the first call, the same promise on every later one. A rejected load is forgotten, so a later call
 * tries again (a failed SDK import or client construction is not cached).
 */
export function lazily<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/** The `openai` SDK (ChatGPT, Perplexity, OpenAI-compatible servers, the sentiment judge). */
export const openAISdk: () => Promise<typeof OpenAISdk> = lazily(() => import('openai'));

/** The `@anthropic-ai/sdk` SDK (Claude). */
export const anthropicSdk: () => Promise<typeof AnthropicSdk> = lazily(() => import('@anthropic-ai/sdk'));

/** The `@google/genai` SDK (Gemini). */
export const genAISdk: () => Promise<typeof GenAISdk> = lazily(() => import('@google/genai'));
