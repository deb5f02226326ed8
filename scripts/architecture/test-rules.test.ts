import { describe, expect, it } from 'vitest';
import { fixtureFiles } from './fixture-files.ts';
import type { SourceFile, Violation } from './rules.ts';
import { findDatabaseTestViolations, findTestSupportImports, isTestSupport } from './test-rules.ts';

const found = (violations: Violation[]) => violations.map((v) => `${v.path} -> ${v.specifier}`).sort();

it('knows the test-support folders', () => {
  expect(isTestSupport('apps/server/testing/test-app.ts')).toBe(true);
  expect(isTestSupport('packages/db/src/testing/seed-tenancy.ts')).toBe(true);
  expect(isTestSupport('apps/web/e2e/support.ts')).toBe(true);
  expect(isTestSupport('apps/server/src/routes/projects.ts')).toBe(false);
  expect(isTestSupport('packages/db/src/prompts/list-prompts.ts')).toBe(false);
});

// Each rule fails on the violating fixture, naming every file and import that breaks it, and passes the respecting
// one (where tests and test support import test support, and an HTTP test opens a bare database for its app).
describe.each<[string, (files: SourceFile[]) => Violation[], string[]]>([
  [
    'production code never imports test support',
    findTestSupportImports,
    [
      'apps/server/src/routes/debug-routes.ts -> #testing/test-app.ts',
      'apps/server/src/routes/debug-routes.ts -> ../../testing/three-tenants.ts',
      'apps/server/src/routes/debug-routes.ts -> @sightline/db/testing',
      'apps/web/src/ui/Thing.tsx -> @testing-library/react',
      'apps/web/src/ui/Thing.tsx -> vitest',
      'packages/db/src/prompts/list-prompts.ts -> ../testing/seed-tenancy.ts',
    ],
  ],
  [
    'tests that exercise SQL run on both databases',
    findDatabaseTestViolations,
    [
      'apps/server/src/routes/report.test.ts -> createTestDatabase',
      'apps/server/src/routes/twice.sql.test.ts -> (file name)',
      'packages/db/src/prompts/list-prompts.test.ts -> (file name)',
    ],
  ],
])('%s', (_rule, find, violating) => {
  it('fails on the violating fixture', async () => {
    expect(found(find(await fixtureFiles('violating')))).toEqual(violating);
  });
  it('passes the respecting fixture', async () => {
    expect(find(await fixtureFiles('respecting'))).toEqual([]);
  });
});

it('wants a database test in the job layer on both databases', () => {
  const files = [
    { path: 'apps/server/src/jobs/x.test.ts', source: "const t = await createTestApp('pglite');" },
    { path: 'apps/server/src/jobs/y.test.ts', source: 'expect(backoff(2)).toBe(4);' },
  ];
  expect(findDatabaseTestViolations(files).map((v) => v.path)).toEqual(['apps/server/src/jobs/x.test.ts']);
});
