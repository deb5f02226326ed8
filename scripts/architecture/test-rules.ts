import { dirname, posix } from 'node:path';
import { importSpecifiers, type SourceFile, type Violation } from './rules.ts';

/**
 * Two rules that keep tests and production apart (docs/features/testing.md):
 * 1. No production file imports test support: the server's `apps/server/testing/` (`#testing/…`), a package's
 *    `src/testing/` (`@sightline/db/testing`, `@sightline/engines/testing`), the browser tests, or a test framework.
 * 2. Tests that exercise SQL run on both databases. A test file is named `*.sql.test.ts` to run on PGlite and on
 *    PostgreSQL; it must be so named when it opens a database under `packages/db` or `apps/server/src/jobs`, or opens a bare database
 *    (`createTestDatabase`) anywhere other than to build the HTTP app on it (`buildApp`) — a query test. A `*.sql.test.ts` file must pick its database with
 *    `testDatabaseKinds()`, or its second run would repeat the first for nothing.
 */

export const isTestFile = (path: string) => /\.test\.tsx?$/.test(path);
export const isSqlTestFile = (path: string) => /\.sql\.test\.tsx?$/.test(path);

/** Folders that hold only test support: fixtures, harnesses, mock servers, seeds for tests and benchmarks. */
export function isTestSupport(path: string): boolean {
  return (
    path.startsWith('apps/server/testing/') ||
    /^packages\/[^/]+\/src\/testing\//.test(path) ||
    path.startsWith('apps/web/e2e/')
  );
}

const testSupportSpecifier =
  /^(#testing\/|@sightline\/[^/]+\/testing(\/|$)|vitest(\/|$)|@vitest\/|@testing-library\/|@playwright\/test$|happy-dom$)/;

/** Every import of test support from a file that ships: neither a test nor test support itself. */
export function findTestSupportImports(files: SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    if (isTestFile(file.path) || isTestSupport(file.path) || !/\/src\//.test(file.path)) continue;
    for (const specifier of importSpecifiers(file.source)) {
      const target = specifier.startsWith('.')
        ? posix.normalize(posix.join(dirname(file.path), specifier))
        : undefined;
      if (testSupportSpecifier.test(specifier) || (target && isTestSupport(target))) {
        violations.push({ path: file.path, specifier, reason: 'production code never imports test support' });
      }
    }
  }
  return violations;
}

/** Folders whose database tests always exercise SQL: the queries, migrations and REST layer, and the job layer. */
const sqlTestFolders = ['packages/db/', 'apps/server/src/jobs/'];
const opensDatabase = /\b(createTestDatabase|createTestApp|testDatabaseKinds)\b/;

/** Test files that exercise SQL but escape the second database, and `*.sql.test.ts` files that cannot use it. */
export function findDatabaseTestViolations(files: SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    if (!isTestFile(file.path)) continue;
    const sql = isSqlTestFile(file.path);
    const sqlFolder = sqlTestFolders.find((folder) => file.path.startsWith(folder));
    if (!sql && sqlFolder && opensDatabase.test(file.source)) {
      violations.push({
        path: file.path,
        specifier: '(file name)',
        reason: `a database test under ${sqlFolder} runs on both databases: name it *.sql.test.ts`,
      });
    } else if (
      !sql &&
      /\bcreateTestDatabase\s*\(/.test(file.source) &&
      !/\bbuildApp\s*\(/.test(file.source)
    ) {
      violations.push({
        path: file.path,
        specifier: 'createTestDatabase',
        reason: 'a test that opens a bare database tests queries: name it *.sql.test.ts',
      });
    }
    if (sql && !/\btestDatabaseKinds\s*\(\s*\)/.test(file.source)) {
      violations.push({
        path: file.path,
        specifier: '(file name)',
        reason:
          'a *.sql.test.ts file picks its database with testDatabaseKinds() (else it runs twice for nothing)',
      });
    }
  }
  return violations;
}
