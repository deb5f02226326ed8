import { readFileSync } from 'node:fs';
import { type ResolveFnOutput, registerHooks } from 'node:module';

/**
 * Shortcuts for Node's module resolution of drizzle-orm, registered before the server's modules load (main.ts).
 *
 * drizzle-orm's package.json is 179 KB, almost all of it its `exports` map, and Node 24 parses that map again for
 * every module it resolves inside the package and for every `import … from 'drizzle-orm…'` (package_json_reader
 * spreads the package's data, whose `exports` is parsed on access): about 450 times per start, 0.8 CPU-s of a 2.9 CPU-s
 * start on this machine. Two shortcuts give Node's own answers without that work:
 * - a relative `.js` import inside drizzle-orm is its URL beside the importing file, an ES module (the package's
 *   `type` is read once, here);
 * - a bare `drizzle-orm…` specifier imported from outside node_modules (Sightline's own files, all of which resolve
 *   to the one installed copy) is resolved by Node once and remembered.
 * A server start on an existing PGlite directory: 2.9 → 2.2 CPU-s (docs/features/testing.md). Anything else is
 * resolved and loaded by Node as usual.
 */
export function registerModuleShortcuts(): void {
  // The installed package's folder, from where its main module resolves (its exports do not include package.json).
  let packageUrl: string;
  try {
    const main = import.meta.resolve('drizzle-orm');
    const at = main.lastIndexOf('/node_modules/drizzle-orm/');
    if (at < 0) return;
    packageUrl = main.slice(0, at + '/node_modules/drizzle-orm/'.length);
  } catch {
    return; // not installed where Sightline's files find it: Node resolves as usual
  }
  const manifest = JSON.parse(readFileSync(new URL('package.json', packageUrl), 'utf8')) as { type?: string };
  if (manifest.type !== 'module') return;
  const inDrizzle = (url: string | undefined) => url?.startsWith(packageUrl) ?? false;
  const resolved = new Map<string, ResolveFnOutput>();
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (
        inDrizzle(context.parentURL) &&
        (specifier.startsWith('./') || specifier.startsWith('../')) &&
        specifier.endsWith('.js')
      ) {
        return { url: new URL(specifier, context.parentURL).href, format: 'module', shortCircuit: true };
      }
      if (
        (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) &&
        context.parentURL?.startsWith('file:') &&
        !context.parentURL.includes('/node_modules/')
      ) {
        const key = `${specifier}\0${context.conditions.join(',')}`;
        let found = resolved.get(key);
        if (!found) {
          found = nextResolve(specifier, context);
          resolved.set(key, found);
        }
        return { ...found, shortCircuit: true };
      }
      return nextResolve(specifier, context);
    },
    load(url, context, nextLoad) {
      if (inDrizzle(url) && url.endsWith('.js') && !context.format)
        return nextLoad(url, { ...context, format: 'module' });
      return nextLoad(url, context);
    },
  });
}
