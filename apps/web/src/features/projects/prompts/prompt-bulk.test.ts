import { describe, expect, it } from 'vitest';
import { promptBulkEn, promptBulkKo } from './prompt-bulk-strings.ts';
import { previewPromptCsv, promptCsvTemplate } from './prompt-csv.ts';
import { rejectedLines } from './rejected-lines.ts';

function leaves(value: unknown, path: string[] = []): Array<[string, unknown]> {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, [...path, key]));
  }
  return [[path.join('.'), value]];
}

describe('prompt list in bulk', () => {
  it('has every string in Korean and English, none empty', () => {
    const ko = leaves(promptBulkKo);
    const en = leaves(promptBulkEn);
    expect(en.map(([k]) => k).sort()).toEqual(ko.map(([k]) => k).sort());
    for (const [key, value] of [...ko, ...en]) expect(String(value).trim(), key).not.toBe('');
  });

  it('previews the lines under the header, blank lines left out', () => {
    expect(previewPromptCsv('text\n\nfirst\n"second, quoted"\n\n')).toEqual({ lines: 2, tooLarge: false });
    expect(previewPromptCsv(promptCsvTemplate)).toEqual({ lines: 3, tooLarge: false });
    expect(previewPromptCsv(`text\n${'x\n'.repeat(2001)}`).tooLarge).toBe(true);
  });

  it('reads a rejection report only when every entry is a rejected line', () => {
    const line = {
      path: ['csv', 3],
      line: 3,
      reason: 'emptyText',
      message: 'the text is empty',
      name: 'ValidationError',
    };
    expect(rejectedLines({ errors: [line] })).toEqual([line]);
    expect(rejectedLines({ errors: [{ path: ['data', 'csv'], message: 'must not be empty' }] })).toBeNull();
    expect(rejectedLines({})).toBeNull();
  });
});
