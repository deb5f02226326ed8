import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Each worker process runs file after file instead of starting anew for each: 209 files spent most of their time
    // starting a process and importing the server (Vitest 619 s → 370 s on both databases, all tests passing, files
    // shuffled too). Every file opens its own database and closes it, so no rows are shared between files.
    isolate: false,
    globalSetup: ['scripts/vitest-temp-dir.ts', 'scripts/vitest-pglite-snapshot.ts'],
    // Vitest's default is one worker less than the cores: one worker on CI's two. The database and job tests spend
    // most of their time waiting (PostgreSQL, pg-boss polling), so two workers take about two thirds of the time;
    // every PostgreSQL test gets its own database copied from the template, so files never share rows.
    maxWorkers: 2,
  },
});
