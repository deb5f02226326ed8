import { csvFormulaStart } from '@sightline/contracts';

/**
 * How the server writes CSV (papaparse's `unparse`): CRLF lines, and a leading apostrophe before every text cell a
 * spreadsheet would run as a formula — one starting with `=`, `+`, `-`, `@`, their fullwidth forms `＝＋－＠`, a tab
 * or a carriage return (contracts' `csvFormulaStart`). Prompts, answers, brand names and page titles are text from
 * outside; see docs/features/answers.md (export).
 */
export const csvOptions = { newline: '\r\n', escapeFormulae: csvFormulaStart } as const;
