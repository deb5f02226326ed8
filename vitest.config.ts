import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './scripts/vitest-sequencer.ts';

/**
 * Test files that exercise SQL — queries, migrations, rollups, the REST layer, jobs — are named `*.sql.test.ts` and run
 * on both databases: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. Every other test file runs once (on
 * PGlite, if it needs a database at all). `npm run lint` fails when a database test under `packages/db`, or a test that
 * opens a bare database, is not named `*.sql.test.ts` (scripts/architecture/test-rules.ts; docs/features/testing.md).
 */
const everyTest = [
  'packages/*/src/**/*.test.{ts,tsx}',
  'apps/*/src/**/*.test.{ts,tsx}',
  'scripts/**/*.test.ts',
];
const sqlTests = ['packages/*/src/**/*.sql.test.ts', 'apps/*/src/**/*.sql.test.ts'];
// The config module of the tests: which PostgreSQL server the second run uses (read only here and in
// packages/db/src/testing/test-database-config.ts).
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    // Patient enough for a machine four times slower than a quiet one (CI's two cores are shared): a test that waits on
    // a condition may get slower there, never red; a hang still fails. Waits inside tests poll their condition with
    // apps/server/testing/wait-until.ts, whose patience is below this.
    testTimeout: 240_000,
    hookTimeout: 240_000,
    pool: 'forks',
    // Each worker process runs file after file instead of starting anew for each: 209 files spent most of their time
    // starting a process and importing the server (Vitest 619 s → 370 s on both databases, all tests passing, files
    // shuffled too). Every file opens its own database and closes it, so no rows are shared between files.
    isolate: false,
    globalSetup: ['scripts/vitest-temp-dir.ts', 'scripts/vitest-pglite-snapshot.ts'],
    // Vitest's default is one worker less than the cores: one worker on CI's two. The database and job tests spend
    // part of their time waiting (PostgreSQL, pg-boss polling): on both databases, quiet, two workers took 400 s at
    // 133 % CPU, three 340 s at 151 %, four 371 s (2026-12-07). Every PostgreSQL test gets its own database copied
    // from the template, so files never share rows.
    maxWorkers: 3,
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      { test: { name: 'pglite', include: everyTest, env: { SIGHTLINE_TEST_DATABASE: 'pglite' } } },
      ...(postgresUrl
        ? [{ test: { name: 'postgres', include: sqlTests, env: { SIGHTLINE_TEST_DATABASE: 'postgres' } } }]
        : []),
    ],
  },
});
