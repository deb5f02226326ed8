import { describe, expect, it } from 'vitest';
import { findManifestViolations, findViolations, importSpecifiers } from './rules.ts';

describe('dependency direction', () => {
  it('finds static, type, re-export, side-effect and dynamic imports', () => {
    const source = [
      "import { a } from '@sightline/contracts';",
      "import type { B } from '@sightline/db';",
      "export * from './x.ts';",
      "import './styles.css';",
      "const m = await import('@sightline/core');",
    ].join('\n');
    expect(importSpecifiers(source)).toEqual([
      '@sightline/contracts',
      '@sightline/db',
      './x.ts',
      './styles.css',
      '@sightline/core',
    ]);
  });

  it('allows the written direction', () => {
    expect(
      findViolations([
        { path: 'packages/core/src/a.ts', source: "import { x } from '@sightline/contracts';" },
        { path: 'apps/server/src/b.ts', source: "import { db } from '@sightline/db';\nimport './c.ts';" },
        { path: 'apps/web/src/d.tsx', source: "import type { E } from '@sightline/contracts';" },
      ]),
    ).toEqual([]);
  });

  it('rejects imports against it, including type-only ones', () => {
    const violations = findViolations([
      { path: 'apps/web/src/a.tsx', source: "import type { Database } from '@sightline/db';" },
      { path: 'packages/contracts/src/b.ts', source: "import { analyze } from '@sightline/core';" },
      { path: 'packages/db/src/c.ts', source: "import { x } from '@sightline/engines';" },
      { path: 'packages/core/src/d.ts', source: "export { y } from '@sightline/server';" },
    ]);
    expect(violations.map((v) => [v.path, v.specifier])).toEqual([
      ['apps/web/src/a.tsx', '@sightline/db'],
      ['packages/contracts/src/b.ts', '@sightline/core'],
      ['packages/db/src/c.ts', '@sightline/engines'],
      ['packages/core/src/d.ts', '@sightline/server'],
    ]);
  });

  it('rejects relative imports that reach into another workspace', () => {
    const violations = findViolations([
      { path: 'apps/web/src/a.ts', source: "import { x } from '../../server/src/app.ts';" },
    ]);
    expect(violations).toHaveLength(1);
    expect(violations[0]?.reason).toMatch(/leaves apps\/web/);
  });

  it('checks declared dependencies too', () => {
    expect(findManifestViolations('web', ['react', '@sightline/contracts'])).toEqual([]);
    expect(findManifestViolations('web', ['@sightline/db']).map((v) => v.specifier)).toEqual([
      '@sightline/db',
    ]);
  });
});
