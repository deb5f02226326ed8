import type { PopulateEntry, PopulateInput } from '@sightline/contracts';
import type { SQL } from 'drizzle-orm';
import { compileFilters, type ResourceLookup } from './compile-filters.ts';
import { compileSort } from './compile-sort.ts';
import { own } from './own.ts';
import type { ResourceDef, TenantScope } from './resource.ts';
import { queryError } from './validation-error.ts';

/** What to load of one resource: its columns, and per populated relation what to load of the target. */
export interface Selection {
  columns: Record<string, true>;
  with?: Record<string, Selection>;
  /** Conditions of a populated list relation (`populate[queries][filters]…`). */
  where?: SQL;
  /** Order of a populated list relation; the target's default sort when not given. */
  orderBy?: SQL[];
}

type Path = Array<string | number>;

/** `populate[a][populate][b][populate][c]` is as deep as it goes: deeper answers 400. */
export const maxPopulateDepth = 3;
/** Relations populated in one request, counted over the whole tree (`*` counts each relation it names). */
export const maxPopulatedRelations = 20;

function fieldList(value: string | string[] | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  return (Array.isArray(value) ? value : value.split(',')).map((f) => f.trim()).filter(Boolean);
}

/** `fields` picks columns from the allow-list; `id` and `documentId` always come along. */
export function compileColumns(resource: ResourceDef, fields: string | string[] | undefined, path: Path) {
  const names = fieldList(fields) ?? Object.keys(resource.fields);
  const columns: Record<string, true> = { id: true, documentId: true };
  names.forEach((name, i) => {
    if (!own(resource.fields, name)) {
      throw queryError(Array.isArray(fields) ? [...path, i] : path, `${resource.name} has no field ${name}`);
    }
    columns[name] = true;
  });
  return columns;
}

function normalizePopulate(populate: PopulateInput | undefined, resource: ResourceDef, path: Path) {
  const entries: Array<[string, PopulateEntry]> = [];
  if (populate === undefined) return entries;
  if (typeof populate === 'string' || Array.isArray(populate)) {
    const names = fieldList(populate) ?? [];
    if (names.includes('*'))
      return Object.keys(resource.relations).map((n) => [n, true] as [string, PopulateEntry]);
    for (const name of names) entries.push([name, true]);
  } else {
    for (const [name, entry] of Object.entries(populate)) {
      if (entry === false || entry === 'false') continue;
      // `populate[0]=owner&populate[workspace]=true` mixes list and object forms; qs gives { 0: 'owner', … }.
      if (/^\d+$/.test(name) && typeof entry === 'string') entries.push([entry, true]);
      else entries.push([name, entry]);
    }
  }
  for (const [name] of entries) {
    if (!own(resource.relations, name))
      throw queryError([...path, name], `${resource.name} has no relation ${name}`);
  }
  return entries;
}

/**
 * Compiles `fields` and `populate` into what to load, checking every name against allow-lists, the depth and
 * the number of relations. Filters inside a populate are limited to the caller's scope like top-level ones.
 */
export function compileSelection(
  resource: ResourceDef,
  options: { fields?: string | string[]; populate?: PopulateInput },
  lookup: ResourceLookup,
  tenant: TenantScope,
  path: Path = [],
  depth = 0,
  counted = { relations: 0 },
): Selection {
  const selection: Selection = {
    columns: compileColumns(resource, options.fields, [...path, 'fields']),
  };
  const populatePath = [...path, 'populate'];
  const entries = normalizePopulate(options.populate, resource, populatePath);
  if (entries.length === 0) return selection;
  if (depth >= maxPopulateDepth) {
    throw queryError(populatePath, `populate nests at most ${maxPopulateDepth} relations deep`);
  }
  counted.relations += entries.length;
  if (counted.relations > maxPopulatedRelations) {
    throw queryError(
      populatePath,
      `at most ${maxPopulatedRelations} relations can be populated in one request`,
    );
  }
  selection.with = {};
  for (const [name, entry] of entries) {
    const relation = own(resource.relations, name);
    if (!relation) throw queryError([...populatePath, name], `${resource.name} has no relation ${name}`);
    const target = lookup(relation.target);
    const at = [...populatePath, name];
    const nested = typeof entry === 'object' ? entry : {};
    const child = compileSelection(
      target,
      {
        ...(nested.fields === undefined ? {} : { fields: nested.fields }),
        ...(nested.populate === undefined ? {} : { populate: nested.populate }),
      },
      lookup,
      tenant,
      at,
      depth + 1,
      counted,
    );
    if (nested.filters !== undefined || nested.sort !== undefined) {
      if (relation.kind !== 'many') throw queryError(at, 'only list relations can be filtered or sorted');
      const where = compileFilters(target, nested.filters, lookup, tenant, [...at, 'filters']);
      if (where) child.where = where;
      if (nested.sort !== undefined)
        child.orderBy = compileSort(target, nested.sort, tenant, [...at, 'sort']);
    }
    selection.with[name] = child;
  }
  return selection;
}
