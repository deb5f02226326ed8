import { malformed } from '../../errors.ts';
import { answerCostFields } from '../../shared/cost.ts';
import { genAISdk } from '../../shared/provider-sdks.ts';
import type { AskOptions, BaseEngineConfig, EngineAdapter, EngineAnswer, EnginePrompt } from '../../types.ts';
import { fromGeminiError } from './gemini-errors.ts';
import { parseGeminiBody } from './gemini-parse.ts';
import { type GroundingRedirectOptions, resolveGroundingRedirects } from './grounding-redirects.ts';

export interface GeminiConfig extends BaseEngineConfig {
  /** Gemini API version in the path; grounding is documented on `v1beta`. */
  apiVersion?: string;
  /**
   * Opt-in: resolve grounding redirect links to their pages after the answer (grounding-redirects.ts). Absent or
   * `false`: the links are kept as they are and nothing else is contacted. Within the options, the defaults are
   * the production redirect prefix, 3 s per request and the adapter's `fetch`.
   */
  groundingRedirects?: GroundingRedirectOptions | false;
}

export const geminiDefaults = {
  baseURL: 'https://generativelanguage.googleapis.com',
  model: 'gemini-2.5-flash',
  apiVersion: 'v1beta',
  timeoutMs: 120_000,
};

/**
 * `gemini`: generateContent with Google Search grounding. The SDK has no retries unless configured. A
 * fetch wrapper keeps the HTTP response (headers for `retry-after`, and the untouched body as `raw`),
 * since the SDK returns only a converted object and puts error bodies into the message.
 *
 * Grounding citations link to a Google redirect; with `groundingRedirects`, each distinct redirect is requested
 * once after parsing, without following it, and the page its `Location` names becomes the citation's
 * `resolvedUrl`. That never fails the answer: an unresolved citation keeps only its `url` and title.
 */
export function createGeminiEngine(config: GeminiConfig): EngineAdapter {
  return {
    id: 'gemini',
    async ask(prompt: EnginePrompt, options: AskOptions = {}): Promise<EngineAnswer> {
      const model = options.model ?? config.model ?? geminiDefaults.model;
      const timeout = options.timeoutMs ?? config.timeoutMs ?? geminiDefaults.timeoutMs;
      let last: Response | undefined;
      const capturingFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
        const response = await (config.fetch ?? fetch)(input, init);
        last = response.clone();
        return response;
      };
      // The SDK is loaded on the first `ask` (shared/provider-sdks.ts); the client is per call, for `last`.
      const { GoogleGenAI } = await genAISdk();
      const client = new GoogleGenAI({
        apiKey: config.apiKey,
        httpOptions: {
          baseUrl: config.baseURL ?? geminiDefaults.baseURL,
          apiVersion: config.apiVersion ?? geminiDefaults.apiVersion,
          timeout,
          fetch: capturingFetch,
        },
      });
      let raw: unknown;
      try {
        await client.models.generateContent({
          model,
          contents: prompt.text,
          config: {
            tools: [{ googleSearch: {} }],
            ...(options.signal ? { abortSignal: options.signal } : {}),
          },
        });
        const text = (await last?.text()) ?? '';
        try {
          raw = JSON.parse(text) as unknown;
        } catch (error) {
          throw malformed('body is not valid JSON', error);
        }
      } catch (error) {
        // A 200 whose body the SDK itself could not convert is a malformed body, not an SDK bug to surface.
        if (last?.ok && error instanceof TypeError && !options.signal?.aborted) {
          throw malformed('the SDK could not read the body', error);
        }
        throw await fromGeminiError(error, options.signal, timeout, last?.headers);
      }
      const parsed = parseGeminiBody(raw);
      let citations = parsed.citations;
      if (config.groundingRedirects) {
        const { fetch: redirectFetch, ...redirectOptions } = config.groundingRedirects;
        citations = await resolveGroundingRedirects(citations, redirectFetch ?? config.fetch ?? fetch, {
          ...redirectOptions,
          signal: options.signal,
        });
      }
      return {
        text: parsed.text,
        citations,
        model: parsed.model ?? model,
        usage: parsed.usage,
        ...answerCostFields(parsed.usage, config.pricing),
        raw,
        status: parsed.text.trim() === '' ? 'no_answer' : 'ok',
      };
    },
  };
}
