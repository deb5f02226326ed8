import type { ConnectableEngineId } from '@sightline/contracts';
import { engineConnections } from '../schema/index.ts';

/** An organization's stored connection to one engine (the key only encrypted). */
export interface EngineConnectionRow {
  id: number;
  documentId: string;
  organizationId: number;
  engine: ConnectableEngineId;
  apiKeyEncrypted: string | null;
  apiKeyLast4: string | null;
  baseUrl: string | null;
  model: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const engineConnectionColumns = {
  id: engineConnections.id,
  documentId: engineConnections.documentId,
  organizationId: engineConnections.organizationId,
  engine: engineConnections.engine,
  apiKeyEncrypted: engineConnections.apiKeyEncrypted,
  apiKeyLast4: engineConnections.apiKeyLast4,
  baseUrl: engineConnections.baseUrl,
  model: engineConnections.model,
  createdAt: engineConnections.createdAt,
  updatedAt: engineConnections.updatedAt,
};

export function toEngineConnectionRow(row: { engine: string } & Omit<EngineConnectionRow, 'engine'>) {
  return { ...row, engine: row.engine as ConnectableEngineId } satisfies EngineConnectionRow;
}
