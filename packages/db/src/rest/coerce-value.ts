import type { FieldDef } from './resource.ts';
import { queryError } from './validation-error.ts';

/** Turns a query-string value into the field's type, or fails naming the parameter. */
export function coerceValue(field: FieldDef, value: unknown, path: Array<string | number>): unknown {
  if (value === null) return null;
  if (typeof value === 'object') throw queryError(path, 'expected a single value', value);
  const text = String(value);
  switch (field.type) {
    case 'id':
    case 'number': {
      const n = Number(text);
      if (text.trim() === '' || !Number.isFinite(n)) throw queryError(path, 'expected a number', value);
      if (field.type === 'id' && (!Number.isSafeInteger(n) || n < 0))
        throw queryError(path, 'expected an id', value);
      return n;
    }
    case 'boolean':
      if (text === 'true' || text === '1') return true;
      if (text === 'false' || text === '0') return false;
      throw queryError(path, 'expected true or false', value);
    case 'date': {
      const date = new Date(text);
      if (Number.isNaN(date.getTime())) throw queryError(path, 'expected an ISO date', value);
      return date;
    }
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
