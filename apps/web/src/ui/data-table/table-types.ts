import type { ReactNode } from 'react';

/** A raw cell value: what sorting compares and what the CSV export writes (numbers unformatted). */
export type RawValue = string | number | boolean | null | undefined;

/** One column of a data table. */
export interface TableColumn<T> {
  /** Unique key of the column; also the sort key sent to the server. */
  accessor: string;
  /** Header label, also the CSV header. */
  title: string;
  /** What the column means (the metric's definition), shown in a tooltip on an info icon in the header. */
  help?: string;
  /** The raw value for sorting and the CSV export; by default `row[accessor]`. */
  value?: (row: T) => RawValue;
  /** The cell as shown; by default the raw value as text. */
  render?: (row: T) => ReactNode;
  sortable?: boolean;
  textAlign?: 'left' | 'center' | 'right';
  width?: number | string;
  /** Cells on one line (the default for the first column, which stays in view on narrow screens). */
  noWrap?: boolean;
  /** Not shown (and not exported). */
  hidden?: boolean;
  /** Extra raw CSV columns after this one (e.g. a rate's n and interval bounds); not shown in the table. */
  exportExtras?: Array<{ title: string; value: (row: T) => RawValue }>;
  /** False leaves the column out of the CSV export (e.g. a column of buttons). */
  exportable?: boolean;
}

/** The sort of a table: a column accessor and a direction (mantine-datatable's shape). */
export interface SortStatus {
  columnAccessor: string;
  direction: 'asc' | 'desc';
}

/** The raw value of a cell. */
export function rawValue<T>(column: TableColumn<T>, row: T): RawValue {
  if (column.value) return column.value(row);
  const value = (row as Record<string, unknown>)[column.accessor];
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;
}
