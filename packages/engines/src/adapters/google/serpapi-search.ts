import { connectionError, malformed, throwIfCallerAborted, timeoutError } from '../../errors.ts';
import { asObject, type JsonObject } from '../../shared/shape.ts';
import type { AskOptions, EngineFetch, EnginePrompt } from '../../types.ts';
import { fromSerpApiFailure, isNoResultsError, serpApiErrorMessage } from './serpapi-errors.ts';

/** What the SerpApi adapters (`google-aio`, `google-ai-mode`) accept. */
export interface SerpApiConfig {
  apiKey: string;
  /** Default `https://serpapi.com`; requests go to `{baseURL}/search.json`. */
  baseURL?: string;
  timeoutMs?: number;
  /** Google country (`kr`); default: the prompt's country, lower-cased. */
  gl?: string;
  /** Google interface language (`ko`); default: the prompt's language. */
  hl?: string;
  /** SerpApi `location` (city-level name, e.g. `Seoul, South Korea`); omitted by default. */
  location?: string;
  /** USD per SerpApi search; an answer costs this times the number of searches made. */
  costPerSearch?: number;
  /** The fetch to search with (the server passes its guarded fetch); default: the global fetch. */
  fetch?: EngineFetch;
}

export const serpApiDefaults = { baseURL: 'https://serpapi.com', timeoutMs: 120_000, costPerSearch: 0.015 };

/** Google's `hl` for a BCP 47 tag: the primary language, except Chinese, which Google splits by script. */
export function googleLanguage(language: string): string {
  const [primary = '', ...rest] = language.toLowerCase().split(/[-_]/);
  if (primary !== 'zh' || rest.length === 0) return primary;
  return rest.some((s) => ['hant', 'tw', 'hk', 'mo'].includes(s)) ? 'zh-TW' : 'zh-CN';
}

/** `gl`, `hl` and `location` for a prompt: configured values win, else derived from the prompt. */
export function localeParams(config: SerpApiConfig, prompt: EnginePrompt): Record<string, string> {
  const gl = config.gl ?? prompt.country?.toLowerCase();
  const hl = config.hl ?? (prompt.language ? googleLanguage(prompt.language) : undefined);
  return {
    ...(gl ? { gl } : {}),
    ...(hl ? { hl } : {}),
    ...(config.location ? { location: config.location } : {}),
  };
}

export type SerpApiResult = { kind: 'body'; body: JsonObject } | { kind: 'no_results'; body: JsonObject };

/** One call's searches: shares the deadline (the timeout and the caller's signal) across them. */
export interface SerpApiSession {
  search(params: Record<string, string>): Promise<SerpApiResult>;
  /** HTTP searches made so far. */
  readonly searches: number;
}

export function serpApiSession(config: SerpApiConfig, options: AskOptions): SerpApiSession {
  const timeout = options.timeoutMs ?? config.timeoutMs ?? serpApiDefaults.timeoutMs;
  const deadline = AbortSignal.timeout(timeout);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  const endpoint = `${(config.baseURL ?? serpApiDefaults.baseURL).replace(/\/+$/, '')}/search.json`;
  let searches = 0;
  return {
    get searches() {
      return searches;
    },
    async search(params) {
      const url = new URL(endpoint);
      for (const [key, value] of Object.entries({ ...params, api_key: config.apiKey })) {
        url.searchParams.set(key, value);
      }
      let response: Response;
      let text: string;
      try {
        searches += 1;
        response = await (config.fetch ?? fetch)(url, { headers: { accept: 'application/json' }, signal });
        text = await response.text();
      } catch (error) {
        throwIfCallerAborted(options.signal);
        if (deadline.aborted) throw timeoutError(timeout, error);
        if (error instanceof TypeError) throw connectionError(error);
        throw error;
      }
      const body = parseJson(text);
      if (!response.ok) throw fromSerpApiFailure(response.status, response.headers, body, config.apiKey);
      if (body === undefined) throw malformed('SerpApi body is not valid JSON');
      const root = asObject(body);
      if (!root) throw malformed('SerpApi body is not an object');
      if (isNoResultsError(root)) return { kind: 'no_results', body: root };
      if (serpApiErrorMessage(root) !== undefined) {
        throw fromSerpApiFailure(response.status, response.headers, root, config.apiKey);
      }
      return { kind: 'body', body: root };
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
