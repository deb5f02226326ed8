import { type ConnectableEngineId, type EngineConnection, NotFoundError } from '@sightline/contracts';
import { type AuthContext, deleteEngineConnection } from '@sightline/db';
import type { Services } from '../../services.ts';
import { engineConnectionView } from './engine-connection-view.ts';
import { organizationFor } from './organization-for.ts';

/**
 * Removes the organization's connection to an engine (admin or owner), key included; answers the engine's
 * state afterwards (the server's environment key, if there is one, takes over).
 */
export async function removeEngineConnection(
  services: Services,
  auth: AuthContext,
  organizationKey: string,
  engine: ConnectableEngineId,
): Promise<EngineConnection> {
  const organization = await organizationFor(services, auth, organizationKey, 'manageEngines');
  const deleted = await deleteEngineConnection(services.db, organization.id, engine);
  if (!deleted) throw new NotFoundError(`The organization has no saved ${engine} connection`);
  return engineConnectionView(engine, undefined, services.config.engines.fallbacks[engine]);
}
