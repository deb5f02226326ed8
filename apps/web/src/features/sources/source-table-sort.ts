import type { SortStatus, TableColumn } from '../../ui/data-table/DataTable.tsx';

/** The source tables' columns the server sorts by, and the API's name of each sort. */
const serverSorts: Record<string, string> = {
  domain: 'domain',
  url: 'url',
  citations: 'citations',
  share: 'share',
  rate: 'rate',
  impressionShare: 'impression',
  meanFirstPosition: 'position',
  change: 'change',
};

/** Sorts that read best rising (names, first position); the others start from the most. */
const risingFirst = new Set(['domain', 'url', 'position']);

/**
 * A table sort as the API's `sort` parameter (`impression:desc`): another column starts in its natural direction
 * (names A→Z, first position 1 first, measures most first); the same column flips.
 */
export function sortParamOf(next: SortStatus, current: SortStatus): string {
  const name = serverSorts[next.columnAccessor] ?? 'citations';
  if (next.columnAccessor === current.columnAccessor) return `${name}:${next.direction}`;
  return `${name}:${risingFirst.has(name) ? 'asc' : 'desc'}`;
}

/** The API's `sort` parameter as the table's sort (the column showing that measure). */
export function sortStatusOf(param: string): SortStatus {
  const [name = 'citations', direction] = param.split(':');
  const column = Object.entries(serverSorts).find(([, api]) => api === name)?.[0] ?? 'citations';
  return { columnAccessor: column, direction: direction === 'asc' ? 'asc' : 'desc' };
}

/** The columns with only the server's sorts sortable (the others cannot be sorted across pages). */
export const serverSorted = <T>(columns: TableColumn<T>[]): TableColumn<T>[] =>
  columns.map((c) => ({ ...c, sortable: c.accessor in serverSorts }));
