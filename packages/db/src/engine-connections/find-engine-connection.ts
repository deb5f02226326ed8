import type { ConnectableEngineId } from '@sightline/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { engineConnections } from '../schema/index.ts';
import {
  type EngineConnectionRow,
  engineConnectionColumns,
  toEngineConnectionRow,
} from './engine-connection-row.ts';

/** The organization's stored connection to one engine, if any. */
export async function findEngineConnection(
  db: Database,
  organizationId: number,
  engine: ConnectableEngineId,
): Promise<EngineConnectionRow | undefined> {
  const [row] = await db
    .select(engineConnectionColumns)
    .from(engineConnections)
    .where(and(eq(engineConnections.organizationId, organizationId), eq(engineConnections.engine, engine)))
    .limit(1);
  return row ? toEngineConnectionRow(row) : undefined;
}
