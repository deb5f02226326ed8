/**
 * `npm test`: every test Sightline has, in one command.
 *   1. builds the web app (the browser tests are run against the real build),
 *   2. at the same time: unit and database tests with Vitest (PGlite, and PostgreSQL too when TEST_DATABASE_URL is
 *      set), and browser tests with Playwright in Debian's Chromium (installed with apt-get when missing), their server
 *      on a fresh PostgreSQL database copied from the migrated template when TEST_DATABASE_URL is set (CI), else on
 *      PGlite in memory; Vitest prints as it goes, the browser tests' output is printed when both have ended,
 * then prints each phase's time, the ten slowest tests of each test phase, every browser test that passed only on a
 * retry, and one closing line: "Tests: N passed, N failed, N skipped".
 * Arguments after `--` go to Vitest (e.g. `npm test -- apps/server`), which then runs alone.
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createTestDatabase, type TestDatabase, testDatabaseConfig } from '@sightline/db/testing';
import { type PhaseCounts, playwrightCounts, slowestLines, vitestCounts } from './test-report.ts';

const vitestArgs = process.argv.slice(2);
const onlyVitest = vitestArgs.length > 0;
const phases: Array<{ title: string; seconds: number }> = [];

/**
 * Runs one phase to its end. Its output goes to this terminal, or to `logFile` when another phase runs at the same
 * time (the file is printed whole once both have ended, so that the two outputs do not interleave).
 */
async function run(
  title: string,
  command: string,
  args: string[],
  options: { env?: Record<string, string>; logFile?: string } = {},
): Promise<boolean> {
  if (!options.logFile) process.stdout.write(`\n── ${title} ──\n`);
  const started = performance.now();
  const log = options.logFile ? openSync(options.logFile, 'w') : undefined;
  const status = await new Promise<number | null>((resolve) => {
    const child = spawn(command, args, {
      stdio: log === undefined ? 'inherit' : ['ignore', log, log],
      env: options.env ? { ...process.env, ...options.env } : undefined,
    });
    child.once('error', (error) => {
      process.stderr.write(`${command}: ${error.message}\n`);
      resolve(1);
    });
    child.once('close', (code) => resolve(code));
  });
  if (log !== undefined) closeSync(log);
  phases.push({ title, seconds: (performance.now() - started) / 1000 });
  return status === 0;
}

/** Vitest over every test file (or the files named after `--`); its output always goes to this terminal. */
const vitest = () =>
  run('unit and database tests (Vitest)', 'vitest', [
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=test-results/unit.json',
    ...vitestArgs,
  ]);

mkdirSync('test-results', { recursive: true });
const counted: Array<{ title: string; counts: PhaseCounts }> = [];
let ok = true;

if (onlyVitest) {
  ok = await vitest();
} else {
  ok = (await run('web build', 'npm', ['run', 'build', '--silent'])) && ok;
  if (!existsSync('/usr/bin/chromium'))
    await run('browser dependencies', 'bash', ['scripts/install-browser-deps.sh']);
  if (existsSync('/usr/bin/chromium')) {
    rmSync('test-results/e2e-data', { recursive: true, force: true });
    // With a PostgreSQL server at hand the browser tests' server uses a fresh database on it: one PGlite in the server
    // process serialises every query of both workers and of the collects (frame.spec: 112 s on PGlite, 100 s here).
    // Made before Vitest starts, so that the migrated template is built once, not raced for.
    const e2eDatabase: TestDatabase | undefined = testDatabaseConfig.TEST_DATABASE_URL
      ? await createTestDatabase('postgres')
      : undefined;
    try {
      const title = `browser tests (Playwright, Chromium, ${e2eDatabase ? 'PostgreSQL' : 'PGlite'})`;
      // Vitest and the browser tests at the same time: neither keeps both cores busy alone (Vitest waits on its
      // databases and the job queue, the browser tests on the server and the queue), together they do; see
      // docs/features/testing.md for the times. The browser tests' output is printed when both have ended.
      const browserLog = 'test-results/browser-tests.log';
      process.stdout.write(`\n── unit and database tests (Vitest), and ${title} at the same time ──\n`);
      const started = performance.now();
      const [unitOk, browserOk] = await Promise.all([
        vitest(),
        run('browser tests', 'playwright', ['test'], {
          ...(e2eDatabase?.url ? { env: { E2E_DATABASE_URL: e2eDatabase.url } } : {}),
          logFile: browserLog,
        }),
      ]);
      phases.push({ title: 'both test phases together', seconds: (performance.now() - started) / 1000 });
      process.stdout.write(`\n── ${title} ──\n${readFileSync(browserLog, 'utf8')}`);
      ok = unitOk && browserOk && ok;
    } finally {
      await e2eDatabase?.close();
    }
  } else {
    process.stderr.write(
      '\n/usr/bin/chromium is missing and could not be installed: run scripts/install-browser-deps.sh as root\n',
    );
    ok = false;
  }
}

const unit = vitestCounts('test-results/unit.json');
if (unit) counted.push({ title: 'unit and database tests', counts: unit });
else ok = false;
if (!onlyVitest && existsSync('/usr/bin/chromium')) {
  const e2e = playwrightCounts('test-results/e2e.json');
  if (e2e) counted.push({ title: 'browser tests', counts: e2e });
  else ok = false;
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
