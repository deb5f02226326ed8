import { asc, eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { engineConnections } from '../schema/index.ts';
import {
  type EngineConnectionRow,
  engineConnectionColumns,
  toEngineConnectionRow,
} from './engine-connection-row.ts';

/** The organization's stored engine connections, by engine. */
export async function listEngineConnections(
  db: Database,
  organizationId: number,
): Promise<EngineConnectionRow[]> {
  const rows = await db
    .select(engineConnectionColumns)
    .from(engineConnections)
    .where(eq(engineConnections.organizationId, organizationId))
    .orderBy(asc(engineConnections.engine));
  return rows.map(toEngineConnectionRow);
}
