import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { SourceFile } from './rules.ts';

/** A fixture tree of `fixtures/<name>`, its files named as they would be in the repository (without `.fixture`). */
export async function fixtureFiles(name: string): Promise<SourceFile[]> {
  const dir = join(import.meta.dirname, 'fixtures', name);
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries
      .filter((e) => e.isFile())
      .map(async (e) => {
        const full = join(e.parentPath, e.name);
        return { path: relative(dir, full).replace(/\.fixture$/, ''), source: await readFile(full, 'utf8') };
      }),
  );
}
