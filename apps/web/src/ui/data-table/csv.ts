import { csvFormulaStart, type ReportDetail } from '@sightline/contracts/constants';
import { columnsFor, rawValue, type TableColumn } from './table-types.ts';

/**
 * The header labels and raw values of the shown columns (plus their export extras), one array per row; in the simple
 * view without the statistics columns and extras (n, interval bounds, p-values).
 */
export function csvTable<T>(
  columns: readonly TableColumn<T>[],
  rows: readonly T[],
  detail: ReportDetail = 'full',
): unknown[][] {
  const exported = columnsFor(columns, detail).filter((c) => !c.hidden && c.exportable !== false);
  const header = exported.flatMap((c) => [c.title, ...(c.exportExtras ?? []).map((e) => e.title)]);
  const body = rows.map((row) =>
    exported.flatMap((c) => [
      csvCell(rawValue(c, row)),
      ...(c.exportExtras ?? []).map((e) => csvCell(e.value(row))),
    ]),
  );
  return [header, ...body];
}

function csvCell(value: unknown): unknown {
  return value === null || value === undefined ? '' : value;
}

/**
 * The CSV text of what a table shows: header labels, then raw values (numbers unformatted). Starts with a byte order
 * mark so that spreadsheet programs read Korean text as UTF-8. Papaparse is loaded on the first export only. A text
 * cell that a spreadsheet would run as a formula (`csvFormulaStart`: `=`, `+`, `-`, `@`, their fullwidth forms, a tab
 * or a return at the start) gets a leading apostrophe: prompts, brand names and page titles are text from outside
 * (docs/features/answers.md, export). Numbers are written as they are, negative ones too. The report detail is the
 * user's (the simple view exports no n, interval bounds or p-values).
 */
export async function toCsv<T>(
  columns: readonly TableColumn<T>[],
  rows: readonly T[],
  detail: ReportDetail = 'full',
): Promise<string> {
  const { default: Papa } = await import('papaparse');
  const csv = Papa.unparse(csvTable(columns, rows, detail), {
    newline: '\r\n',
    escapeFormulae: csvFormulaStart,
  });
  return `\uFEFF${csv}`;
}

/** `name-YYYY-MM-DD.csv`, the name made safe for file systems. */
export function csvFilename(name: string, today: string): string {
  const safe = name.replace(/[\\/:*?"<>|\s]+/g, '-').replace(/^-+|-+$/g, '') || 'table';
  return `${safe}-${today}.csv`;
}

/** Hands a file to the browser as a download. */
export function downloadBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Hands a CSV text to the browser as a download. */
export function downloadCsv(filename: string, csv: string): void {
  downloadBlob(filename, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
}
