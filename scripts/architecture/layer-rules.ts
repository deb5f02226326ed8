import { dirname, posix } from 'node:path';
import { importSpecifiers, type SourceFile, type Violation } from './rules.ts';

/**
 * Layers inside the web app and the server (docs/ARCHITECTURE.md, Packages, layers and the import rule):
 * - web: `lib/` (ground floor) ← `ui/` (shared data parts) ← `shell/` (the frame) ← `features/<name>/`; a feature
 *   imports its own files, `ui/`, `shell/` and `lib/`, never another feature, `routes/` or `router/`. Routes, the
 *   router and `main.tsx` wire everything and may import any layer.
 * - server: use-cases never import `jobs/` (jobs call use-cases, not the other way).
 * Test files are exempt (a test may look at several features); so are type-only imports in `.d.ts` files (the i18n
 * typing names each feature's lazily loaded strings).
 */
const webRoot = 'apps/web/src/';
const useCases = 'apps/server/src/use-cases/';
const jobs = 'apps/server/src/jobs/';

/** The web layer a path belongs to: `features/<name>`, `ui`, `shell`, `lib`, or `app` (routes, router, entry). */
export function webLayerOf(path: string): string | undefined {
  if (!path.startsWith(webRoot)) return undefined;
  const [top, second] = path.slice(webRoot.length).split('/');
  if (top === 'features' && second) return `features/${second}`;
  if (top === 'ui' || top === 'shell' || top === 'lib') return top;
  return 'app';
}

const below: Record<string, string[]> = { lib: ['lib'], ui: ['ui', 'lib'], shell: ['shell', 'ui', 'lib'] };

function allowedWebImport(from: string, to: string): boolean {
  if (from === 'app') return true;
  if (from.startsWith('features/')) return to === from || to === 'ui' || to === 'shell' || to === 'lib';
  return below[from]?.includes(to) ?? false;
}

const isTest = (path: string) => /\.test\.tsx?$/.test(path) || path.includes('/e2e/');
const typeOnly = (source: string, specifier: string) =>
  new RegExp(`import\\s+type\\s[^;]*['"]${specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]`).test(
    source,
  );

/** Every relative import that crosses a layer the wrong way. */
export function findLayerViolations(files: SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    if (isTest(file.path)) continue;
    for (const specifier of importSpecifiers(file.source)) {
      if (!specifier.startsWith('.')) continue;
      const target = posix.normalize(posix.join(dirname(file.path), specifier));
      const from = webLayerOf(file.path);
      const to = webLayerOf(target);
      if (from && to && !allowedWebImport(from, to)) {
        if (file.path.endsWith('.d.ts') && typeOnly(file.source, specifier)) continue;
        violations.push({
          path: file.path,
          specifier,
          reason: from.startsWith('features/')
            ? `${from} may import only its own files, ui/, shell/ and lib/ (not ${to})`
            : `${from}/ may import only ${below[from]?.join('/, ')}/ (not ${to})`,
        });
      }
      if (file.path.startsWith(useCases) && target.startsWith(jobs)) {
        violations.push({
          path: file.path,
          specifier,
          reason: 'use-cases never import jobs/: jobs call use-cases',
        });
      }
    }
  }
  return violations;
}
