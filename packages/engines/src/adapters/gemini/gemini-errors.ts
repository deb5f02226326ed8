import {
  connectionError,
  EngineError,
  httpError,
  malformed,
  parseRetryAfter,
  timeoutError,
} from '../../errors.ts';
import { genAISdk } from '../../shared/provider-sdks.ts';
import { asArray, asObject, asString } from '../../shared/shape.ts';

/** `RetryInfo.retryDelay` ("46s") or "retry in 46.5s" in the message, in ms. */
function retryDelayFromBody(body: unknown): number | undefined {
  const error = asObject(asObject(body)?.error);
  for (const d of asArray(error?.details) ?? []) {
    const delay = asString(asObject(d)?.retryDelay);
    const seconds = delay ? Number.parseFloat(delay) : Number.NaN;
    if (Number.isFinite(seconds)) return Math.round(seconds * 1000);
  }
  const match = /retry in ([\d.]+)\s*s/i.exec(asString(error?.message) ?? '');
  return match?.[1] ? Math.round(Number.parseFloat(match[1]) * 1000) : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Maps what `@google/genai` throws to an EngineError; `headers` are the failed response's, when captured. Async
 * because the SDK's `ApiError` comes from its lazy loader (shared/provider-sdks.ts), already loaded by then.
 */
export async function fromGeminiError(
  error: unknown,
  signal: AbortSignal | undefined,
  timeoutMs: number,
  headers: Headers | undefined,
): Promise<unknown> {
  if (signal?.aborted) return signal.reason;
  if (error instanceof EngineError) return error;
  const { ApiError } = await genAISdk();
  if (error instanceof ApiError) {
    // The SDK puts the JSON error body in the message.
    const body = parseJson(error.message);
    const details = asArray(asObject(asObject(body)?.error)?.details) ?? [];
    const reasons = details.map((d) => asString(asObject(d)?.reason));
    const invalidKey = reasons.includes('API_KEY_INVALID');
    return httpError({
      status: invalidKey ? 401 : error.status,
      headers,
      body,
      detail: asString(asObject(asObject(body)?.error)?.message) ?? error.message,
      retryAfterMs: parseRetryAfter(headers) ?? retryDelayFromBody(body),
    });
  }
  if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')) {
    return timeoutError(timeoutMs, error);
  }
  if (error instanceof SyntaxError) return malformed('body is not valid JSON', error);
  if (error instanceof TypeError && /fetch failed/i.test(error.message)) {
    return connectionError(error);
  }
  return error;
}
