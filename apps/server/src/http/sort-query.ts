import { ValidationError } from '@sightline/contracts';

/** A list's order: one of its sort keys and a direction. */
export interface Sort<K extends string> {
  key: K;
  direction: 'asc' | 'desc';
}

function invalidSort(message: string, value: string): never {
  throw new ValidationError(message, [{ path: ['sort'], message, name: 'ValidationError', value }]);
}

/**
 * A list's `sort` parameter, `key:asc` or `key:desc` (Strapi style) with `key` one of `keys`; a key alone takes its
 * natural direction (`rising` keys ascending, the others descending); absent, `fallback`. Anything else is a 400
 * naming `sort`, so no unknown name reaches SQL.
 */
export function parseSort<K extends string>(
  value: string | undefined,
  keys: readonly K[],
  fallback: Sort<K>,
  rising: readonly K[] = [],
): Sort<K> {
  if (value === undefined || value === '') return fallback;
  const [name = '', direction, ...rest] = value.split(':');
  if (!(keys as readonly string[]).includes(name) || rest.length > 0)
    invalidSort(`sort must be one of ${keys.join(', ')}, with :asc or :desc, not ${value}`, value);
  if (direction !== undefined && direction !== 'asc' && direction !== 'desc')
    invalidSort(`sort direction must be asc or desc, not ${direction}`, value);
  const key = name as K;
  return { key, direction: direction ?? (rising.includes(key) ? 'asc' : 'desc') };
}
