/**
 * `npm test`: every test Sightline has, in one command.
 *   1. unit and database tests with Vitest (PGlite, and PostgreSQL too when TEST_DATABASE_URL is set),
 *   2. builds the web app (the browser tests are run against the real build),
 *   3. browser tests with Playwright in Debian's Chromium (installed with apt-get when missing), their server on a
 *      fresh PostgreSQL database copied from the migrated template when TEST_DATABASE_URL is set (CI), else on PGlite
 *      in memory,
 * then prints each phase's time, the ten slowest tests of each test phase, every browser test that passed only on a
 * retry, and one closing line: "Tests: N passed, N failed, N skipped".
 * Arguments after `--` go to Vitest (e.g. `npm test -- apps/server`), which then runs alone.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { createTestDatabase, type TestDatabase, testDatabaseConfig } from '@sightline/db/testing';
import { type PhaseCounts, playwrightCounts, slowestLines, vitestCounts } from './test-report.ts';

const vitestArgs = process.argv.slice(2);
const onlyVitest = vitestArgs.length > 0;
const phases: Array<{ title: string; seconds: number }> = [];

function run(title: string, command: string, args: string[], env?: Record<string, string>): boolean {
  process.stdout.write(`\n── ${title} ──\n`);
  const started = performance.now();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: env ? { ...process.env, ...env } : undefined,
  });
  phases.push({ title, seconds: (performance.now() - started) / 1000 });
  return result.status === 0;
}

mkdirSync('test-results', { recursive: true });
const counted: Array<{ title: string; counts: PhaseCounts }> = [];
let ok = true;

ok =
  run('unit and database tests (Vitest)', 'vitest', [
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=test-results/unit.json',
    ...vitestArgs,
  ]) && ok;
const unit = vitestCounts('test-results/unit.json');
if (unit) counted.push({ title: 'unit and database tests', counts: unit });
else ok = false;

if (!onlyVitest) {
  ok = run('web build', 'npm', ['run', 'build', '--silent']) && ok;
  if (!existsSync('/usr/bin/chromium'))
    run('browser dependencies', 'bash', ['scripts/install-browser-deps.sh']);
  if (existsSync('/usr/bin/chromium')) {
    rmSync('test-results/e2e-data', { recursive: true, force: true });
    // With a PostgreSQL server at hand the browser tests' server uses a fresh database on it: one PGlite in the server
    // process serialises every query of both workers and of the collects (frame.spec: 112 s on PGlite, 100 s here).
    const e2eDatabase: TestDatabase | undefined = testDatabaseConfig.TEST_DATABASE_URL
      ? await createTestDatabase('postgres')
      : undefined;
    try {
      const title = `browser tests (Playwright, Chromium, ${e2eDatabase ? 'PostgreSQL' : 'PGlite'})`;
      ok =
        run(title, 'playwright', ['test'], e2eDatabase?.url ? { E2E_DATABASE_URL: e2eDatabase.url } : {}) &&
        ok;
    } finally {
      await e2eDatabase?.close();
    }
    const e2e = playwrightCounts('test-results/e2e.json');
    if (e2e) counted.push({ title: 'browser tests', counts: e2e });
    else ok = false;
  } else {
    process.stderr.write(
      '\n/usr/bin/chromium is missing and could not be installed: run scripts/install-browser-deps.sh as root\n',
    );
    ok = false;
  }
}

const out: string[] = ['', '── phases ──'];
for (const phase of phases) out.push(`${phase.seconds.toFixed(0).padStart(6)} s  ${phase.title}`);
for (const { title, counts } of counted) {
  out.push('', `── ten slowest ${title} ──`, ...slowestLines(counts.timings));
  if (counts.retried.length > 0) {
    out.push('', `── ${counts.retried.length} ${title} passed only on a retry (flaky: make them certain) ──`);
    out.push(...counts.retried.map((name) => `  ${name}`));
  }
}
const totals = counted.reduce(
  (sum, { counts }) => ({
    passed: sum.passed + counts.passed,
    failed: sum.failed + counts.failed,
    skipped: sum.skipped + counts.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
out.push('', `Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`, '');
process.stdout.write(out.join('\n'));
process.exit(ok && totals.failed === 0 ? 0 : 1);
