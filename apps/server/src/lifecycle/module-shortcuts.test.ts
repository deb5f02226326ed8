import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const shortcuts = new URL('./module-shortcuts.ts', import.meta.url).pathname;
const specifiers = [
  'drizzle-orm',
  'drizzle-orm/pg-core',
  'drizzle-orm/pglite',
  'drizzle-orm/pglite/migrator',
  'drizzle-orm/postgres-js',
  'drizzle-orm/postgres-js/migrator',
];

/**
 * In a Node process of its own (with or without the shortcuts): where each specifier resolves, and a fingerprint of
 * what loading it gives (its export names), after loading drizzle's modules through their relative imports.
 */
function resolveAndLoad(withShortcuts: boolean): Record<string, { url: string; exports: string[] }> {
  const script = `
    ${withShortcuts ? `const { registerModuleShortcuts } = await import(${JSON.stringify(shortcuts)}); registerModuleShortcuts();` : ''}
    const out = {};
    for (const s of ${JSON.stringify(specifiers)}) {
      const module = await import(s);
      out[s] = { url: import.meta.resolve(s), exports: Object.keys(module).sort() };
    }
    process.stdout.write(JSON.stringify(out));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: new URL('.', import.meta.url),
    }).toString(),
  );
}

describe('module shortcuts for drizzle-orm', () => {
  it('resolve and load every drizzle entry Sightline imports exactly as Node does without them', () => {
    const plain = resolveAndLoad(false);
    const short = resolveAndLoad(true);
    expect(Object.keys(short)).toEqual(specifiers);
    for (const s of specifiers) {
      expect(short[s]!.url, s).toBe(plain[s]!.url);
      expect(short[s]!.exports, s).toEqual(plain[s]!.exports);
      expect(short[s]!.exports.length, s).toBeGreaterThan(0);
    }
  });
});
