import { connectableEngineIds, type EngineConnection } from '@sightline/contracts';
import { type AuthContext, listEngineConnections } from '@sightline/db';
import type { Services } from '../../services.ts';
import { engineConnectionView } from './engine-connection-view.ts';
import { organizationFor } from './organization-for.ts';

/** Every engine that takes credentials, with where its credentials come from (any member may read). */
export async function listEngineConnectionsUseCase(
  services: Services,
  auth: AuthContext,
  organizationKey: string,
): Promise<EngineConnection[]> {
  const organization = await organizationFor(services, auth, organizationKey, 'read');
  const rows = await listEngineConnections(services.db, organization.id);
  const byEngine = new Map(rows.map((row) => [row.engine, row]));
  return connectableEngineIds.map((engine) =>
    engineConnectionView(engine, byEngine.get(engine), services.config.engines.fallbacks[engine]),
  );
}
