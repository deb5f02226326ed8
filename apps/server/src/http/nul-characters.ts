import { ValidationError } from '@sightline/contracts';

type Path = Array<string | number>;

/** The path of the first string (or object key) holding a NUL character, walking at most `maxDepth` levels. */
export function findNulCharacter(value: unknown, path: Path = [], maxDepth = 64): Path | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object' || maxDepth === 0) return undefined;
  const entries: Array<[string | number, unknown]> = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value);
  for (const [key, child] of entries) {
    if (typeof key === 'string' && key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '\\0')];
    const found = findNulCharacter(child, [...path, key], maxDepth - 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Refuses NUL characters anywhere in a request value: PostgreSQL text cannot hold them, so they would reach the
 * database only to fail there (a 500). Names the first one found, e.g. `query.filters.name.$eq`.
 */
export function rejectNulCharacters(value: unknown, root: string): void {
  const found = findNulCharacter(value, [root]);
  if (!found) return;
  const message = 'must not contain NUL characters';
  throw new ValidationError(`${found.join('.')}: ${message}`, [
    { path: found, message, name: 'ValidationError' },
  ]);
}
