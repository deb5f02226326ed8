import {
  controlCharacters,
  type Intent,
  intents,
  type PromptImportError,
  type PromptImportReason,
  promptImportColumns,
  promptImportMaxLines,
  promptLanguages,
} from '@sightline/contracts';
import type { CsvRecord, ParsedCsv } from './parse-prompt-csv.ts';
import { promptTextKey } from './prompt-text-key.ts';

/** A line that passed every check: the prompt it makes (intent null = to be classified). */
export interface CheckedPrompt {
  line: number;
  text: string;
  language: string;
  intent: Intent | null;
  active: boolean;
  tags: string[];
}

type Column = (typeof promptImportColumns)[number];

/** Limits of the prompt fields (contracts PromptFields and TagFields). */
const maxTextLength = 2000;
const maxTagLength = 50;
const maxTagsPerLine = 20;
const maxTagsPerFile = 200;
const activeValues = new Map([
  ['true', true],
  ['yes', true],
  ['1', true],
  ['false', false],
  ['no', false],
  ['0', false],
]);

function rejected(
  line: number,
  reason: PromptImportReason,
  message: string,
  value?: unknown,
): PromptImportError {
  return {
    path: ['csv', line],
    line,
    reason,
    message,
    name: 'ValidationError',
    ...(value === undefined ? {} : { value }),
  };
}

/** The header's columns by name, or why it cannot be read. */
function readHeader(header: CsvRecord): { columns: Map<Column, number> } | { error: PromptImportError } {
  const names = header.cells.map((cell) => cell.trim().toLowerCase());
  const known = new Set<string>(promptImportColumns);
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    return {
      error: rejected(
        header.line,
        'unknownColumns',
        `unknown columns: ${unknown.map((n) => n || '(blank)').join(', ')} (allowed: ${promptImportColumns.join(', ')})`,
        unknown,
      ),
    };
  }
  const columns = new Map<Column, number>();
  for (const [index, name] of names.entries()) {
    if (columns.has(name as Column)) {
      return { error: rejected(header.line, 'duplicateColumn', `the column ${name} is named twice`, name) };
    }
    columns.set(name as Column, index);
  }
  if (!columns.has('text')) {
    return { error: rejected(header.line, 'noTextColumn', 'the header row has no text column', names) };
  }
  return { columns };
}

/** The prompt one record makes, or the first thing wrong with it. */
function readRecord(
  record: CsvRecord,
  columns: Map<Column, number>,
  defaultLanguage: string,
): CheckedPrompt | PromptImportError {
  const { line, cells } = record;
  if (cells.length > columns.size) {
    return rejected(
      line,
      'tooManyFields',
      `${cells.length} values but the header has ${columns.size} columns (quote a text that holds a comma)`,
      cells.length,
    );
  }
  const cell = (column: Column) => {
    const index = columns.get(column);
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  const text = cell('text');
  if (!text) return rejected(line, 'emptyText', 'the text is empty', text);
  if (text.length > maxTextLength) {
    return rejected(line, 'textTooLong', `the text is longer than ${maxTextLength} characters`, text.length);
  }
  const language = cell('language').toLowerCase() || defaultLanguage;
  if (!(promptLanguages as readonly string[]).includes(language)) {
    return rejected(
      line,
      'unknownLanguage',
      `unknown language (allowed: ${promptLanguages.join(', ')})`,
      language,
    );
  }
  const intent = cell('intent').toLowerCase();
  if (intent && !(intents as readonly string[]).includes(intent)) {
    return rejected(line, 'unknownIntent', `unknown intent (allowed: ${intents.join(', ')})`, intent);
  }
  const tags = [
    ...new Set(
      cell('tags')
        .split(/[|;]/)
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
  const long = tags.find((tag) => tag.length > maxTagLength);
  if (long) return rejected(line, 'tagTooLong', `a tag is longer than ${maxTagLength} characters`, long);
  // Tag names reach CSV files and filters like every name (docs/features/accounts.md, names).
  const control = tags.find((tag) => controlCharacters.test(tag));
  if (control) {
    return rejected(line, 'tagControlCharacters', 'a tag contains control characters such as tabs', control);
  }
  if (tags.length > maxTagsPerLine) {
    return rejected(line, 'tooManyTags', `more than ${maxTagsPerLine} tags`, tags.length);
  }
  const activeCell = cell('active').toLowerCase();
  const active = activeCell ? activeValues.get(activeCell) : true;
  if (active === undefined) {
    return rejected(line, 'badActive', 'active must be true or false', cell('active'));
  }
  return { line, text, language, intent: (intent || null) as Intent | null, active, tags };
}

/**
 * Checks every line of an import and answers either the prompts (none rejected) or one error per rejected line: the
 * header's problems (nothing else can be read then), a line the CSV syntax breaks, a value a prompt cannot have, a
 * prompt the file names twice, or one the project already has (`existing`: the texts of its prompts).
 */
export function checkPromptLines(
  parsed: ParsedCsv,
  options: { defaultLanguage: string; existing: readonly string[] },
): { prompts: CheckedPrompt[]; errors: PromptImportError[] } {
  const syntax = parsed.syntaxErrors.map((e) => rejected(e.line, 'malformedCsv', e.message, e.value));
  if (!parsed.header) {
    const error = syntax.length ? syntax : [rejected(1, 'noHeader', 'the file has no header row')];
    return { prompts: [], errors: error };
  }
  const header = readHeader(parsed.header);
  if ('error' in header) return { prompts: [], errors: [header.error, ...syntax] };
  const errors: PromptImportError[] = [...syntax];
  if (parsed.tooManyFrom !== null) {
    errors.push(
      rejected(parsed.tooManyFrom, 'tooManyLines', `an import takes at most ${promptImportMaxLines} prompts`),
    );
  }
  if (parsed.records.length === 0 && errors.length === 0) {
    errors.push(rejected(parsed.header.line, 'noLines', 'the file has no prompt lines under its header'));
  }
  const existing = new Set(options.existing.map(promptTextKey));
  const firstLineOf = new Map<string, number>();
  const fileTags = new Set<string>();
  const prompts: CheckedPrompt[] = [];
  for (const record of parsed.records) {
    const checked = readRecord(record, header.columns, options.defaultLanguage);
    if ('reason' in checked) {
      errors.push(checked);
      // A text that is only rejected for another value still counts for duplicates further down.
      const text = (record.cells[header.columns.get('text')!] ?? '').trim();
      if (text && !firstLineOf.has(promptTextKey(text))) firstLineOf.set(promptTextKey(text), record.line);
      continue;
    }
    const key = promptTextKey(checked.text);
    const first = firstLineOf.get(key);
    if (first !== undefined) {
      errors.push({
        ...rejected(record.line, 'duplicateLine', `the same prompt as line ${first}`, checked.text),
        duplicateOf: first,
      });
      continue;
    }
    firstLineOf.set(key, record.line);
    if (existing.has(key)) {
      errors.push(rejected(record.line, 'alreadyInProject', 'already in the project', checked.text));
      continue;
    }
    const freshTags = checked.tags.filter((tag) => !fileTags.has(tag));
    if (fileTags.size + freshTags.length > maxTagsPerFile) {
      errors.push(rejected(record.line, 'tooManyTags', `the file names more than ${maxTagsPerFile} tags`));
      continue;
    }
    for (const tag of freshTags) fileTags.add(tag);
    prompts.push(checked);
  }
  errors.sort((a, b) => a.line - b.line);
  return { prompts: errors.length ? [] : prompts, errors };
}
