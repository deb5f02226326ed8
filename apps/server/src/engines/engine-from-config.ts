import type { EngineId } from '@sightline/contracts';
import { createEngine, type EngineAdapter } from '@sightline/engines';
import { engineFetch } from './engine-fetch.ts';
import type { ResolvedEngineConfig } from './resolve-engine-config.ts';

/** The official SDKs refuse an empty key; OpenAI-compatible servers without authentication ignore this one. */
const placeholderKey = 'no-key';

export interface ConfiguredEngineOptions {
  /** The operator's ENGINE_ALLOWED_HOSTS (`config.engines.allowedHosts`): every request goes through the guard. */
  allowedHosts: readonly string[];
  timeoutMs?: number;
}

/**
 * The adapter for a real engine with resolved credentials (see resolveEngineConfig), whose every request (SDK or
 * SerpApi, redirects included) goes through the outbound guard (engineFetch). Not for `simulated`, which takes
 * no credentials: create it with `createEngine('simulated', …)`.
 */
export function createConfiguredEngine(
  engine: EngineId,
  resolved: ResolvedEngineConfig,
  options: ConfiguredEngineOptions,
): EngineAdapter {
  const timeout = options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs };
  const fetch = engineFetch(options.allowedHosts, resolved);
  const baseURL = resolved.baseURL ? { baseURL: resolved.baseURL } : {};
  const model = resolved.model ? { model: resolved.model } : {};
  switch (engine) {
    case 'simulated':
      throw new Error('createConfiguredEngine: the simulated engine takes no credentials');
    case 'openai-compatible':
      if (!resolved.baseURL || !resolved.model) {
        throw new Error('createConfiguredEngine: openai-compatible needs a base URL and a model');
      }
      return createEngine('openai-compatible', {
        apiKey: resolved.apiKey || placeholderKey,
        baseURL: resolved.baseURL,
        model: resolved.model,
        fetch,
        ...timeout,
      });
    case 'google-aio':
    case 'google-ai-mode':
      // SerpApi has no model to choose.
      return createEngine(engine, { apiKey: resolved.apiKey, fetch, ...baseURL, ...timeout });
    default:
      return createEngine(engine, { apiKey: resolved.apiKey, fetch, ...baseURL, ...model, ...timeout });
  }
}
