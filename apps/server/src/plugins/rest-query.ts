import qs from 'qs';

/**
 * Query-string parsing of the REST conventions: nested brackets (`filters[a][$eq]=1`) with qs, and the stated
 * limits so a hostile query cannot build huge objects.
 */
export function parseRestQuery(query: string): Record<string, unknown> {
  return qs.parse(query, { strictNullHandling: true, arrayLimit: 100, depth: 20 });
}
