import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type BuiltChunk, buildSummary, entryGzipBytes } from './build-web.ts';

const gz = (code: string) => gzipSync(code, { level: 9 }).length;

describe('web build summary', () => {
  it('says in one line how long the build took, how big the entry is and where it went', () => {
    expect(buildSummary(14_234, 193_536, 'apps/web/dist')).toBe(
      'web app built in 14.2 s (entry 189.0 KB gzip JS) → apps/web/dist',
    );
    expect(buildSummary(950, 512, '/tmp/dist')).toBe(
      'web app built in 0.9 s (entry 0.5 KB gzip JS) → /tmp/dist',
    );
  });

  it('counts the entry chunk and what it imports statically, each once, not lazy chunks or assets', () => {
    const entry = 'import "./a.js"; import "./shared.js"; '.repeat(20);
    const a = 'export const a = "a"; import "./shared.js";'.repeat(30);
    const shared = 'export const shared = 1;'.repeat(40);
    const lazy = 'export const lazy = "only after a click";'.repeat(50);
    const output: BuiltChunk[] = [
      {
        type: 'chunk',
        fileName: 'assets/index.js',
        code: entry,
        isEntry: true,
        imports: ['assets/a.js', 'assets/shared.js'],
      },
      { type: 'chunk', fileName: 'assets/a.js', code: a, imports: ['assets/shared.js'] },
      { type: 'chunk', fileName: 'assets/shared.js', code: shared, imports: [] },
      { type: 'chunk', fileName: 'assets/lazy.js', code: lazy, imports: ['assets/shared.js'] },
      { type: 'asset', fileName: 'index.html' },
    ];
    expect(entryGzipBytes(output)).toBe(gz(entry) + gz(a) + gz(shared));
    expect(entryGzipBytes(output.filter((c) => !c.isEntry))).toBe(0);
  });
});
