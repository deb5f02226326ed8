import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    globalSetup: ['scripts/vitest-temp-dir.ts', 'scripts/vitest-pglite-snapshot.ts'],
    // Vitest's default is one worker less than the cores: one worker on CI's two. The database and job tests spend
    // most of their time waiting (PostgreSQL, pg-boss polling), so two workers take about two thirds of the time;
    // every PostgreSQL test gets its own database copied from the template, so files never share rows.
    maxWorkers: 2,
  },
});
