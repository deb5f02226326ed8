/**
 * Web bundle size per route: the JavaScript a first visit to each route downloads (entry chunk, the route's own
 * chunk and everything they import statically), raw and gzip. Run after `npm run build`:
 *   node bench/web-bundle.ts
 * Targets (docs/features/benchmarks.md): sign-in route ≤ 200 KB gzip JS, no route > 300 KB (issue 39).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const dist = process.argv[2] ?? join(import.meta.dirname, '../apps/web/dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

/**
 * Everything a route may load after its first paint as well: the chunks its own code imports lazily (charts drawn
 * behind skeletons, the markdown renderer, CSV export on click), followed through their imports, never into another
 * route. An upper bound: a lazy chunk the screen does not render (or a button never pressed) still counts.
 */
function lazyClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  const chunk = manifest[key];
  for (const dep of chunk?.imports ?? []) lazyClosure(dep, seen);
  for (const dep of chunk?.dynamicImports ?? []) {
    if (!manifest[dep]?.src?.includes('/routes/')) lazyClosure(dep, seen);
  }
  return seen;
}

function size(keys: Iterable<string>) {
  let raw = 0;
  let gzip = 0;
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    const bytes = readFileSync(join(dist, chunk.file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { raw, gzip };
}

/** A chunk holding chart code: recharts (which @mantine/charts draws with) names its wrapper class in its code. */
function drawsCharts(key: string): boolean {
  const chunk = manifest[key];
  return chunk ? readFileSync(join(dist, chunk.file), 'utf8').includes('recharts-wrapper') : false;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entryKey) throw new Error('no entry chunk in the manifest: run `npm run build` first');
const entry = closure(entryKey);
const entrySize = size(entry);
const cssGzip = (manifest[entryKey]?.css ?? [])
  .map((f) => gzipSync(readFileSync(join(dist, f)), { level: 9 }).length)
  .reduce((a, b) => a + b, 0);

console.log(
  `entry (shared by every route): ${kb(entrySize.raw)} raw, ${kb(entrySize.gzip)} gzip JS; CSS ${kb(cssGzip)} gzip`,
);
// The signed-in frame (AppFrame) is its own chunk, loaded by every route outside /auth.
const frameKey = Object.keys(manifest).find((k) => manifest[k]?.src?.includes('shell/AppFrame'));
const frame = frameKey ? new Set([...closure(frameKey)].filter((k) => !entry.has(k))) : new Set<string>();
console.log(`signed-in frame: ${kb(size(frame).gzip)} gzip JS (added to every route outside /auth)`);
const rows = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry && chunk.src?.includes('/routes/'))
  .map(([key, chunk]) => {
    const own = new Set([...closure(key)].filter((k) => !entry.has(k)));
    const route = (chunk.src ?? key)
      .replace(/^.*\/routes\//, '/')
      .replace(/\?.*$/, '')
      .replace(/\.tsx?$/, '');
    const total = size(new Set([...entry, ...own, ...(route.startsWith('/auth/') ? [] : frame)]));
    const lazy = new Set([...lazyClosure(key)].filter((k) => !entry.has(k) && !own.has(k) && !frame.has(k)));
    const withLazy = total.gzip + size(lazy).gzip;
    const charts = [...own, ...lazy].some(drawsCharts);
    return { route, gzip: total.gzip, raw: total.raw, withLazy, charts };
  })
  .sort((a, b) => b.gzip - a.gzip);
for (const row of rows) {
  console.log(
    `route ${row.route.padEnd(40)} ${kb(row.raw).padStart(10)} raw ${kb(row.gzip).padStart(10)} gzip JS; with lazy chunks ≤ ${kb(row.withLazy).padStart(9)}${row.charts ? '  (charts)' : ''}`,
  );
}
const routeTarget = 300 * 1024;
const over = rows.filter((row) => row.gzip > routeTarget);
console.log(
  `routes over ${kb(routeTarget)} gzip JS: ${over.length} of ${rows.length}${over.length ? ` (largest ${kb(over[0]!.gzip)}: ${over[0]!.route})` : ''}`,
);
const entryCharts = [...entry, ...frame].some(drawsCharts);
console.log(
  `chart code (recharts, @mantine/charts) in the entry or frame: ${entryCharts ? 'YES (it must load only with routes that draw charts)' : 'no'}; routes with charts: ${rows.filter((r) => r.charts).length}`,
);
