import { and, getTableColumns, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../database.ts';
import type { Selection } from './compile-selection.ts';
import { compileSort } from './compile-sort.ts';
import { own } from './own.ts';
import { fieldSql, type ResourceDef, type TenantScope } from './resource.ts';
import { resource as lookup } from './resources/index.ts';
import { queryError } from './validation-error.ts';

export type ApiDocument = Record<string, unknown> & { id: number; documentId: string };
type Row = Record<string, unknown>;

/**
 * Bounds of a populated response (finding: a list of prompts populating their project's 1,000 prompts answered
 * 52 MB). A list relation gives each parent at most `perParent` rows in its default (or requested) order; a
 * single document's own list relations give up to `perParentOfOneDocument` (a project's prompts, up to the
 * product's 1,000). A response holds at most `documents` documents, counting each appearance of a populated one.
 */
export const populateLimits = { perParent: 100, perParentOfOneDocument: 1000, documents: 10_000 };

const parentKey = '__parent';
const rankKey = '__rank';
const foreignKeyOf = (relation: string) => `__fk_${relation}`;
const isInternal = (key: string) => key.startsWith('__');

interface LoadContext {
  db: Database;
  tenant: TenantScope;
  /** Whether the top level is one document (a GET by id), which lets its own list relations hold more. */
  single: boolean;
  loaded: number;
}

const idOf = (r: ResourceDef) => (r.table as unknown as { id: AnyPgColumn }).id;

function tooLarge(): never {
  throw queryError(
    ['populate'],
    `the response would hold more than ${populateLimits.documents} documents: ask for a smaller page or populate fewer relations`,
  );
}

function count(ctx: LoadContext, rows: number) {
  ctx.loaded += rows;
  if (ctx.loaded > populateLimits.documents) tooLarge();
}

/** The selected columns (private fields as null where the caller may not read them), each under its API name. */
function selectedFields(r: ResourceDef, selection: Selection, tenant: TenantScope) {
  const columns = getTableColumns(r.table) as Record<string, AnyPgColumn>;
  const fields: Record<string, SQL.Aliased> = {};
  for (const key of [...Object.keys(selection.columns), ...(r.hiddenColumns ?? [])]) {
    const column = own(columns, key);
    if (!column) throw new Error(`${r.name} has no column ${key}`);
    const field = own(r.fields, key);
    fields[key] = sql`${field ? fieldSql(field, tenant) : column}`.mapWith(column).as(key);
  }
  for (const [name] of Object.entries(selection.with ?? {})) {
    const relation = own(r.relations, name);
    if (relation?.kind === 'one') {
      fields[foreignKeyOf(name)] = sql`${relation.localKey}`
        .mapWith(relation.localKey)
        .as(foreignKeyOf(name));
    }
  }
  return fields;
}

async function loadOne(ctx: LoadContext, target: ResourceDef, selection: Selection, keys: unknown[]) {
  const ids = [...new Set(keys.filter((k): k is number => typeof k === 'number'))];
  if (ids.length === 0) return [];
  return (await ctx.db
    .select(selectedFields(target, selection, ctx.tenant))
    .from(target.table)
    .where(and(inArray(idOf(target), ids), target.scope(ctx.tenant)))) as Row[];
}

async function loadMany(
  ctx: LoadContext,
  target: ResourceDef,
  selection: Selection,
  foreignKey: AnyPgColumn,
  parentIds: number[],
  perParent: number,
) {
  if (parentIds.length === 0) return [];
  const order = selection.orderBy ?? compileSort(target, undefined, ctx.tenant);
  const ranked = ctx.db
    .select({
      ...selectedFields(target, selection, ctx.tenant),
      [parentKey]: sql`${foreignKey}`.mapWith(Number).as(parentKey),
      [rankKey]: sql`row_number() over (partition by ${foreignKey} order by ${sql.join(order, sql`, `)})`
        .mapWith(Number)
        .as(rankKey),
    })
    .from(target.table)
    .where(and(inArray(foreignKey, parentIds), target.scope(ctx.tenant), selection.where))
    .as('populated');
  const columns = ranked as unknown as Record<string, SQL.Aliased>;
  return (await ctx.db
    .select()
    .from(ranked)
    .where(lte(columns[rankKey]!, perParent))
    .orderBy(columns[parentKey]!, columns[rankKey]!)
    // Never more rows than the response may still hold (one more, to know it would be too many).
    .limit(populateLimits.documents - ctx.loaded + 1)) as Row[];
}

/** Loads each populated relation of `rows` (already limited to the caller) with the target's scope, level by level. */
async function populate(ctx: LoadContext, r: ResourceDef, selection: Selection, rows: Row[], depth: number) {
  for (const [name, child] of Object.entries(selection.with ?? {})) {
    const relation = own(r.relations, name);
    if (!relation) throw new Error(`${r.name} has no relation ${name}`);
    const target = lookup(relation.target);
    if (relation.kind === 'one') {
      const key = foreignKeyOf(name);
      const found = await loadOne(
        ctx,
        target,
        child,
        rows.map((row) => row[key]),
      );
      count(ctx, found.length);
      await populate(ctx, target, child, found, depth + 1);
      const byId = new Map(found.map((row) => [row.id, row]));
      for (const row of rows) row[name] = byId.get(row[key]) ?? null;
    } else {
      const perParent =
        ctx.single && depth === 1 ? populateLimits.perParentOfOneDocument : populateLimits.perParent;
      const ids = rows.map((row) => row.id as number);
      const found = await loadMany(ctx, target, child, relation.foreignKey, ids, perParent);
      count(ctx, found.length);
      await populate(ctx, target, child, found, depth + 1);
      const byParent = new Map<unknown, Row[]>();
      for (const row of found) {
        const list = byParent.get(row[parentKey]);
        if (list) list.push(row);
        else byParent.set(row[parentKey], [row]);
      }
      for (const row of rows) row[name] = byParent.get(row.id) ?? [];
    }
  }
}

/**
 * Shapes loaded rows for the API, counting every document the response will hold (a populated document shared
 * by many parents counts once per parent, as it is written once per parent).
 */
function presenter() {
  const done = new WeakMap<Row, { doc: ApiDocument; size: number }>();
  let total = 0;
  function present(r: ResourceDef, selection: Selection, row: Row): { doc: ApiDocument; size: number } {
    const known = done.get(row);
    if (known) return known;
    const plain: Row = {};
    for (const [key, value] of Object.entries(row)) if (!isInternal(key)) plain[key] = value;
    const shaped = r.present ? r.present(plain) : plain;
    let size = 1;
    for (const [name, child] of Object.entries(selection.with ?? {})) {
      const relation = own(r.relations, name);
      const value = shaped[name];
      if (!relation || value === null || value === undefined) continue;
      const target = lookup(relation.target);
      if (Array.isArray(value)) {
        shaped[name] = value.map((v) => {
          const presented = present(target, child, v as Row);
          size += presented.size;
          return presented.doc;
        });
      } else {
        const presented = present(target, child, value as Row);
        size += presented.size;
        shaped[name] = presented.doc;
      }
      if (size > populateLimits.documents) tooLarge();
    }
    const result = { doc: shaped as ApiDocument, size };
    done.set(row, result);
    return result;
  }
  return (r: ResourceDef, selection: Selection, row: Row) => {
    const { doc, size } = present(r, selection, row);
    total += size;
    if (total > populateLimits.documents) tooLarge();
    return doc;
  };
}

/**
 * The documents with these ids (in this order), each limited to the caller's scope, with their populated
 * relations: every relation at every depth is loaded with its TARGET resource's scope, so nothing of an
 * organization the caller is not in can appear however the relations are chained.
 */
export async function loadDocuments(
  db: Database,
  r: ResourceDef,
  ids: number[],
  selection: Selection,
  tenant: TenantScope,
  options: { single?: boolean } = {},
): Promise<ApiDocument[]> {
  if (ids.length === 0) return [];
  const ctx: LoadContext = { db, tenant, single: options.single === true, loaded: ids.length };
  const rows = (await db
    .select(selectedFields(r, selection, tenant))
    .from(r.table)
    .where(and(inArray(idOf(r), ids), r.scope(tenant)))) as Row[];
  await populate(ctx, r, selection, rows, 1);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const present = presenter();
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [present(r, selection, row)] : [];
  });
}
