import { Group, Paper, Skeleton, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { DataTableColumn, DataTableProps as MantineDataTableProps } from 'mantine-datatable';
import {
  type CSSProperties,
  type ReactNode,
  type RefObject,
  useCallback,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { count, decimal } from '../../lib/format.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useReportDetail } from '../report-detail/use-report-detail.ts';
import { ColumnTitle } from './ColumnTitle.tsx';
import { ExportCsvButton } from './ExportCsvButton.tsx';
import { isGridLoaded, LazyGrid } from './LazyGrid.tsx';
import { ScrollHint } from './ScrollHint.tsx';
import { pageOf, sortRows } from './sort-rows.ts';
import { registerTableStrings } from './table-strings.ts';
import { columnsFor, type RawValue, rawValue, type SortStatus, type TableColumn } from './table-types.ts';
import { useHorizontalOverflow } from './use-horizontal-overflow.ts';
import { useSortIconLabels } from './use-sort-icon-labels.ts';

registerTableStrings(i18n);

export type { ExportExtra, SortStatus, TableColumn } from './table-types.ts';

/** A cell without its own render, through lib/format.ts: "13,829", "2.35", yes/no (the CSV keeps the raw value). */
function shownValue(value: RawValue, t: TFunction): string {
  if (typeof value === 'number') return Number.isInteger(value) ? count(value) : decimal(value, 2);
  if (typeof value === 'boolean') return t(value ? 'table.yes' : 'table.no');
  return value ?? '';
}

/** mantine-datatable's scroll shadows (5 % black) are too faint to tell a phone's user that the table goes on. */
const scrollShadows = {
  '--mantine-datatable-shadow-background-left': 'linear-gradient(90deg, rgba(0, 0, 0, 0.16), transparent)',
  '--mantine-datatable-shadow-background-right': 'linear-gradient(270deg, rgba(0, 0, 0, 0.16), transparent)',
} as CSSProperties;

interface CommonProps<T> {
  columns: TableColumn<T>[];
  /** A stable key per row. */
  rowKey: (row: T) => string | number;
  /** Why the table is empty (e.g. "No answers in this range: collect or widen the dates"). */
  emptyText: string;
  /** First load: skeleton rows in the final layout. */
  loading?: boolean;
  /** A refetch with rows on screen: an overlay over them. */
  fetching?: boolean;
  /** Shows "Export CSV" of what is shown; the file is called `<exportName>-<today>.csv`. */
  exportName?: string;
  /** Left of the toolbar above the table (e.g. a title). */
  title?: ReactNode;
  /** Height after which the body scrolls under a sticky header. */
  maxHeight?: number;
  /** Width below which the table scrolls sideways with its first column kept in view. */
  minWidth?: number;
  testId?: string;
  rowTestId?: string;
  onRowClick?: (row: T) => void;
}

/** Server mode: the server sorts and pages; the table shows one page and reports changes. */
export interface ServerTableProps<T> extends CommonProps<T> {
  records: T[];
  totalRecords: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  sortStatus?: SortStatus;
  onSortStatusChange?: (sort: SortStatus) => void;
  /** Every row in the server's order, for the CSV export (else it exports the page shown). */
  exportRows?: () => Promise<readonly T[]>;
}

/** Client mode: a small table that holds all its rows and sorts and pages them itself. */
export interface ClientTableProps<T> extends CommonProps<T> {
  rows: T[];
  pageSize?: number;
  initialSort?: SortStatus;
}

export type DataTableProps<T> = ServerTableProps<T> | ClientTableProps<T>;

/**
 * The one data table of Sightline (mantine-datatable): sortable columns with their definitions in header tooltips,
 * pagination, a sticky header, the first column kept on narrow screens (with a shadow at the scrolling edge and a
 * "scroll sideways" hint while the table is wider than the screen), skeleton rows while loading, an empty state that
 * says why, and CSV export of what is shown. Statistics columns (n, intervals, p) are left out in the simple view.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  return 'rows' in props ? <ClientDataTable {...props} /> : <ServerDataTable {...props} />;
}

function ClientDataTable<T>({ rows, pageSize = 25, initialSort, ...common }: ClientTableProps<T>) {
  const [sort, setSort] = useState<SortStatus | undefined>(initialSort);
  const [page, setPage] = useState(1);
  const sorted = useMemo(() => sortRows(rows, common.columns, sort), [rows, common.columns, sort]);
  const lastPage = Math.max(1, Math.ceil(sorted.length / pageSize));
  const current = Math.min(page, lastPage);
  return (
    <ServerDataTable
      {...common}
      records={pageOf(sorted, current, pageSize)}
      totalRecords={sorted.length}
      page={current}
      pageSize={pageSize}
      onPageChange={setPage}
      {...(sort ? { sortStatus: sort } : {})}
      onSortStatusChange={(next) => {
        setSort(next);
        setPage(1);
      }}
      hidePaginationWhenSingle
    />
  );
}

function ServerDataTable<T>({
  columns,
  rowKey,
  emptyText,
  loading = false,
  fetching = false,
  exportName,
  title,
  maxHeight = 640,
  minWidth = 640,
  testId,
  rowTestId,
  onRowClick,
  records,
  totalRecords,
  page,
  pageSize,
  onPageChange,
  sortStatus,
  onSortStatusChange,
  exportRows,
  hidePaginationWhenSingle = false,
}: ServerTableProps<T> & { hidePaginationWhenSingle?: boolean }) {
  const { t } = useTranslation();
  // The grid's scroll viewport as the grid mounts it (it may appear, or be mounted anew, late): a ref object whose
  // assignment also sets state, since the grid takes only a ref object.
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const viewportRef = useMemo<RefObject<HTMLDivElement | null>>(() => {
    let element: HTMLDivElement | null = null;
    return {
      get current() {
        return element;
      },
      set current(next) {
        element = next;
        setViewport(next);
      },
    };
  }, []);
  // The grid may appear after the table (its chunk loads lazily): the sort icons are labelled once it has.
  const [, setGridReady] = useState(isGridLoaded);
  const onGridReady = useCallback(() => setGridReady(true), []);
  const overflow = useHorizontalOverflow(viewport);
  const rootRef = useRef<HTMLDivElement>(null);
  useSortIconLabels(rootRef);
  const detail = useReportDetail();
  const shown = columnsFor(columns, detail).filter((c) => !c.hidden);
  const sorting = Boolean(onSortStatusChange);
  const skeleton = loading && records.length === 0;
  const tableColumns: DataTableColumn<T>[] = shown.map((column, index) => ({
    accessor: column.accessor,
    title: (
      <ColumnTitle
        title={column.title}
        help={[column.help, column.statisticHelp].filter(Boolean).join(' ') || undefined}
      />
    ),
    sortable: sorting && Boolean(column.sortable),
    ...(column.textAlign ? { textAlign: column.textAlign } : {}),
    ...(column.width !== undefined ? { width: column.width } : {}),
    noWrap: column.noWrap ?? index === 0,
    render: (row: T) =>
      skeleton ? (
        <Skeleton height={12} radius="sm" />
      ) : (
        (column.render?.(row) ?? shownValue(rawValue(column, row), t))
      ),
  }));
  const skeletonRows = Array.from(
    { length: Math.min(pageSize, 5) },
    (_, index) => ({ index }) as unknown as T,
  );
  const paged = !skeleton && !(hidePaginationWhenSingle && totalRecords <= pageSize);
  const pagination = paged
    ? {
        page,
        onPageChange,
        totalRecords,
        recordsPerPage: pageSize,
        paginationText: ({
          from,
          to,
          totalRecords: total,
        }: {
          from: number;
          to: number;
          totalRecords: number;
        }) => t('table.pagination', { from: count(from), to: count(to), total: count(total) }),
        getPaginationControlProps: (control: string) =>
          control === 'previous'
            ? { 'aria-label': t('table.previousPage') }
            : control === 'next'
              ? { 'aria-label': t('table.nextPage') }
              : {},
      }
    : {};
  // mantine-datatable sorts only with a sort status: an unsorted table has one that names no column.
  const sortProps = onSortStatusChange
    ? { sortStatus: sortStatus ?? { columnAccessor: '', direction: 'asc' as const }, onSortStatusChange }
    : sortStatus
      ? { sortStatus }
      : {};
  const showToolbar = Boolean(title || exportName);
  // mantine-datatable's props are a union per feature (pagination, sorting, …); assembled here, checked as a whole.
  const tableProps = {
    columns: tableColumns,
    records: skeleton ? skeletonRows : records,
    idAccessor: skeleton ? (row: T) => (row as unknown as { index: number }).index : rowKey,
    ...pagination,
    ...sortProps,
    fetching: fetching && !skeleton,
    noRecordsText: emptyText,
    minHeight: records.length === 0 && !skeleton ? 180 : undefined,
    maxHeight,
    pinFirstColumn: true,
    striped: true,
    highlightOnHover: true,
    verticalAlign: 'center',
    styles: { table: { minWidth } },
    style: scrollShadows,
    scrollViewportRef: viewportRef,
    customRowAttributes: () => (rowTestId && !skeleton ? { 'data-testid': rowTestId } : {}),
    ...(onRowClick && !skeleton ? { onRowClick: ({ record }: { record: T }) => onRowClick(record) } : {}),
  } as MantineDataTableProps<T>;
  return (
    <Paper ref={rootRef} withBorder radius="md" data-testid={testId} aria-busy={loading || fetching}>
      {showToolbar && (
        <Group justify="space-between" px="md" py="xs" wrap="nowrap">
          <div>{typeof title === 'string' ? <Text fw={600}>{title}</Text> : title}</div>
          {exportName && (
            <ExportCsvButton
              columns={columns}
              rows={records}
              loadRows={exportRows}
              filename={exportName}
              disabled={skeleton}
            />
          )}
        </Group>
      )}
      <ScrollHint overflow={overflow} />
      <LazyGrid<T> {...tableProps} onReady={onGridReady} />
    </Paper>
  );
}
