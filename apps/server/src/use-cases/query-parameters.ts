import { ValidationError } from '@sightline/contracts';

/** A 400 whose details name the query parameter (`path: [field]`) and the value refused. */
export function invalidParameter(field: string, message: string, value?: unknown): never {
  throw new ValidationError(message, [
    { path: [field], message, name: 'ValidationError', ...(value === undefined ? {} : { value }) },
  ]);
}

/**
 * The values of a list parameter in any of its query-string forms (`a,b`, `k[]=a&k[]=b`, `k[0]=a`), trimmed, empty
 * ones dropped, first occurrence kept.
 */
export function listValues(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  const items = (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(','));
  return [...new Set(items.map((item) => item.trim()).filter(Boolean))];
}
