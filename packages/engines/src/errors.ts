import { engineErrorKinds as contractErrorKinds, type EngineErrorKindName } from '@sightline/contracts';
import { findBlockedAddress } from './outbound/blocked-address-error.ts';

/**
 * Typed engine errors. The job queue retries only `retryable` errors (adapters run their SDKs with
 * `maxRetries: 0`). A body without the documented shape is `malformed` and NOT retryable: it means the
 * provider changed its contract or a proxy mangled the response, and paying for the same call again
 * rarely helps; it surfaces as a dead-lettered run to look at.
 *
 * An EngineError's `message` is always ours (a fixed sentence per kind, with the HTTP status): it is shown to
 * users (connection tests, a run's stored error) and must never carry what a provider, or whatever answers at
 * an organization's base URL, sent back. That text is kept in `detail`, for the server log at debug level.
 */

/** The kinds an adapter reports: the product's (contracts) but `unknown`, which only the server assigns. */
export type EngineErrorKind = Exclude<EngineErrorKindName, 'unknown'>;
export const engineErrorKinds = contractErrorKinds.filter(
  (kind): kind is EngineErrorKind => kind !== 'unknown',
) as readonly EngineErrorKind[];

export interface EngineErrorInit {
  kind: EngineErrorKind;
  /** Our own words; default: the kind's fixed message with the HTTP status. Never a provider's text. */
  message?: string;
  /** What the provider said (scrubbed of the key), for the server log only. */
  detail?: string;
  retryable?: boolean;
  retryAfterMs?: number;
  status?: number;
  cause?: unknown;
}

const retryableKinds: ReadonlySet<EngineErrorKind> = new Set([
  'rate_limited',
  'server',
  'timeout',
  'unreachable',
]);

const fixedMessages: Record<EngineErrorKind, string> = {
  auth: 'The engine did not accept the API key',
  quota: 'The engine account has no quota or credit left',
  rate_limited: 'The engine is limiting requests: try again later',
  timeout: 'The engine did not answer in time',
  server: 'The engine had a server error',
  bad_request: 'The engine refused the request: check the model and the base URL',
  malformed: 'The engine answered with a response Sightline cannot read',
  unreachable: 'Sightline could not connect to the engine',
  blocked_address:
    'The engine address is not allowed: loopback, private and link-local addresses are refused unless the server operator allows them (ENGINE_ALLOWED_HOSTS)',
};

/** The fixed message for a kind of failure, with the HTTP status when there is one. */
export function engineErrorMessage(kind: EngineErrorKind, status?: number): string {
  return status === undefined ? fixedMessages[kind] : `${fixedMessages[kind]} (HTTP ${status})`;
}

export class EngineError extends Error {
  readonly kind: EngineErrorKind;
  readonly retryable: boolean;
  readonly retryAfterMs?: number;
  readonly status?: number;
  readonly detail?: string;

  constructor(init: EngineErrorInit) {
    super(
      init.message ?? engineErrorMessage(init.kind, init.status),
      init.cause === undefined ? undefined : { cause: init.cause },
    );
    this.name = 'EngineError';
    this.kind = init.kind;
    this.retryable = init.retryable ?? retryableKinds.has(init.kind);
    if (init.retryAfterMs !== undefined) this.retryAfterMs = init.retryAfterMs;
    if (init.status !== undefined) this.status = init.status;
    if (init.detail !== undefined) this.detail = init.detail;
  }
}

/** A body without the documented shape; `message` says which part, in our words. */
export function malformed(message: string, cause?: unknown): EngineError {
  return new EngineError({
    kind: 'malformed',
    message: `${fixedMessages.malformed}: ${message}`,
    cause,
  });
}

/**
 * A request that got no HTTP response: refused by the outbound guard (`blocked_address`, permanent), or a
 * connection that failed (`unreachable`, retried). `detail` keeps the low-level reason for the log.
 */
export function connectionError(error: unknown): EngineError {
  const blocked = findBlockedAddress(error);
  if (blocked) return new EngineError({ kind: 'blocked_address', detail: blocked.message, cause: error });
  const reasons: string[] = [];
  for (let e: unknown = error; e instanceof Error && reasons.length < 4; e = e.cause) reasons.push(e.message);
  return new EngineError({ kind: 'unreachable', detail: reasons.join(': '), cause: error });
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
  /** The provider's error message, for the log only (see EngineErrorInit.detail). */
  detail?: string;
  /** Provider error codes found in the body (e.g. OpenAI `code`, Anthropic `details.error_code`). */
  codes?: (string | null | undefined)[];
  retryAfterMs?: number;
}

/** Maps an HTTP failure to its EngineError by status and provider codes. */
export function httpError(failure: HttpFailure): EngineError {
  const { status } = failure;
  const codes = (failure.codes ?? []).filter((c): c is string => typeof c === 'string');
  const retryAfterMs = failure.retryAfterMs ?? parseRetryAfter(failure.headers);
  const base = { status, cause: failure.body, ...(failure.detail ? { detail: failure.detail } : {}) };
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
    message: `${fixedMessages.timeout}${timeoutMs ? ` (${timeoutMs} ms)` : ''}`,
    cause,
  });
}

/** The caller cancelled: rethrow the caller's reason untouched so the queue sees a cancellation. */
export function throwIfCallerAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw signal.reason;
}
