import { claudeBodiesOf, composeClaudeAnswer } from './adapters/claude/claude-parse.ts';
import { parseGeminiBody } from './adapters/gemini/gemini-parse.ts';
import { serpApiAnswer } from './adapters/google/serpapi-compose.ts';
import { aiModeContainer, aioRawContainer } from './adapters/google/serpapi-containers.ts';
import { parseResponsesBody } from './adapters/openai-api/responses-parse.ts';
import { parseCompatibleBody } from './adapters/openai-compatible/openai-compatible-parse.ts';
import { parsePerplexityBody } from './adapters/perplexity/perplexity-parse.ts';
import { malformed } from './errors.ts';
import { asObject, type JsonObject } from './shared/shape.ts';
import type { Citation, EngineAnswer, EngineId, EngineUsage } from './types.ts';

/** What an adapter made of a provider's response, read again from the stored `raw`. */
export interface ReparsedAnswer {
  text: string;
  citations: Citation[];
  /** The model the response names; null when it names none (the adapter then stored the model it asked for). */
  model: string | null;
  usage: EngineUsage;
  /** The cost the provider reported in the response (USD); null when it reported none. */
  reportedCost: number | null;
  status: EngineAnswer['status'];
}

type Parsed = { text: string; citations: Citation[]; model?: string | undefined; usage?: EngineUsage };

const noUsage = (): EngineUsage => ({ inputTokens: 0, outputTokens: 0 });

/** A stored SerpApi raw: a search body (with its metadata, blocks or error) or `{ search, overview }`. */
function serpApiBody(raw: unknown): JsonObject {
  const body = asObject(raw);
  const known = ['search_metadata', 'text_blocks', 'ai_overview', 'error', 'overview'];
  if (!body || !known.some((key) => body[key] !== undefined)) throw malformed('not a SerpApi body');
  return body;
}

/** Each engine's reading of its raw, exactly as its adapter reads it after the calls. */
const parsers: Record<
  Exclude<EngineId, 'simulated'>,
  (raw: unknown) => Parsed & { reportedCost?: number }
> = {
  chatgpt: parseResponsesBody,
  claude: (raw) => composeClaudeAnswer(claudeBodiesOf(raw)),
  perplexity: (raw) => parsePerplexityBody(raw),
  gemini: parseGeminiBody,
  'google-aio': (raw) =>
    serpApiAnswer(aioRawContainer(serpApiBody(raw)), { raw, model: 'google-ai-overview', cost: 0 }),
  'google-ai-mode': (raw) =>
    serpApiAnswer(aiModeContainer(serpApiBody(raw)), { raw, model: 'google-ai-mode', cost: 0 }),
  'openai-compatible': parseCompatibleBody,
};

/**
 * Reads a stored chat's `raw` again into the answer its adapter makes of it: text, citations with spans, model,
 * usage and any cost the provider reported. Pure: nothing is requested (Gemini's grounding redirects are not
 * resolved again: carry `resolvedUrl` over from the stored citations by `url`). Null when the raw cannot be read
 * as that engine's response: none stored, the simulator's, a truncated or otherwise malformed body.
 */
export function reparseRaw(engine: EngineId, raw: unknown): ReparsedAnswer | null {
  if (raw === null || raw === undefined || engine === 'simulated') return null;
  const parse = parsers[engine];
  if (!parse) return null;
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(raw);
  } catch {
    return null;
  }
  return {
    text: parsed.text,
    citations: parsed.citations,
    model: parsed.model ?? null,
    usage: parsed.usage ?? noUsage(),
    reportedCost: parsed.reportedCost ?? null,
    status: parsed.text.trim() === '' ? 'no_answer' : 'ok',
  };
}
