import { promptImportMaxChars, promptImportMaxLines } from '@sightline/contracts/constants';
import Papa from 'papaparse';
import { downloadCsv } from '../../../ui/data-table/csv.ts';

/**
 * A look at a CSV before it is sent: how many prompt lines it holds under its header (blank lines left out) and
 * whether it is over the import's limits. The server checks every line; this only previews.
 */
export function previewPromptCsv(csv: string): { lines: number; tooLarge: boolean } {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), {
    delimiter: ',',
    skipEmptyLines: 'greedy',
  });
  const lines = Math.max(0, parsed.data.length - 1);
  return { lines, tooLarge: csv.length > promptImportMaxChars || lines > promptImportMaxLines };
}

/** A template to start from: every column, with an example per way of filling it. */
export const promptCsvTemplate = [
  'text,language,intent,tags,active',
  '서울 카페 추천해줘,ko,,서울|추천,true',
  '"best cold brew coffee, under $20",en,commercial,online;price,true',
  'where to buy drip bags,en,transactional,,false',
].join('\r\n');

/** Saves the template as `prompts-template.csv` (with a byte order mark, so spreadsheet apps read Korean right). */
export function downloadPromptCsvTemplate(): void {
  downloadCsv('prompts-template.csv', `\uFEFF${promptCsvTemplate}\r\n`);
}
