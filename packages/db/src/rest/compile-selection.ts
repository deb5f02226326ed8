import type { PopulateEntry, PopulateInput } from '@sightline/contracts';
import type { SQL } from 'drizzle-orm';
import { compileFilters, type ResourceLookup } from './compile-filters.ts';
import { compileSort } from './compile-sort.ts';
import type { ResourceDef } from './resource.ts';
import { queryError } from './validation-error.ts';

/** Drizzle relational-query options for one level: columns, nested relations, and (for lists) where/orderBy. */
export interface Selection {
  columns: Record<string, true>;
  with?: Record<string, Selection>;
  where?: SQL;
  orderBy?: SQL[];
}

type Path = Array<string | number>;
const maxPopulateDepth = 5;

function fieldList(value: string | string[] | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  return (Array.isArray(value) ? value : value.split(',')).map((f) => f.trim()).filter(Boolean);
}

/** `fields` picks columns from the allow-list; `id` and `documentId` always come along. */
export function compileColumns(resource: ResourceDef, fields: string | string[] | undefined, path: Path) {
  const names = fieldList(fields) ?? Object.keys(resource.fields);
  const columns: Record<string, true> = { id: true, documentId: true };
  names.forEach((name, i) => {
    if (!resource.fields[name]) {
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
    return names.map((n) => [n, true] as [string, PopulateEntry]);
  }
  for (const [name, entry] of Object.entries(populate)) {
    if (entry === false || entry === 'false') continue;
    // `populate[0]=owner&populate[workspace]=true` mixes list and object forms; qs gives { 0: 'owner', … }.
    if (/^\d+$/.test(name) && typeof entry === 'string') entries.push([entry, true]);
    else entries.push([name, entry]);
  }
  return entries.filter(([name]) => {
    if (!resource.relations[name])
      throw queryError([...path, name], `${resource.name} has no relation ${name}`);
    return true;
  });
}

/** Compiles `fields` and `populate` into relational-query options, checking every name against allow-lists. */
export function compileSelection(
  resource: ResourceDef,
  options: { fields?: string | string[]; populate?: PopulateInput },
  lookup: ResourceLookup,
  path: Path = [],
  depth = 0,
): Selection {
  const selection: Selection = {
    columns: compileColumns(resource, options.fields, [...path, 'fields']),
  };
  const populatePath = [...path, 'populate'];
  const entries = normalizePopulate(options.populate, resource, populatePath);
  if (entries.length === 0) return selection;
  if (depth >= maxPopulateDepth) throw queryError(populatePath, 'populate nests too deep');
  selection.with = {};
  for (const [name, entry] of entries) {
    const relation = resource.relations[name];
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
      at,
      depth + 1,
    );
    if (nested.filters !== undefined || nested.sort !== undefined) {
      if (relation.kind !== 'many') throw queryError(at, 'only list relations can be filtered or sorted');
      // Relation paths inside a populate filter are not supported: only the relation's own fields.
      const ownFieldsOnly: ResourceDef = { ...target, relations: {} };
      const where = compileFilters(ownFieldsOnly, nested.filters, lookup, [...at, 'filters']);
      if (where) child.where = where;
      if (nested.sort !== undefined) child.orderBy = compileSort(target, nested.sort);
    }
    selection.with[name] = child;
  }
  return selection;
}
