import type { RestQuery } from '@sightline/contracts';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../database.ts';
import { compileFilters } from './compile-filters.ts';
import { compilePagination } from './compile-pagination.ts';
import { compileSelection, type Selection } from './compile-selection.ts';
import { compileSort } from './compile-sort.ts';
import type { ResourceDef, TenantScope } from './resource.ts';
import { resource as lookup } from './resources/index.ts';

export type ApiDocument = Record<string, unknown> & { id: number; documentId: string };

interface RelationalQueryConfig {
  columns: Record<string, true>;
  with?: Record<string, RelationalQueryConfig>;
  where?: SQL;
  orderBy?: SQL[];
}

type RelationalTable = { findMany(config: RelationalQueryConfig & { where?: SQL }): Promise<ApiDocument[]> };

function toRelationalConfig(resource: ResourceDef, selection: Selection): RelationalQueryConfig {
  const columns = { ...selection.columns };
  for (const hidden of resource.hiddenColumns ?? []) columns[hidden] = true;
  const config: RelationalQueryConfig = { columns };
  if (selection.where) config.where = selection.where;
  if (selection.orderBy) config.orderBy = selection.orderBy;
  if (selection.with) {
    config.with = Object.fromEntries(
      Object.entries(selection.with).map(([name, child]) => {
        const relation = resource.relations[name];
        if (!relation) throw new Error(`no relation ${name}`);
        return [name, toRelationalConfig(lookup(relation.target), child)];
      }),
    );
  }
  return config;
}

function present(resource: ResourceDef, selection: Selection, row: Record<string, unknown>): ApiDocument {
  const shaped = resource.present ? resource.present(row) : { ...row };
  for (const [name, child] of Object.entries(selection.with ?? {})) {
    const relation = resource.relations[name];
    const value = shaped[name];
    if (!relation || value === null || value === undefined) continue;
    const target = lookup(relation.target);
    shaped[name] = Array.isArray(value)
      ? value.map((v) => present(target, child, v as Record<string, unknown>))
      : present(target, child, value as Record<string, unknown>);
  }
  return shaped as ApiDocument;
}

const idOf = (r: ResourceDef) => (r.table as unknown as { id: AnyPgColumn; documentId: AnyPgColumn }).id;

async function loadByIds(db: Database, r: ResourceDef, ids: number[], selection: Selection) {
  if (ids.length === 0) return [];
  const table = (db.query as unknown as Record<string, RelationalTable>)[r.queryKey];
  if (!table) throw new Error(`db.query has no ${r.queryKey}`);
  const rows = await table.findMany({ ...toRelationalConfig(r, selection), where: inArray(idOf(r), ids) });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [present(r, selection, row)] : [];
  });
}

export interface FindDocumentsOptions {
  query: RestQuery;
  tenant: TenantScope;
  /** A condition the route adds (e.g. the project of a nested collection). */
  where?: SQL;
}

/**
 * A collection GET: filters, sort, pagination, fields and populate, always limited to the caller's
 * organizations. Ids are paged first with plain SQL, then the documents are loaded with their relations.
 */
export async function findDocuments(
  db: Database,
  name: string,
  { query, tenant, where }: FindDocumentsOptions,
) {
  const r = lookup(name);
  const condition = and(r.scope?.(tenant), compileFilters(r, query.filters, lookup), where);
  const order = compileSort(r, query.sort);
  const page = compilePagination(r, query.pagination);
  const selection = compileSelection(r, query, lookup);
  const idRows = await db
    .select({ id: idOf(r) })
    .from(r.table)
    .where(condition)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const total = await db.$count(r.table, condition);
  const data = await loadByIds(
    db,
    r,
    idRows.map((row) => Number(row.id)),
    selection,
  );
  return { data, meta: { pagination: page.meta(total) } };
}

/** `:id` in a path may be the numeric id or the 24-character documentId. */
export function documentKeyCondition(r: ResourceDef, key: string | number): SQL {
  const table = r.table as unknown as { id: AnyPgColumn; documentId: AnyPgColumn };
  return typeof key === 'number' || /^\d+$/.test(key) ? eq(table.id, Number(key)) : eq(table.documentId, key);
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
  const selection = compileSelection(r, query, lookup);
  const [row] = await db
    .select({ id: idOf(r) })
    .from(r.table)
    .where(and(r.scope?.(tenant), documentKeyCondition(r, key), where))
    .limit(1);
  if (!row) return undefined;
  const [doc] = await loadByIds(db, r, [Number(row.id)], selection);
  return doc;
}
