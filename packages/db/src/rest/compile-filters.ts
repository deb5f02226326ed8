import { filterOperators } from '@sightline/contracts';
import {
  and,
  between,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  lte,
  ne,
  not,
  notIlike,
  notInArray,
  notLike,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { checkText, coerceValue, escapeLike } from './coerce-value.ts';
import { own } from './own.ts';
import { type FieldDef, fieldSql, type ResourceDef, type TenantScope } from './resource.ts';
import { queryError } from './validation-error.ts';

export type ResourceLookup = (name: string) => ResourceDef;

/** Relation paths in filters nest at most this deep (`filters[a][b][c][field]`), like populate. */
export const maxRelationDepth = 3;
const operatorSet = new Set<string>(filterOperators);
/** Operators that compare text: only for text fields (on ids, numbers, dates, booleans and enums they are 400). */
const textOperators = new Set<string>([
  '$eqi',
  '$nei',
  '$contains',
  '$notContains',
  '$containsi',
  '$notContainsi',
  '$startsWith',
  '$startsWithi',
  '$endsWith',
  '$endsWithi',
]);

type Path = Array<string | number>;

function asList(value: unknown, path: Path): unknown[] {
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object') return Object.values(value);
  if (typeof value === 'string') return value.split(',');
  throw queryError(path, 'expected a list', value);
}

function textOf(value: unknown, path: Path): string {
  if (typeof value !== 'string' && typeof value !== 'number') throw queryError(path, 'expected text', value);
  return checkText(String(value), value, path);
}

function compareOperator(
  expression: AnyPgColumn | SQL,
  field: FieldDef,
  op: string,
  raw: unknown,
  path: Path,
): SQL {
  // A private field is a `case` expression; drizzle's operators take it like a column (values bound as-is).
  const column = expression as AnyPgColumn;
  const value = () => coerceValue(field, raw, path);
  const list = () => asList(raw, path).map((v, i) => coerceValue(field, v, [...path, i]));
  const lower = sql`lower(${column})`;
  if (field.type === 'stringArray') {
    if (op === '$contains') return sql`${textOf(raw, path)} = any(${column})`;
    if (op === '$notContains') return sql`not (${textOf(raw, path)} = any(${column}))`;
    if (op !== '$null' && op !== '$notNull')
      throw queryError(path, 'list fields take $contains, $notContains, $null');
  } else if (textOperators.has(op) && field.type !== 'string') {
    throw queryError(path, `${op} applies to text fields only; this field holds ${describeType(field)}`);
  }
  switch (op) {
    case '$eq':
      return raw === null ? isNull(column) : eq(column, value());
    case '$ne':
      return raw === null ? isNotNull(column) : ne(column, value());
    case '$eqi':
      return sql`${lower} = lower(${textOf(raw, path)})`;
    case '$nei':
      return sql`${lower} <> lower(${textOf(raw, path)})`;
    case '$lt':
      return lt(column, value());
    case '$lte':
      return lte(column, value());
    case '$gt':
      return gt(column, value());
    case '$gte':
      return gte(column, value());
    case '$in':
      return inArray(column, list());
    case '$notIn':
      return notInArray(column, list());
    case '$between': {
      const [from, to] = list();
      if (from === undefined || to === undefined) throw queryError(path, 'expected two values', raw);
      return between(column, from, to);
    }
    case '$null':
    case '$notNull': {
      const yes = coerceValue({ column, type: 'boolean' }, raw, path);
      return (op === '$null') === yes ? isNull(column) : isNotNull(column);
    }
    case '$contains':
      return like(column, `%${escapeLike(textOf(raw, path))}%`);
    case '$notContains':
      return notLike(column, `%${escapeLike(textOf(raw, path))}%`);
    case '$containsi':
      return ilike(column, `%${escapeLike(textOf(raw, path))}%`);
    case '$notContainsi':
      return notIlike(column, `%${escapeLike(textOf(raw, path))}%`);
    case '$startsWith':
      return like(column, `${escapeLike(textOf(raw, path))}%`);
    case '$startsWithi':
      return ilike(column, `${escapeLike(textOf(raw, path))}%`);
    case '$endsWith':
      return like(column, `%${escapeLike(textOf(raw, path))}`);
    case '$endsWithi':
      return ilike(column, `%${escapeLike(textOf(raw, path))}`);
    default:
      throw queryError(path, `unknown operator ${op}`);
  }
}

function describeType(field: FieldDef): string {
  const names = {
    id: 'ids',
    number: 'numbers',
    boolean: 'true or false',
    date: 'dates',
    enum: 'one of a list',
  };
  return own<string>(names, field.type) ?? field.type;
}

function fieldCondition(field: FieldDef, column: AnyPgColumn | SQL, spec: unknown, path: Path): SQL {
  // `filters[name]=x` is shorthand for `filters[name][$eq]=x`.
  if (spec === null || typeof spec !== 'object' || Array.isArray(spec)) {
    return compareOperator(column, field, '$eq', spec, path);
  }
  const parts = Object.entries(spec).map(([op, value]) => {
    if (op === '$or' || op === '$and') {
      const items = asList(value, [...path, op]).map((item, i) =>
        fieldCondition(field, column, item, [...path, op, i]),
      );
      return (op === '$or' ? or(...items) : and(...items)) ?? sql`true`;
    }
    if (op === '$not') return not(fieldCondition(field, column, value, [...path, op]));
    if (!operatorSet.has(op)) throw queryError([...path, op], `unknown operator ${op}`);
    return compareOperator(column, field, op, value, [...path, op]);
  });
  return and(...parts) ?? sql`true`;
}

/**
 * The rows of a relation's target that a filter may reach: the caller's scope of the TARGET resource and the
 * nested conditions. Uncorrelated (`key in (select …)`), so a table met again deeper down cannot be confused
 * with an outer one.
 */
function relationCondition(
  resource: ResourceDef,
  key: string,
  spec: unknown,
  lookup: ResourceLookup,
  tenant: TenantScope,
  path: Path,
  depth: number,
): SQL {
  const relation = own(resource.relations, key);
  if (!relation) throw queryError(path, `${resource.name} cannot be filtered by ${key}`);
  if (depth >= maxRelationDepth)
    throw queryError(path, `filters nest at most ${maxRelationDepth} relations deep`);
  const target = lookup(relation.target);
  const inner = and(target.scope(tenant), compileFilters(target, spec, lookup, tenant, path, depth + 1));
  if (relation.kind === 'one') {
    const targetId = (target.table as unknown as { id: AnyPgColumn }).id;
    return sql`${relation.localKey} in (select ${targetId} from ${target.table} where ${inner})`;
  }
  const ownId = (resource.table as unknown as { id: AnyPgColumn }).id;
  const foreignKey = relation.foreignKey;
  return sql`${ownId} in (select ${foreignKey} from ${target.table} where ${foreignKey} is not null and ${inner})`;
}

/**
 * Compiles `filters` into SQL for a resource. Every field and relation is checked against the resource's
 * allow-list, values are bound as parameters (never spliced into SQL), and relation paths become subqueries
 * limited to what the caller may see of the relation's target.
 */
export function compileFilters(
  resource: ResourceDef,
  filters: unknown,
  lookup: ResourceLookup,
  tenant: TenantScope,
  path: Path = ['filters'],
  depth = 0,
): SQL | undefined {
  if (filters === undefined) return undefined;
  if (filters === null || typeof filters !== 'object' || Array.isArray(filters)) {
    throw queryError(path, 'expected an object of fields', filters);
  }
  const parts: SQL[] = [];
  for (const [key, spec] of Object.entries(filters)) {
    const at = [...path, key];
    if (key === '$or' || key === '$and') {
      const items = asList(spec, at)
        .map((item, i) => compileFilters(resource, item, lookup, tenant, [...at, i], depth))
        .filter((s): s is SQL => s !== undefined);
      const combined = key === '$or' ? or(...items) : and(...items);
      if (combined) parts.push(combined);
      continue;
    }
    if (key === '$not') {
      const inner = compileFilters(resource, spec, lookup, tenant, at, depth);
      if (inner) parts.push(not(inner));
      continue;
    }
    const field = own(resource.fields, key);
    if (field) parts.push(fieldCondition(field, fieldSql(field, tenant), spec, at));
    else parts.push(relationCondition(resource, key, spec, lookup, tenant, at, depth));
  }
  return and(...parts);
}
