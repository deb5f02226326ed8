/**
 * Builds the web app (apps/web, its vite.config.ts) and prints one line instead of vite's list of every file:
 *   web app built in 9.2 s (entry 112.3 KB gzip JS) → apps/web/dist
 * Warnings and errors still print. `npm run build` (and so `npm start`, `npm test`, `npm run bench:bundle`) runs it;
 * `node bench/web-bundle.ts` gives the sizes per route. Arguments: `--outDir <dir>` to build elsewhere.
 */
import { relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** What the build wrote, as vite's build API returns it (only the fields used here). */
export interface BuiltChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  code?: string;
  isEntry?: boolean;
  imports?: string[];
}

/** Bytes a first visit downloads before any route's own code: the entry chunk and its static imports, gzipped. */
export function entryGzipBytes(output: readonly BuiltChunk[]): number {
  const chunks = new Map(output.filter((c) => c.type === 'chunk').map((c) => [c.fileName, c]));
  const entry = [...chunks.values()].find((c) => c.isEntry);
  if (!entry) return 0;
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const next of chunks.get(fileName)?.imports ?? []) visit(next);
  };
  visit(entry.fileName);
  let bytes = 0;
  for (const fileName of seen) bytes += gzipSync(chunks.get(fileName)?.code ?? '', { level: 9 }).length;
  return bytes;
}

/** The one line a build prints: its time, the entry's gzip size (KB of 1,024 bytes, as bench/web-bundle.ts) and where. */
export function buildSummary(ms: number, entryBytes: number, outDir: string): string {
  return `web app built in ${(ms / 1000).toFixed(1)} s (entry ${(entryBytes / 1024).toFixed(1)} KB gzip JS) → ${outDir}`;
}

async function main() {
  const { build } = await import('vite');
  const root = resolve(import.meta.dirname, '../apps/web');
  const at = process.argv.indexOf('--outDir');
  const outDir = at > 0 && process.argv[at + 1] ? resolve(process.argv[at + 1]!) : resolve(root, 'dist');
  const started = performance.now();
  const result = await build({ root, logLevel: 'warn', build: { outDir } });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) =>
    'output' in r ? (r.output as BuiltChunk[]) : [],
  );
  const shown = relative(process.cwd(), outDir) || '.';
  process.stdout.write(
    `${buildSummary(performance.now() - started, entryGzipBytes(outputs), shown.startsWith('..') ? outDir : shown)}\n`,
  );
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    process.stderr.write(
      `web app build failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  });
}
