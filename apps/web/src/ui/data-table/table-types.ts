import type { ReportDetail } from '@sightline/contracts/constants';
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
  exportExtras?: Array<ExportExtra<T>>;
  /** False leaves the column out of the CSV export (e.g. a column of buttons). */
  exportable?: boolean;
  /**
   * The column is statistics (an n, interval bounds, a p-value): the simple view (ui/report-detail) leaves it out of
   * the table and of its CSV export.
   */
  statistic?: boolean;
  /**
   * What the column's statistics are (its n, its interval), said after `help` in the full view only: the simple view
   * shows neither.
   */
  statisticHelp?: string;
}

/** An extra raw CSV column; `statistic` ones (n, bounds, p) are left out of the simple view's export. */
export interface ExportExtra<T> {
  title: string;
  value: (row: T) => RawValue;
  statistic?: boolean;
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

/**
 * The columns of a report detail: all of them in the full view; in the simple view none that is statistics, and no
 * statistics among the export extras of the others.
 */
export function columnsFor<T>(columns: readonly TableColumn<T>[], detail: ReportDetail): TableColumn<T>[] {
  if (detail === 'full') return [...columns];
  return columns
    .filter((c) => !c.statistic)
    .map(({ statisticHelp: _, ...c }) =>
      c.exportExtras ? { ...c, exportExtras: c.exportExtras.filter((e) => !e.statistic) } : c,
    );
}
