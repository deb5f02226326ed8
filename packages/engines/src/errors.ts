/**
 * Typed engine errors. The job queue retries only `retryable` errors (adapters run their SDKs with
 * `maxRetries: 0`). A body without the documented shape is `malformed` and NOT retryable: it means the
 * provider changed its contract or a proxy mangled the response, and paying for the same call again
 * rarely helps; it surfaces as a dead-lettered run to look at.
 */

export type EngineErrorKind =
  | 'rate_limited'
  | 'server'
  | 'timeout'
  | 'malformed'
  | 'auth'
  | 'quota'
  | 'bad_request';

export interface EngineErrorInit {
  kind: EngineErrorKind;
  message: string;
  retryable?: boolean;
  retryAfterMs?: number;
  status?: number;
  cause?: unknown;
}

const retryableKinds: ReadonlySet<EngineErrorKind> = new Set(['rate_limited', 'server', 'timeout']);

export class EngineError extends Error {
  readonly kind: EngineErrorKind;
  readonly retryable: boolean;
  readonly retryAfterMs?: number;
  readonly status?: number;

  constructor(init: EngineErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'EngineError';
    this.kind = init.kind;
    this.retryable = init.retryable ?? retryableKinds.has(init.kind);
    if (init.retryAfterMs !== undefined) this.retryAfterMs = init.retryAfterMs;
    if (init.status !== undefined) this.status = init.status;
  }
}

export function malformed(message: string, cause?: unknown): EngineError {
  return new EngineError({ kind: 'malformed', message: `malformed response: ${message}`, cause });
}

/** `retry-after-ms` (milliseconds), else `retry-after` (seconds or an HTTP date). */
export function parseRetryAfter(headers: Headers | undefined, now = Date.now()): number | undefined {
  if (!headers) return undefined;
  const ms = Number.parseFloat(headers.get('retry-after-ms') ?? '');
  if (Number.isFinite(ms) && ms >= 0) return Math.round(ms);
  const value = headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.round(seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Quota/spend codes that come as 429 but must not be retried. */
const quotaCodes = ['insufficient_quota', 'enforced_spend_limit_reached', 'billing_hard_limit_reached'];

export interface HttpFailure {
  status: number;
  headers?: Headers;
  /** Parsed error body, if any. */
  body?: unknown;
  message: string;
  /** Provider error codes found in the body (e.g. OpenAI `code`, Anthropic `details.error_code`). */
  codes?: (string | null | undefined)[];
  retryAfterMs?: number;
}

/** Maps an HTTP failure to its EngineError by status and provider codes. */
export function httpError(failure: HttpFailure): EngineError {
  const { status, message } = failure;
  const codes = (failure.codes ?? []).filter((c): c is string => typeof c === 'string');
  const retryAfterMs = failure.retryAfterMs ?? parseRetryAfter(failure.headers);
  const base = { status, message, cause: failure.body };
  if (status === 401 || status === 403) return new EngineError({ ...base, kind: 'auth' });
  if (status === 402 || codes.some((c) => quotaCodes.includes(c)))
    return new EngineError({ ...base, kind: 'quota' });
  if (status === 429) return new EngineError({ ...base, kind: 'rate_limited', retryAfterMs });
  if (status === 408) return new EngineError({ ...base, kind: 'timeout', retryAfterMs });
  if (status >= 500) return new EngineError({ ...base, kind: 'server', retryAfterMs });
  return new EngineError({ ...base, kind: 'bad_request' });
}

export function timeoutError(timeoutMs: number | undefined, cause?: unknown): EngineError {
  return new EngineError({
    kind: 'timeout',
    message: `engine call timed out${timeoutMs ? ` after ${timeoutMs} ms` : ''}`,
    cause,
  });
}

/** The caller cancelled: rethrow the caller's reason untouched so the queue sees a cancellation. */
export function throwIfCallerAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw signal.reason;
}
