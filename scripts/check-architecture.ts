import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { findLayerViolations } from './architecture/layer-rules.ts';
import {
  findManifestViolations,
  findViolations,
  type SourceFile,
  workspaceDirs,
} from './architecture/rules.ts';
import { findDatabaseTestViolations, findTestSupportImports } from './architecture/test-rules.ts';

/**
 * Fails when a workspace imports against the dependency direction written in docs/ARCHITECTURE.md, when production
 * code imports test support, or when a test that exercises SQL escapes the run on both databases.
 */
async function sourceFiles(dir: string): Promise<SourceFile[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries.filter(
    (e) =>
      e.isFile() &&
      /\.(ts|tsx|mts|js|mjs)$/.test(e.name) &&
      !/(^|\/)(node_modules|dist)(\/|$)/.test(join(e.parentPath, e.name)),
  );
  return Promise.all(
    files.map(async (e) => {
      const path = join(e.parentPath, e.name);
      return { path, source: await readFile(path, 'utf8') };
    }),
  );
}

const violations = [];
for (const [workspace, dir] of Object.entries(workspaceDirs)) {
  const files = await sourceFiles(dir);
  violations.push(
    ...findViolations(files),
    ...findLayerViolations(files),
    ...findTestSupportImports(files),
    ...findDatabaseTestViolations(files),
  );
  const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
  const deps = ['dependencies', 'devDependencies', 'peerDependencies'].flatMap((k) =>
    Object.keys((manifest[k] as Record<string, string> | undefined) ?? {}),
  );
  violations.push(...findManifestViolations(workspace, deps));
}

if (violations.length > 0) {
  for (const v of violations) process.stderr.write(`${v.path}: imports ${v.specifier}: ${v.reason}\n`);
  process.stderr.write(
    `\n${violations.length} dependency-direction, layer or test-placement violation(s); see docs/ARCHITECTURE.md and docs/features/testing.md\n`,
  );
  process.exit(1);
}
process.stdout.write('architecture: dependency direction and layers respected\n');
