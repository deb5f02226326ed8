import { rawValue, type SortStatus, type TableColumn } from './table-types.ts';

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * Sorts rows by a column's raw value for tables that hold all their rows (client mode): numbers numerically, text
 * with a natural collation; empty values always last, whatever the direction. Stable for equal values.
 */
export function sortRows<T>(rows: readonly T[], columns: readonly TableColumn<T>[], sort?: SortStatus): T[] {
  const column = sort && columns.find((c) => c.accessor === sort.columnAccessor);
  if (!sort || !column) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: rawValue(column, row) }))
    .sort((a, b) => {
      const aEmpty = a.value === null || a.value === undefined || a.value === '';
      const bEmpty = b.value === null || b.value === undefined || b.value === '';
      if (aEmpty || bEmpty) return aEmpty === bEmpty ? a.index - b.index : aEmpty ? 1 : -1;
      const order =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : collator.compare(String(a.value), String(b.value));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map((entry) => entry.row);
}

/** The rows of one page (pages count from 1). */
export function pageOf<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  return rows.slice((page - 1) * pageSize, page * pageSize);
}
