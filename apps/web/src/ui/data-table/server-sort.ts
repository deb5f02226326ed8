import type { SortStatus, TableColumn } from './table-types.ts';

/**
 * Tables the server sorts whose column accessors are the API's sort keys (`sort=cost:desc`): the table's sort as the
 * API's `sort` and back, and which columns can be sorted at all.
 */

/**
 * A table sort as the API's `sort` parameter: another column starts in its natural direction (`rising` ones A→Z or 1
 * first, the others from the most); the same column flips.
 */
export function serverSortParam(next: SortStatus, current: SortStatus, rising: readonly string[]): string {
  if (next.columnAccessor === current.columnAccessor) return `${next.columnAccessor}:${next.direction}`;
  return `${next.columnAccessor}:${rising.includes(next.columnAccessor) ? 'asc' : 'desc'}`;
}

/** The API's `sort` parameter (`key:asc|desc`) as the table's sort. */
export function serverSortStatus(param: string): SortStatus {
  const [columnAccessor = '', direction] = param.split(':');
  return { columnAccessor, direction: direction === 'asc' ? 'asc' : 'desc' };
}

/** A `sort` from the URL if it names one of `keys` with a direction, else undefined. */
export function validServerSort(value: unknown, keys: readonly string[]): string | undefined {
  if (typeof value !== 'string') return undefined;
  const [key, direction, ...rest] = value.split(':');
  return key && keys.includes(key) && (direction === 'asc' || direction === 'desc') && rest.length === 0
    ? value
    : undefined;
}

/** A page number from the URL (from 2; the first page is left out of it), else undefined. */
export function validPage(value: unknown): number | undefined {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 && page <= 100_000 ? page : undefined;
}

/** The columns with only the server's sorts sortable (the others cannot be sorted across pages). */
export const serverSortable = <T>(
  columns: readonly TableColumn<T>[],
  keys: readonly string[],
): TableColumn<T>[] =>
  columns.map((c) => ({ ...c, sortable: Boolean(c.sortable) && keys.includes(c.accessor) }));
