import { malformed } from '../../errors.ts';
import { asObject, type JsonObject } from '../../shared/shape.ts';
import { isNoResultsError } from './serpapi-errors.ts';

/** A search body's `ai_overview`, if any; a non-object there is a malformed body. */
export function overviewOf(body: JsonObject): JsonObject | undefined {
  if (body.ai_overview === undefined) return undefined;
  const overview = asObject(body.ai_overview);
  if (!overview) throw malformed('`ai_overview` is not an object');
  return overview;
}

/** The blocks of a Google AI Overview follow-up body: in `ai_overview`, or at its top level. */
export function followUpContainer(body: JsonObject): JsonObject | undefined {
  return isNoResultsError(body) ? undefined : (overviewOf(body) ?? body);
}

/** The blocks of an AI Mode body: the body itself, unless SerpApi found nothing. */
export function aiModeContainer(body: JsonObject): JsonObject | undefined {
  return isNoResultsError(body) ? undefined : body;
}

/**
 * The container of blocks in a stored `google-aio` raw: the search body's `ai_overview`, or, when the overview
 * needed a second search, `{ search, overview }`'s follow-up.
 */
export function aioRawContainer(raw: unknown): JsonObject | undefined {
  const root = asObject(raw);
  if (!root) throw malformed('SerpApi body is not an object');
  if (root.search_metadata === undefined && root.search !== undefined && root.overview !== undefined) {
    const overview = asObject(root.overview);
    if (!overview) throw malformed('the follow-up body is not an object');
    return followUpContainer(overview);
  }
  return isNoResultsError(root) ? undefined : overviewOf(root);
}
