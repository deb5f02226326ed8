import { type RestQuery, ValidationError } from '@sightline/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../database.ts';
import { compileFilters } from './compile-filters.ts';
import { compilePagination } from './compile-pagination.ts';
import { compileSelection } from './compile-selection.ts';
import { compileSort } from './compile-sort.ts';
import type { ApiDocument } from './load-documents.ts';
import { loadDocuments } from './load-documents.ts';
import type { ResourceDef, TenantScope } from './resource.ts';
import { resource as lookup } from './resources/index.ts';

export type { ApiDocument };

const idOf = (r: ResourceDef) => (r.table as unknown as { id: AnyPgColumn }).id;

export interface FindDocumentsOptions {
  query: RestQuery;
  tenant: TenantScope;
  /** A condition the route adds (e.g. the project of a nested resource). */
  where?: SQL;
}

/**
 * A resource list GET: filters, sort, pagination, fields and populate, always limited to the caller's
 * organizations. Ids are paged first with plain SQL, then the documents are loaded with their relations.
 */
export async function findDocuments(
  db: Database,
  name: string,
  { query, tenant, where }: FindDocumentsOptions,
) {
  const r = lookup(name);
  const condition = and(r.scope(tenant), compileFilters(r, query.filters, lookup, tenant), where);
  const order = compileSort(r, query.sort, tenant);
  const page = compilePagination(r, query.pagination);
  const selection = compileSelection(r, query, lookup, tenant);
  const idRows = await db
    .select({ id: idOf(r) })
    .from(r.table)
    .where(condition)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const total = await db.$count(r.table, condition);
  const data = await loadDocuments(
    db,
    r,
    idRows.map((row) => Number(row.id)),
    selection,
    tenant,
  );
  return { data, meta: { pagination: page.meta(total) } };
}

/**
 * `:id` in a path may be the numeric id or the 24-character documentId. A number no id can reach (beyond
 * 2^53, where bigint ids and JavaScript numbers part) is a bad request, not a database error.
 */
export function documentKeyCondition(r: ResourceDef, key: string | number): SQL {
  const table = r.table as unknown as { id: AnyPgColumn; documentId: AnyPgColumn };
  const numeric = typeof key === 'number' || /^\d+$/.test(key);
  if (numeric && !Number.isSafeInteger(Number(key))) {
    throw new ValidationError('id: expected an id or a documentId', [
      { path: ['id'], message: 'expected an id or a documentId', name: 'ValidationError', value: key },
    ]);
  }
  if (typeof key === 'string' && key.includes('\u0000')) {
    throw new ValidationError('id: must not contain NUL characters', [
      { path: ['id'], message: 'must not contain NUL characters', name: 'ValidationError' },
    ]);
  }
  return numeric ? eq(table.id, Number(key)) : eq(table.documentId, key);
}

/** A single GET; undefined when the document does not exist or belongs to another organization. */
export async function findDocument(
  db: Database,
  name: string,
  key: string | number,
  {
    query,
    tenant,
    where,
  }: { query: Pick<RestQuery, 'fields' | 'populate'>; tenant: TenantScope; where?: SQL },
): Promise<ApiDocument | undefined> {
  const r = lookup(name);
  const selection = compileSelection(r, query, lookup, tenant);
  const [row] = await db
    .select({ id: idOf(r) })
    .from(r.table)
    .where(and(r.scope(tenant), documentKeyCondition(r, key), where))
    .limit(1);
  if (!row) return undefined;
  const [doc] = await loadDocuments(db, r, [Number(row.id)], selection, tenant, { single: true });
  return doc;
}
