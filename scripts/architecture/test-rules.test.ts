import { describe, expect, it } from 'vitest';
import { fixtureFiles } from './fixture-files.ts';
import { findDatabaseTestViolations, findTestSupportImports, isTestSupport } from './test-rules.ts';

describe('test support stays out of production code', () => {
  it('knows the test-support folders', () => {
    expect(isTestSupport('apps/server/testing/test-app.ts')).toBe(true);
    expect(isTestSupport('packages/db/src/testing/seed-tenancy.ts')).toBe(true);
    expect(isTestSupport('apps/web/e2e/support.ts')).toBe(true);
    expect(isTestSupport('apps/server/src/routes/projects.ts')).toBe(false);
    expect(isTestSupport('packages/db/src/prompts/list-prompts.ts')).toBe(false);
  });

  it('fails on the violating fixture, naming each import of test support', async () => {
    const found = findTestSupportImports(await fixtureFiles('violating'))
      .map((v) => `${v.path} -> ${v.specifier}`)
      .sort();
    expect(found).toEqual([
      'apps/server/src/routes/debug-routes.ts -> #testing/test-app.ts',
      'apps/server/src/routes/debug-routes.ts -> ../../testing/three-tenants.ts',
      'apps/server/src/routes/debug-routes.ts -> @sightline/db/testing',
      'apps/web/src/ui/Thing.tsx -> @testing-library/react',
      'apps/web/src/ui/Thing.tsx -> vitest',
      'packages/db/src/prompts/list-prompts.ts -> ../testing/seed-tenancy.ts',
    ]);
  });

  it('passes the respecting fixture: tests and test support may import test support', async () => {
    expect(findTestSupportImports(await fixtureFiles('respecting'))).toEqual([]);
  });
});

describe('tests that exercise SQL run on both databases', () => {
  it('fails on the violating fixture: a db test, a query test and a *.sql.test.ts that ignores its database', async () => {
    const found = findDatabaseTestViolations(await fixtureFiles('violating'))
      .map((v) => v.path)
      .sort();
    expect(found).toEqual([
      'apps/server/src/routes/report.test.ts',
      'apps/server/src/routes/twice.sql.test.ts',
      'packages/db/src/prompts/list-prompts.test.ts',
    ]);
  });

  it('passes the respecting fixture: an HTTP test may open a bare database for its app', async () => {
    expect(findDatabaseTestViolations(await fixtureFiles('respecting'))).toEqual([]);
  });

  it('wants a database test in the job layer on both databases', () => {
    const files = [
      { path: 'apps/server/src/jobs/x.test.ts', source: "const t = await createTestApp('pglite');" },
      { path: 'apps/server/src/jobs/y.test.ts', source: 'expect(backoff(2)).toBe(4);' },
    ];
    expect(findDatabaseTestViolations(files).map((v) => v.path)).toEqual(['apps/server/src/jobs/x.test.ts']);
  });
});
