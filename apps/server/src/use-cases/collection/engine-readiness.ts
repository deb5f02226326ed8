import type { CredentialSource, EngineId, EngineReadiness } from '@sightline/contracts';
import { listEngineConnections } from '@sightline/db';
import { connectionIsUsable } from '../../engines/resolve-engine-config.ts';
import type { Services } from '../../services.ts';

/**
 * Whether each engine can be collected from for an organization, by the rule collection resolves credentials with
 * (resolve-engine-config.ts): the simulator for a simulated project or the `simulated` engine, else the
 * organization's connection, else the server's environment, else none. Keys are never decrypted nor returned: a
 * saved key that no longer decrypts counts as ready here and fails its runs with `auth`, saying to save it again.
 */
export async function engineReadiness(
  services: Services,
  organizationId: number,
  engines: readonly string[],
  simulated: boolean,
): Promise<EngineReadiness[]> {
  const needsCredentials = !simulated && engines.some((engine) => engine !== 'simulated');
  const rows = needsCredentials ? await listEngineConnections(services.db, organizationId) : [];
  const byEngine = new Map(rows.map((row) => [row.engine as string, row]));
  return engines.map((id) => {
    const engine = id as EngineId;
    const source = sourceOf(services, engine, simulated, byEngine.get(engine));
    return { engine, ready: source !== null, source };
  });
}

function sourceOf(
  services: Services,
  engine: EngineId,
  simulated: boolean,
  row: Parameters<typeof connectionIsUsable>[1] | undefined,
): CredentialSource | null {
  if (simulated || engine === 'simulated') return 'simulator';
  if (row && connectionIsUsable(engine, row)) return 'connection';
  if (services.config.engines.fallbacks[engine]) return 'environment';
  return null;
}
