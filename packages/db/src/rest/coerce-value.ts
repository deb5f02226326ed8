import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FieldDef } from './resource.ts';
import { queryError } from './validation-error.ts';

/** Whole-number ranges of PostgreSQL's integer types; bigint stops where JavaScript numbers stop being exact. */
const integerRanges: Record<string, readonly [number, number]> = {
  smallint: [-32768, 32767],
  smallserial: [1, 32767],
  integer: [-2147483648, 2147483647],
  serial: [1, 2147483647],
  bigint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  bigserial: [1, Number.MAX_SAFE_INTEGER],
};

/** Timestamps from year 1 to 9999: inside PostgreSQL's range and written with four-digit years. */
const earliestDate = Date.parse('0001-01-01T00:00:00.000Z');
const latestDate = Date.parse('9999-12-31T23:59:59.999Z');

function integerRange(column: AnyPgColumn): readonly [number, number] | undefined {
  const type = column.getSQLType();
  return Object.hasOwn(integerRanges, type) ? integerRanges[type] : undefined;
}

function coerceNumber(field: FieldDef, text: string, value: unknown, path: Array<string | number>): number {
  const n = Number(text);
  if (text.trim() === '' || !Number.isFinite(n)) throw queryError(path, 'expected a number', value);
  if (field.type === 'id') {
    if (!Number.isSafeInteger(n) || n < 0) throw queryError(path, 'expected an id', value);
    return n;
  }
  const range = integerRange(field.column);
  if (range) {
    if (!Number.isInteger(n)) throw queryError(path, 'expected a whole number', value);
    if (n < range[0] || n > range[1]) {
      throw queryError(path, `expected a number from ${range[0]} to ${range[1]}`, value);
    }
  }
  return n;
}

function coerceDate(text: string, value: unknown, path: Array<string | number>): Date {
  const date = new Date(text);
  const time = date.getTime();
  if (Number.isNaN(time)) throw queryError(path, 'expected an ISO date', value);
  if (time < earliestDate || time > latestDate) {
    throw queryError(path, 'expected a date between the years 1 and 9999', value);
  }
  return date;
}

/** Text a query may carry: PostgreSQL text cannot hold NUL characters. */
export function checkText(text: string, value: unknown, path: Array<string | number>): string {
  if (text.includes('\u0000')) throw queryError(path, 'must not contain NUL characters', value);
  return text;
}

/** Turns a query-string value into the field's type, or fails naming the parameter. */
export function coerceValue(field: FieldDef, value: unknown, path: Array<string | number>): unknown {
  if (value === null) return null;
  if (typeof value === 'object') throw queryError(path, 'expected a single value', value);
  const text = checkText(String(value), value, path);
  switch (field.type) {
    case 'id':
    case 'number':
      return coerceNumber(field, text, value, path);
    case 'boolean':
      if (text === 'true' || text === '1') return true;
      if (text === 'false' || text === '0') return false;
      throw queryError(path, 'expected true or false', value);
    case 'date':
      return coerceDate(text, value, path);
    case 'enum':
      if (!field.values?.includes(text)) {
        throw queryError(path, `expected one of ${field.values?.join(', ')}`, value);
      }
      return text;
    default:
      return text;
  }
}

/** Escapes LIKE wildcards so that `%` and `_` in a filter value match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
