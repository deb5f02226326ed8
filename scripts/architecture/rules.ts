import { dirname, relative, resolve, sep } from 'node:path';

/**
 * Workspaces and the Sightline packages each may import (docs/ARCHITECTURE.md, Packages, layers and the import
 * rule).
 */
export const allowedImports: Record<string, string[]> = {
  contracts: [],
  core: ['contracts'],
  engines: ['contracts', 'core'],
  db: ['contracts'],
  server: ['contracts', 'core', 'engines', 'db'],
  web: ['contracts'],
};

export const workspaceDirs: Record<string, string> = {
  contracts: 'packages/contracts',
  core: 'packages/core',
  engines: 'packages/engines',
  db: 'packages/db',
  server: 'apps/server',
  web: 'apps/web',
};

export interface SourceFile {
  /** Path relative to the repository root, with forward slashes. */
  path: string;
  source: string;
}

export interface Violation {
  path: string;
  specifier: string;
  reason: string;
}

const importPattern =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

export function importSpecifiers(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(importPattern)) {
    const specifier = match[1] ?? match[2];
    if (specifier) found.push(specifier);
  }
  return found;
}

export function workspaceOf(path: string): string | undefined {
  return Object.entries(workspaceDirs).find(([, dir]) => path === dir || path.startsWith(`${dir}/`))?.[0];
}

/** Every import that goes against the dependency direction, from any file of any workspace. */
export function findViolations(files: SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    const workspace = workspaceOf(file.path);
    if (!workspace) continue;
    const allowed = allowedImports[workspace] ?? [];
    for (const specifier of importSpecifiers(file.source)) {
      const sightline = /^@sightline\/([^/]+)/.exec(specifier);
      if (sightline?.[1] && sightline[1] !== workspace && !allowed.includes(sightline[1])) {
        violations.push({
          path: file.path,
          specifier,
          reason: `${workspace} may import only ${allowed.map((a) => `@sightline/${a}`).join(', ') || 'no Sightline package'}`,
        });
      }
      if (specifier.startsWith('.')) {
        const target = relative('.', resolve(dirname(file.path), specifier))
          .split(sep)
          .join('/');
        const targetWorkspace = workspaceOf(target);
        if (targetWorkspace !== workspace) {
          violations.push({
            path: file.path,
            specifier,
            reason: `relative import leaves ${workspaceDirs[workspace]}; import the package by its name instead`,
          });
        }
      }
    }
  }
  return violations;
}

/** Sightline dependencies declared in a workspace's package.json that the direction forbids. */
export function findManifestViolations(workspace: string, dependencies: string[]): Violation[] {
  const allowed = allowedImports[workspace] ?? [];
  return dependencies
    .filter((d) => d.startsWith('@sightline/') && !allowed.includes(d.slice('@sightline/'.length)))
    .map((d) => ({
      path: `${workspaceDirs[workspace]}/package.json`,
      specifier: d,
      reason: `${workspace} must not depend on ${d}`,
    }));
}
