import {
  type ConnectableEngineId,
  connectableEngineIds,
  type EngineConnection,
  maskApiKey,
  ValidationError,
} from '@sightline/contracts';
import type { EngineConnectionRow } from '@sightline/db';
import type { EngineFallback } from '../../config.ts';

/**
 * How the API shows an engine's connection: the organization's own (masked key, base URL, model), else the
 * server's environment (neither its key nor its base URL is shown to organizations; the model is), else none.
 */
export function engineConnectionView(
  engine: ConnectableEngineId,
  row: EngineConnectionRow | undefined,
  fallback: EngineFallback | undefined,
): EngineConnection {
  if (row) {
    return {
      engine,
      configured: true,
      source: 'organization',
      apiKeyMasked: row.apiKeyLast4 ? maskApiKey(row.apiKeyLast4) : null,
      baseUrl: row.baseUrl,
      model: row.model,
      updatedAt: row.updatedAt.toISOString(),
    };
  }
  if (fallback) {
    return {
      engine,
      configured: true,
      source: 'environment',
      apiKeyMasked: null,
      baseUrl: null,
      model: fallback.model ?? null,
      updatedAt: null,
    };
  }
  return {
    engine,
    configured: false,
    source: 'none',
    apiKeyMasked: null,
    baseUrl: null,
    model: null,
    updatedAt: null,
  };
}

/** The `:engine` of a route: an engine that takes credentials, or a ValidationError naming it. */
export function parseConnectableEngine(value: string): ConnectableEngineId {
  if ((connectableEngineIds as readonly string[]).includes(value)) return value as ConnectableEngineId;
  const message =
    value === 'simulated' ? 'The simulated engine takes no credentials' : `Unknown engine "${value}"`;
  throw new ValidationError(message, [
    {
      path: ['engine'],
      message: `must be one of ${connectableEngineIds.join(', ')}`,
      name: 'ValidationError',
      value,
    },
  ]);
}
