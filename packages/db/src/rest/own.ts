/**
 * The value of an allow-list entry only if the list itself holds it. Allow-lists are plain objects, so a bare
 * `list[name]` would also find `constructor`, `toString` or `__proto__` from Object.prototype.
 */
export function own<T>(list: Record<string, T>, name: string): T | undefined {
  return Object.hasOwn(list, name) ? list[name] : undefined;
}
