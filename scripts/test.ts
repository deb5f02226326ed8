/**
 * `npm test`: every test Sightline has, in one command.
 *   1. builds the web app (the browser tests are run against the real build),
 *   2. unit and database tests with Vitest (PGlite, and PostgreSQL too when TEST_DATABASE_URL is set),
 *   3. browser tests with Playwright in Debian's Chromium (installed with apt-get when missing),
 * then prints one closing line: "Tests: N passed, N failed, N skipped".
 * Arguments after `--` go to Vitest (e.g. `npm test -- apps/server`), which then runs alone.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const vitestArgs = process.argv.slice(2);
const onlyVitest = vitestArgs.length > 0;

function run(title: string, command: string, args: string[]): boolean {
  process.stdout.write(`\n── ${title} ──\n`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  return result.status === 0;
}

function readJson<T>(path: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

mkdirSync('test-results', { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

ok =
  run('unit and database tests (Vitest)', 'vitest', [
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=test-results/unit.json',
    ...vitestArgs,
  ]) && ok;
const unit = readJson<{
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}>('test-results/unit.json');
if (unit) {
  totals.passed += unit.numPassedTests;
  totals.failed += unit.numFailedTests;
  totals.skipped += unit.numPendingTests + unit.numTodoTests;
} else ok = false;

if (!onlyVitest) {
  ok = run('web build', 'npm', ['run', 'build', '--silent']) && ok;
  if (!existsSync('/usr/bin/chromium'))
    run('browser dependencies', 'bash', ['scripts/install-browser-deps.sh']);
  if (existsSync('/usr/bin/chromium')) {
    rmSync('test-results/e2e-data', { recursive: true, force: true });
    ok = run('browser tests (Playwright, Chromium)', 'playwright', ['test']) && ok;
    const e2e = readJson<{ stats: { expected: number; unexpected: number; skipped: number; flaky: number } }>(
      'test-results/e2e.json',
    );
    if (e2e) {
      totals.passed += e2e.stats.expected + e2e.stats.flaky;
      if (e2e.stats.flaky > 0)
        process.stdout.write(`\n${e2e.stats.flaky} browser test(s) passed only on retry (flaky)\n`);
      totals.failed += e2e.stats.unexpected;
      totals.skipped += e2e.stats.skipped;
    } else ok = false;
  } else {
    process.stderr.write(
      '\n/usr/bin/chromium is missing and could not be installed: run scripts/install-browser-deps.sh as root\n',
    );
    ok = false;
  }
}

process.stdout.write(
  `\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`,
);
process.exit(ok && totals.failed === 0 ? 0 : 1);
