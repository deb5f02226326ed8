import { filterOperators } from '@sightline/contracts';
import {
  and,
  between,
  eq,
  exists,
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
import { coerceValue, escapeLike } from './coerce-value.ts';
import type { FieldDef, ResourceDef } from './resource.ts';
import { queryError } from './validation-error.ts';

export type ResourceLookup = (name: string) => ResourceDef;

const maxRelationDepth = 4;
const operatorSet = new Set<string>(filterOperators);

type Path = Array<string | number>;

function asList(value: unknown, path: Path): unknown[] {
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object') return Object.values(value);
  if (typeof value === 'string') return value.split(',');
  throw queryError(path, 'expected a list', value);
}

function textOf(value: unknown, path: Path): string {
  if (typeof value !== 'string' && typeof value !== 'number') throw queryError(path, 'expected text', value);
  return String(value);
}

function compareOperator(column: AnyPgColumn, field: FieldDef, op: string, raw: unknown, path: Path): SQL {
  const value = () => coerceValue(field, raw, path);
  const list = () => asList(raw, path).map((v, i) => coerceValue(field, v, [...path, i]));
  const lower = sql`lower(${column})`;
  if (field.type === 'stringArray') {
    if (op === '$contains') return sql`${textOf(raw, path)} = any(${column})`;
    if (op === '$notContains') return sql`not (${textOf(raw, path)} = any(${column}))`;
    if (op !== '$null' && op !== '$notNull')
      throw queryError(path, 'list fields take $contains, $notContains, $null');
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

function fieldCondition(field: FieldDef, spec: unknown, path: Path): SQL {
  // `filters[name]=x` is shorthand for `filters[name][$eq]=x`.
  if (spec === null || typeof spec !== 'object' || Array.isArray(spec)) {
    return compareOperator(field.column, field, '$eq', spec, path);
  }
  const parts = Object.entries(spec).map(([op, value]) => {
    if (op === '$or' || op === '$and') {
      const items = asList(value, [...path, op]).map((item, i) =>
        fieldCondition(field, item, [...path, op, i]),
      );
      return (op === '$or' ? or(...items) : and(...items)) ?? sql`true`;
    }
    if (op === '$not') return not(fieldCondition(field, value, [...path, op]));
    if (!operatorSet.has(op)) throw queryError([...path, op], `unknown operator ${op}`);
    return compareOperator(field.column, field, op, value, [...path, op]);
  });
  return and(...parts) ?? sql`true`;
}

/**
 * Compiles `filters` into SQL for a resource. Every field and relation is checked against the resource's
 * allow-list, values are bound as parameters (never spliced into SQL), and relation paths become subqueries.
 */
export function compileFilters(
  resource: ResourceDef,
  filters: unknown,
  lookup: ResourceLookup,
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
        .map((item, i) => compileFilters(resource, item, lookup, [...at, i], depth))
        .filter((s): s is SQL => s !== undefined);
      const combined = key === '$or' ? or(...items) : and(...items);
      if (combined) parts.push(combined);
      continue;
    }
    if (key === '$not') {
      const inner = compileFilters(resource, spec, lookup, at, depth);
      if (inner) parts.push(not(inner));
      continue;
    }
    const field = resource.fields[key];
    if (field) {
      parts.push(fieldCondition(field, spec, at));
      continue;
    }
    const relation = resource.relations[key];
    if (!relation) throw queryError(at, `${resource.name} cannot be filtered by ${key}`);
    if (depth >= maxRelationDepth) throw queryError(at, 'filters nest too deep');
    const target = lookup(relation.target);
    const inner = compileFilters(target, spec, lookup, at, depth + 1) ?? sql`true`;
    const targetTable = target.table as unknown as { id: AnyPgColumn };
    if (relation.kind === 'one') {
      parts.push(sql`${relation.localKey} in (select ${targetTable.id} from ${target.table} where ${inner})`);
    } else {
      const ownId = (resource.table as unknown as { id: AnyPgColumn }).id;
      parts.push(
        exists(sql`select 1 from ${target.table} where ${relation.foreignKey} = ${ownId} and ${inner}`),
      );
    }
  }
  return and(...parts);
}
