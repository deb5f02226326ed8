import type { ConnectableEngineId } from '@sightline/contracts';
import { openSecret, sealSecret } from './secret-box.ts';

/**
 * Engine API keys at rest: sealed with the server secret and bound to their organization and engine, so a value
 * copied into another row does not decrypt.
 */
const context = (organizationId: number, engine: ConnectableEngineId) =>
  `engine-connection:${organizationId}:${engine}`;

export function sealApiKey(
  serverSecret: string,
  organizationId: number,
  engine: ConnectableEngineId,
  apiKey: string,
): string {
  return sealSecret(serverSecret, apiKey, context(organizationId, engine));
}

/** The stored key in clear text; throws SecretBoxError when it cannot be decrypted. */
export function openApiKey(
  serverSecret: string,
  organizationId: number,
  engine: ConnectableEngineId,
  sealed: string,
): string {
  return openSecret(serverSecret, sealed, context(organizationId, engine));
}

/** The last four characters, the only part of a key ever shown. */
export function lastFour(apiKey: string): string {
  return apiKey.slice(-4);
}
