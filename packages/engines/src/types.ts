/** The one interface every answer engine implements (docs/features/engines.md). */

import type { EngineId } from '@sightline/contracts';

/** Engine ids are the product's (contracts); adapters exist for every one of them (create-engine.ts). */
export type { EngineId };

export interface EnginePrompt {
  text: string;
  /** BCP 47 language of the prompt, e.g. `ko`. */
  language?: string;
  /** ISO 3166-1 alpha-2 country the answer should be localised for, e.g. `KR`. */
  country?: string;
}

export interface AskOptions {
  /** Overrides the configured model for this call. */
  model?: string;
  /** Cancels the call; a cancelled call rejects with the signal's reason (not an EngineError). */
  signal?: AbortSignal;
  /** Overrides the configured timeout for this call. */
  timeoutMs?: number;
  /** Deterministic engines (the simulator) derive their answer from it; real engines ignore it. */
  seed?: string;
  /** The local day (`YYYY-MM-DD`) the answer is collected for; the simulator gives its brands trends by it. */
  day?: string;
}

/**
 * A source the answer cites. `startIndex`/`endIndex` are JS string (UTF-16 code unit) indices into
 * `EngineAnswer.text`, end exclusive, always within the text.
 */
export interface Citation {
  url: string;
  /** The page a redirect `url` leads to (Gemini grounding links), when collection resolved it. */
  resolvedUrl?: string;
  title?: string;
  startIndex?: number;
  endIndex?: number;
  /** True when the link was found in the answer text rather than reported by the provider. */
  extracted?: boolean;
}

export interface EngineUsage {
  inputTokens: number;
  outputTokens: number;
}

export interface EngineAnswer {
  text: string;
  citations: Citation[];
  model: string;
  usage: EngineUsage;
  /** USD, from the provider when it reports it, else from configured pricing, else null. */
  cost: number | null;
  /**
   * Where `cost` comes from: `provider` when the response reported it (Perplexity, OpenRouter's `usage.cost`),
   * `pricing` when it was computed from configured prices (tokens × price, SerpApi searches × price). Absent when
   * `cost` is null.
   */
  costSource?: 'provider' | 'pricing';
  /** The provider's response body, untouched. */
  raw: unknown;
  status: 'ok' | 'no_answer';
}

export interface EngineAdapter {
  readonly id: EngineId;
  ask(prompt: EnginePrompt, options?: AskOptions): Promise<EngineAnswer>;
}

/** USD per million tokens, used to compute `cost` when the provider does not report it. */
export interface TokenPricing {
  inputPerMTok: number;
  outputPerMTok: number;
}

/** The `fetch` adapters make their requests with (the SDKs' `fetch` option, SerpApi's own requests). */
export type EngineFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** What every adapter accepts; adapters add their own fields. */
export interface BaseEngineConfig {
  apiKey: string;
  /** Provider base URL (SDK conventions: OpenAI-style ends in `/v1`; Anthropic and Gemini without). */
  baseURL?: string;
  model?: string;
  timeoutMs?: number;
  pricing?: TokenPricing;
  /**
   * The fetch to call the provider with; default: the global fetch. The server passes its guarded fetch
   * (createGuardedFetch), which refuses loopback, private and link-local addresses on every connection.
   */
  fetch?: EngineFetch;
}
