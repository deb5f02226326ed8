import { asArray, asObject, asString, type JsonObject } from '../shared/shape.ts';
import type { EngineId } from '../types.ts';
import { type FanOut, FanOutBuilder, noFanOut } from './fan-out.ts';

const objects = (value: unknown): JsonObject[] =>
  (asArray(value) ?? []).map(asObject).filter((o): o is JsonObject => o !== undefined);

/**
 * OpenAI Responses: each `web_search_call` item's `action` — a search's `queries` (or the deprecated `query`) and
 * `sources` (sent when the request includes `web_search_call.action.sources`), a page opened (`open_page`) or searched
 * in (`find`) by its `url`.
 */
function responsesFanOut(raw: unknown, out: FanOutBuilder): void {
  for (const item of objects(asObject(raw)?.output)) {
    if (item.type !== 'web_search_call') continue;
    const action = asObject(item.action);
    if (!action) continue;
    const queries = asArray(action.queries);
    if (queries) for (const q of queries) out.query(q);
    else out.query(action.query);
    for (const source of objects(action.sources)) out.page(source.url, source.title);
    if (action.type === 'open_page' || action.type === 'find') out.page(action.url);
  }
}

/** Gemini grounding: `groundingMetadata.webSearchQueries`, and every grounding chunk as a page read. */
function geminiFanOut(raw: unknown, out: FanOutBuilder): void {
  for (const candidate of objects(asObject(raw)?.candidates)) {
    const grounding = asObject(candidate.groundingMetadata);
    if (!grounding) continue;
    for (const q of asArray(grounding.webSearchQueries) ?? []) out.query(q);
    for (const chunk of objects(grounding.groundingChunks)) {
      const web = asObject(chunk.web);
      if (web) out.page(web.uri, web.title);
    }
  }
}

/** Claude (one body, or the bodies of a continued turn): `server_tool_use` queries and `web_search_tool_result` items. */
function claudeFanOut(raw: unknown, out: FanOutBuilder): void {
  for (const body of Array.isArray(raw) ? raw : [raw]) {
    for (const block of objects(asObject(body)?.content)) {
      if (block.type === 'server_tool_use' && block.name === 'web_search')
        out.query(asObject(block.input)?.query);
      if (block.type === 'web_search_tool_result')
        for (const result of objects(block.content)) out.page(result.url, result.title);
    }
  }
}

/**
 * Perplexity and OpenAI-compatible providers that search: a chat-completions body's `search_results` as pages read
 * (its queries are not given, only their count), or the agent API's `search_results` output items, with `queries`.
 */
function searchResultsFanOut(raw: unknown, out: FanOutBuilder): void {
  const body = asObject(raw);
  for (const item of objects(body?.output)) {
    if (item.type !== 'search_results') continue;
    for (const q of asArray(item.queries) ?? []) out.query(q);
    for (const result of objects(item.results)) out.page(result.url, result.title);
  }
  for (const result of objects(body?.search_results)) out.page(result.url, result.title);
}

const extractors: Partial<Record<EngineId, (raw: unknown, out: FanOutBuilder) => void>> = {
  chatgpt: responsesFanOut,
  gemini: geminiFanOut,
  claude: claudeFanOut,
  perplexity: searchResultsFanOut,
  'openai-compatible': searchResultsFanOut,
};

/** The simulator keeps its fan-out beside its answer in `raw`, in the shape stored (`{ fanOut }`). */
function simulatedFanOut(raw: unknown, out: FanOutBuilder): void {
  const fanOut = asObject(asObject(raw)?.fanOut);
  for (const q of asArray(fanOut?.searchQueries) ?? []) out.query(q);
  for (const page of objects(fanOut?.retrieved)) out.page(page.url, asString(page.title));
}

/**
 * What an engine searched and read, from its raw response; empty for engines whose responses hold neither (the
 * Google engines through SerpApi) and for whatever cannot be read (never throws).
 */
export function fanOutOf(engine: EngineId, raw: unknown): FanOut {
  const extract = engine === 'simulated' ? simulatedFanOut : extractors[engine];
  if (!extract || raw === null || raw === undefined) return noFanOut();
  const out = new FanOutBuilder();
  try {
    extract(raw, out);
  } catch {
    return noFanOut();
  }
  return out.build();
}
