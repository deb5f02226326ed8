import { promptImportMaxLines } from '@sightline/contracts';
import Papa from 'papaparse';

/** A record of the CSV: its cells and the line of the file it starts on (1 = the first line). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** A record the CSV syntax itself breaks (an unterminated or stray quote): its line and what is wrong. */
export interface CsvSyntaxError {
  line: number;
  message: string;
  value: string;
}

export interface ParsedCsv {
  /** The first non-blank record (the header row), if any. */
  header: CsvRecord | null;
  /** The records after the header; blank lines are left out. */
  records: CsvRecord[];
  syntaxErrors: CsvSyntaxError[];
  /** The file has more records than an import takes: the line of the first one too many. */
  tooManyFrom: number | null;
}

const blank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/**
 * Reads a CSV (comma-separated, `"` quotes, any line endings, an optional byte-order mark) into records that know the
 * line they start on, so every problem can be reported by its line. Stops after `promptImportMaxLines` records.
 */
export function parsePromptCsv(text: string): ParsedCsv {
  const csv = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const result: ParsedCsv = { header: null, records: [], syntaxErrors: [], tooManyFrom: null };
  let offset = 0;
  let line = 1;
  Papa.parse<string[]>(csv, {
    delimiter: ',',
    newline: '\n',
    quoteChar: '"',
    step: (row, parser) => {
      // The record spans the text from the previous record's end to this one's, newlines included.
      const start = line;
      const from = offset;
      offset = row.meta.cursor;
      for (let i = from; i < offset; i += 1) if (csv.charCodeAt(i) === 10) line += 1;
      const cells = row.data.map((cell) => String(cell));
      const quoteError = row.errors.find((e) => e.type === 'Quotes');
      if (quoteError) {
        result.syntaxErrors.push({
          line: start,
          message:
            quoteError.code === 'MissingQuotes'
              ? 'a quoted value is never closed (a " is missing)'
              : 'a quote is misplaced: a quoted value must end with " right before the comma or the line end',
          value: csv.slice(from, offset).split('\n')[0]!.slice(0, 200),
        });
        return;
      }
      if (blank(cells)) return;
      if (!result.header) {
        result.header = { line: start, cells };
        return;
      }
      if (result.records.length >= promptImportMaxLines) {
        result.tooManyFrom = start;
        parser.abort();
        return;
      }
      result.records.push({ line: start, cells });
    },
  });
  return result;
}
