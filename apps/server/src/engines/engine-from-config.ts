import type { EngineId } from '@sightline/contracts';
import { createEngine, type EngineAdapter } from '@sightline/engines';
import { engineFetch, operatorGuardedFetch } from './engine-fetch.ts';
import type { ResolvedEngineConfig } from './resolve-engine-config.ts';

/** The official SDKs refuse an empty key; OpenAI-compatible servers without authentication ignore this one. */
const placeholderKey = 'no-key';

export interface ConfiguredEngineOptions {
  /** The operator's ENGINE_ALLOWED_HOSTS (`config.engines.allowedHosts`): every request goes through the guard. */
  allowedHosts: readonly string[];
  timeoutMs?: number;
  /**
   * Resolve Gemini's grounding redirects to their pages (collection does; a connection test or suggestions need no
   * sources). `prefix`: where the redirects are taken to live; default (and always in production) Google's
   * `https://vertexaisearch.cloud.google.com/grounding-api-redirect/`. Tests point it at the loopback mock server.
   */
  groundingRedirects?: { prefix?: string };
}

/**
 * The adapter for a real engine with resolved credentials (see resolveEngineConfig), whose every request (SDK or
 * SerpApi, redirects included) goes through the outbound guard (engineFetch). Not for `simulated`, which takes
 * no credentials: create it with `createEngine('simulated', …)`.
 *
 * When asked to, Gemini's grounding redirects are requested once each (never followed) through the guard with the
 * operator's allow-list alone: the base URL's pass for the environment's own engine host does not extend to them.
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
    case 'gemini':
      return createEngine('gemini', {
        apiKey: resolved.apiKey,
        fetch,
        ...baseURL,
        ...model,
        ...timeout,
        groundingRedirects: options.groundingRedirects
          ? { ...options.groundingRedirects, fetch: operatorGuardedFetch(options.allowedHosts) }
          : false,
      });
    case 'google-aio':
    case 'google-ai-mode':
      // SerpApi has no model to choose.
      return createEngine(engine, { apiKey: resolved.apiKey, fetch, ...baseURL, ...timeout });
    default:
      return createEngine(engine, { apiKey: resolved.apiKey, fetch, ...baseURL, ...model, ...timeout });
  }
}
