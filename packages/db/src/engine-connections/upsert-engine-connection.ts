import type { ConnectableEngineId } from '@sightline/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { engineConnections } from '../schema/index.ts';
import {
  type EngineConnectionRow,
  engineConnectionColumns,
  toEngineConnectionRow,
} from './engine-connection-row.ts';

export interface EngineConnectionValues {
  organizationId: number;
  engine: ConnectableEngineId;
  /** Already encrypted (`v1:…`); null when the connection has no key. */
  apiKeyEncrypted: string | null;
  apiKeyLast4: string | null;
  baseUrl: string | null;
  model: string | null;
}

/** Creates or replaces the organization's connection to an engine (one per organization and engine). */
export async function upsertEngineConnection(
  db: Database,
  values: EngineConnectionValues,
): Promise<EngineConnectionRow> {
  const { organizationId: _, engine: __, ...changes } = values;
  const [row] = await db
    .insert(engineConnections)
    .values(values)
    .onConflictDoUpdate({
      target: [engineConnections.organizationId, engineConnections.engine],
      set: { ...changes, updatedAt: sql`now()` },
    })
    .returning(engineConnectionColumns);
  return toEngineConnectionRow(row!);
}
