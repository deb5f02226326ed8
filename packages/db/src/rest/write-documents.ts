import { ConflictError } from '@sightline/contracts';
import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../database.ts';
import { isUniqueViolation } from '../errors.ts';
import { documentKeyCondition } from './find-documents.ts';
import type { TenantScope } from './resource.ts';
import { resource as lookup } from './resources/index.ts';

type Row = Record<string, unknown>;
type Columns = { id: AnyPgColumn; organizationId: AnyPgColumn };

/** The id and organization of a document the caller can see, from its id or documentId. */
export async function resolveDocument(
  db: Database,
  name: string,
  key: string | number,
  tenant: TenantScope,
): Promise<{ id: number; organizationId: number } | undefined> {
  const r = lookup(name);
  const table = r.table as unknown as Columns;
  // Organizations are their own tenant: their id is the organization id.
  const [row] = await db
    .select({ id: table.id, organizationId: table.organizationId ?? table.id })
    .from(r.table)
    .where(and(r.scope(tenant), documentKeyCondition(r, key)))
    .limit(1);
  return row ? { id: Number(row.id), organizationId: Number(row.organizationId) } : undefined;
}

async function conflictsAsError<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ConflictError(`A ${name} document with these values already exists`);
    throw error;
  }
}

/** Inserts one document of a resource; returns its id. A duplicate of a unique value answers 409. */
export function insertDocument(db: Database, name: string, values: Row): Promise<number> {
  const r = lookup(name);
  return conflictsAsError(name, async () => {
    const [row] = await db
      .insert(r.table as PgTable)
      .values(values as never)
      .returning({ id: (r.table as unknown as Columns).id });
    return Number(row!.id);
  });
}

export function updateDocument(db: Database, name: string, id: number, values: Row): Promise<void> {
  const r = lookup(name);
  if (Object.keys(values).length === 0) return Promise.resolve();
  return conflictsAsError(name, async () => {
    await db
      .update(r.table as PgTable)
      .set(values as never)
      .where(eq((r.table as unknown as Columns).id, id));
  });
}

export async function deleteDocument(db: Database, name: string, id: number): Promise<void> {
  const r = lookup(name);
  await db.delete(r.table as PgTable).where(eq((r.table as unknown as Columns).id, id));
}
