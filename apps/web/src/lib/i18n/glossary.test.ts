import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { glossary } from './glossary.ts';

const webSource = new URL('../../', import.meta.url).pathname;

/** Every file of the web app that holds interface strings (the `*-strings.ts` bundles and the common resources). */
function stringFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stringFiles(path);
    const isStrings = /-strings\.ts$/.test(entry.name) || /i18n\/resources\/[a-z]+\.ts$/.test(path);
    return isStrings && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the glossary', () => {
  const files = stringFiles(webSource);

  it('finds the interface strings', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it('is the only vocabulary of the Korean interface: no refused synonym in any string file', () => {
    const found: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const term of glossary) {
        for (const refused of term.notKo) {
          if (text.includes(refused))
            found.push(`${relative(webSource, file)}: "${refused}" (say "${term.ko}")`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('has one Korean and one English word per concept', () => {
    expect(new Set(glossary.map((t) => t.ko)).size).toBe(glossary.length);
    expect(new Set(glossary.map((t) => t.en)).size).toBe(glossary.length);
  });
});
