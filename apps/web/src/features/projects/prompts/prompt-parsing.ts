/** A prompt not stored yet: its text and language. */
export interface PromptDraft {
  text: string;
  language: string;
}

/** Two prompts are the same when they differ only in case and spacing. */
export function promptKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Bulk paste: one prompt per line; blank lines are ignored and duplicates removed. */
export function promptsFromText(text: string, language: string): PromptDraft[] {
  return dedupe(
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => ({ text: line, language })),
  );
}

const textColumns = ['prompt', 'text', 'prompts', '프롬프트'];
const languageColumns = ['language', 'lang', '언어'];
const languagePattern = /^[a-z]{2,3}(-[a-z0-9]{2,8})?$/i;

/**
 * A CSV file: the column named `prompt` or `text` (or else the first column), with an optional `language`
 * column; without a header row every row is a prompt. Blank cells are ignored and duplicates removed. The CSV parser
 * loads with the first file read, not with the screen.
 */
export async function promptsFromCsv(csv: string, language: string): Promise<PromptDraft[]> {
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const rows = parsed.data.filter((row) => Array.isArray(row));
  const header = (rows[0] ?? []).map((cell) => String(cell).trim().toLowerCase());
  const textIndex = header.findIndex((cell) => textColumns.includes(cell));
  const languageIndex = header.findIndex((cell) => languageColumns.includes(cell));
  const hasHeader = textIndex >= 0 || languageIndex >= 0;
  const column = Math.max(textIndex, 0);
  return dedupe(
    (hasHeader ? rows.slice(1) : rows).flatMap((row) => {
      const text = String(row[column] ?? '').trim();
      if (!text) return [];
      const cell = languageIndex >= 0 ? String(row[languageIndex] ?? '').trim() : '';
      return [{ text, language: languagePattern.test(cell) ? cell.toLowerCase() : language }];
    }),
  );
}

function dedupe(list: PromptDraft[], seen = new Set<string>()): PromptDraft[] {
  return list.filter((draft) => {
    const key = promptKey(draft.text);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Adds prompts to a list, leaving out those already in it or among `existing` texts. */
export function mergePrompts(
  current: PromptDraft[],
  added: PromptDraft[],
  existing: string[] = [],
): { list: PromptDraft[]; added: number; skipped: number } {
  const seen = new Set([...existing, ...current.map((p) => p.text)].map(promptKey));
  const fresh = dedupe(added, seen);
  return { list: [...current, ...fresh], added: fresh.length, skipped: added.length - fresh.length };
}
