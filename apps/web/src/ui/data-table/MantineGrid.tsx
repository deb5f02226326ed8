import 'mantine-datatable/styles.css';
import { DataTable, type DataTableProps } from 'mantine-datatable';

/** mantine-datatable itself, in its own chunk: a screen's first paint needs its numbers, not the grid's code. */
export function MantineGrid<T>(props: DataTableProps<T>) {
  return <DataTable<T> {...props} />;
}
