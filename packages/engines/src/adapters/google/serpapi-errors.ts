import { EngineError, httpError } from '../../errors.ts';
import { asObject, asString } from '../../shared/shape.ts';

/** SerpApi's `error` for a search that found nothing (HTTP 200): an answer with no AI text, not a failure. */
const noResults = /hasn't returned any results/i;
/** 429 means either the hourly throughput limit (retry later) or an exhausted plan (do not retry). */
const outOfSearches = /run out of searches|searches for the month are exhausted/i;
const invalidKey = /invalid api key/i;

/** SerpApi's `{"error": "..."}` string, if the body has one. */
export function serpApiErrorMessage(body: unknown): string | undefined {
  return asString(asObject(body)?.error);
}

export function isNoResultsError(body: unknown): boolean {
  return noResults.test(serpApiErrorMessage(body) ?? '');
}

/**
 * Maps a SerpApi failure (an HTTP error, or a 200 body with an `error` string) to an EngineError. SerpApi's
 * own words go to `detail` only (the message is ours); the API key travels in the query string, so it is
 * scrubbed from them.
 */
export function fromSerpApiFailure(
  status: number,
  headers: Headers,
  body: unknown,
  apiKey: string,
): EngineError {
  const reported = serpApiErrorMessage(body);
  const detail = scrub(reported ?? `SerpApi answered HTTP ${status}`, apiKey);
  const base = { status, detail, cause: body };
  if (reported && outOfSearches.test(reported)) return new EngineError({ ...base, kind: 'quota' });
  if (reported && invalidKey.test(reported)) return new EngineError({ ...base, kind: 'auth' });
  // An `error` in a 2xx body that is neither of the above: a failed search on SerpApi's side.
  if (status < 300) return new EngineError({ ...base, kind: 'server' });
  return httpError({ status, headers, body, detail });
}

export function scrub(text: string, apiKey: string): string {
  return apiKey ? text.replaceAll(apiKey, '[api_key]') : text;
}
