import qs from 'qs';

/**
 * Query-string parsing of the REST conventions: nested brackets (`filters[a][$eq]=1`) with qs, and the stated
 * limits so a hostile query cannot build huge objects. Objects have no prototype, so names such as
 * `constructor` or `toString` arrive as ordinary keys and are refused by the allow-lists (naming them) instead
 * of being dropped silently; `__proto__` is never created.
 */
export function parseRestQuery(query: string): Record<string, unknown> {
  return qs.parse(query, {
    strictNullHandling: true,
    arrayLimit: 100,
    depth: 20,
    parameterLimit: 1000,
    plainObjects: true,
    allowPrototypes: true,
  });
}
