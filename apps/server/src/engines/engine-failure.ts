import type { EngineErrorKindName } from '@sightline/contracts';
import { EngineError, type EngineErrorKind, findBlockedAddress } from '@sightline/engines';
import type { FastifyBaseLogger } from 'fastify';

/** Why an engine call failed, as users may see it: a kind and our own message, never the provider's words. */
export interface EngineFailure {
  kind: EngineErrorKind | 'unknown';
  status?: number;
  message: string;
}

/** Removes a key (plain or URL-encoded) from text meant for the log. */
export function scrubKey(text: string, apiKey: string): string {
  if (apiKey.length < 4) return text;
  return text.replaceAll(apiKey, '[api key]').replaceAll(encodeURIComponent(apiKey), '[api key]');
}

/**
 * The user-facing failure for anything an engine call threw. EngineError messages are ours by construction
 * (EngineError keeps the provider's text in `detail`); anything else gets a fixed message, since its text may
 * hold what a server sent back.
 */
export function engineFailure(error: unknown): EngineFailure {
  if (error instanceof EngineError) {
    return {
      kind: error.kind,
      ...(error.status === undefined ? {} : { status: error.status }),
      message: error.message,
    };
  }
  return { kind: 'unknown', message: 'The engine call failed for an unexpected reason (see the server log)' };
}

/**
 * Logs what the provider said about a failed call, at debug level and with the key scrubbed: the detail an
 * operator needs, kept out of every response.
 */
export function logEngineFailure(
  logger: FastifyBaseLogger,
  error: unknown,
  apiKey: string,
  context: Record<string, unknown>,
): void {
  const blocked = findBlockedAddress(error);
  const detail =
    error instanceof EngineError ? error.detail : error instanceof Error ? error.message : String(error);
  logger.debug(
    {
      ...context,
      errorKind: engineFailure(error).kind,
      ...(error instanceof EngineError && error.status !== undefined ? { status: error.status } : {}),
      ...(blocked ? { blockedHost: blocked.hostname, blockedAddress: blocked.address } : {}),
      ...(detail ? { detail: scrubKey(detail, apiKey).slice(0, 1000) } : {}),
    },
    'engine call failed',
  );
}

/** The kinds a connection test may answer (the contract's list plus the guard's), see the route. */
export type TestErrorKind = EngineErrorKindName | EngineFailure['kind'];
