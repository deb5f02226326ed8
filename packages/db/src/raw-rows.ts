/** Rows of a raw `db.execute(sql…)` result: postgres.js returns an array, PGlite an object with `rows`. */
export function rawRows<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
