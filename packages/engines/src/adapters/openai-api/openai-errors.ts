import { connectionError, EngineError, httpError, malformed, timeoutError } from '../../errors.ts';
import { openAISdk } from '../../shared/provider-sdks.ts';

/**
 * Maps anything the `openai` SDK throws (OpenAI, Perplexity, OpenAI-compatible servers) to an EngineError. Async
 * because the SDK's error classes come from its lazy loader (shared/provider-sdks.ts), already loaded by then.
 */
export async function fromOpenAIError(
  error: unknown,
  signal: AbortSignal | undefined,
  timeoutMs?: number,
): Promise<unknown> {
  if (signal?.aborted) return signal.reason;
  if (error instanceof EngineError) return error;
  const { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } = await openAISdk();
  if (error instanceof APIConnectionTimeoutError || error instanceof APIUserAbortError) {
    return timeoutError(timeoutMs, error);
  }
  if (error instanceof APIConnectionError) {
    return connectionError(error);
  }
  if (error instanceof APIError && typeof error.status === 'number') {
    return httpError({
      status: error.status,
      headers: error.headers,
      body: error.error,
      detail: error.message,
      codes: [error.code, error.type],
    });
  }
  if (error instanceof SyntaxError) return malformed('body is not valid JSON', error);
  return error;
}
