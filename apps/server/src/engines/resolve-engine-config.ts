import { AppError, type EngineId } from '@sightline/contracts';
import { findEngineConnection } from '@sightline/db';
import type { Services } from '../services.ts';
import { openApiKey } from './connection-keys.ts';

export interface ResolvedEngineConfig {
  apiKey: string;
  baseURL?: string;
  model?: string;
  source: 'organization' | 'environment';
}

/**
 * The credentials to call `engine` with for an organization: its own connection (key decrypted) first, else the
 * server's environment fallback, else null. `simulated` takes none: null (callers create it separately). An
 * OpenAI-compatible connection always has a base URL and a model; its key may be empty (local servers).
 *
 * The environment's key is never combined with an organization's base URL: each source is used whole.
 * A stored key that no longer decrypts (SIGHTLINE_SECRET changed) throws an ApplicationError saying so, rather than
 * quietly spending the server's key instead.
 */
export async function resolveEngineConfig(
  services: Services,
  organizationId: number,
  engine: EngineId,
): Promise<ResolvedEngineConfig | null> {
  if (engine === 'simulated') return null;
  const row = await findEngineConnection(services.db, organizationId, engine);
  if (row && connectionIsUsable(engine, row)) {
    let apiKey = '';
    if (row.apiKeyEncrypted) {
      try {
        apiKey = openApiKey(services.secret, organizationId, engine, row.apiKeyEncrypted);
      } catch {
        throw new AppError(
          'ApplicationError',
          `The saved ${engine} API key cannot be decrypted (the server secret may have changed): save the key again`,
        );
      }
    }
    if (apiKey || engine === 'openai-compatible') {
      return {
        apiKey,
        ...(row.baseUrl ? { baseURL: row.baseUrl } : {}),
        ...(row.model ? { model: row.model } : {}),
        source: 'organization',
      };
    }
  }
  const fallback = services.config.engines.fallbacks[engine];
  return fallback ? { ...fallback, source: 'environment' } : null;
}

/**
 * Whether a stored connection is used instead of the environment, without decrypting its key: an
 * OpenAI-compatible one needs a base URL and a model (its key may be empty), any other one a stored key.
 * (`resolveEngineConfig` decrypts it; a key that no longer decrypts is reported then, not here.)
 */
export function connectionIsUsable(
  engine: EngineId,
  row: { apiKeyEncrypted: string | null; baseUrl: string | null; model: string | null },
): boolean {
  if (engine === 'openai-compatible') return Boolean(row.baseUrl && row.model);
  return Boolean(row.apiKeyEncrypted);
}
