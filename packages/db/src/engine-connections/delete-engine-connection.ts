import type { ConnectableEngineId } from '@sightline/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { engineConnections } from '../schema/index.ts';

/** Removes the organization's connection to an engine; whether there was one. */
export async function deleteEngineConnection(
  db: Database,
  organizationId: number,
  engine: ConnectableEngineId,
): Promise<boolean> {
  const deleted = await db
    .delete(engineConnections)
    .where(and(eq(engineConnections.organizationId, organizationId), eq(engineConnections.engine, engine)))
    .returning({ id: engineConnections.id });
  return deleted.length > 0;
}
