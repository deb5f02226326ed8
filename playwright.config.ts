import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Overridable so that several runs can share a machine: E2E_PORT, E2E_DATA_DIR, E2E_WEB_DIST_DIR; E2E_DATABASE_URL
// puts the server on a PostgreSQL database (`npm test` passes a fresh one when TEST_DATABASE_URL is set).
const port = Number(process.env.E2E_PORT ?? 3999);
/**
 * Debian's Chromium in its headless shell (`chromium-headless-shell`, the same engine without the full browser's
 * window and services; what Playwright itself runs for headless tests) when installed, else `/usr/bin/chromium`; both
 * from apt-get (scripts/install-browser-deps.sh), never downloaded. Four specs of data screens, twice each way: the
 * browser's CPU 76–78 → 53 CPU-s, their time 64–66 → 53–55 s (2026-12-07). `E2E_CHROMIUM` names another binary.
 */
const chromium =
  process.env.E2E_CHROMIUM ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');
/** The e2e server's data directory: mail written there is read by the tests (emptied by `npm test`). */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? 'test-results/e2e-data';

/**
 * Browser tests drive Debian's Chromium (see `chromium` above); Playwright never downloads a browser here.
 * The server runs from source on an in-memory PGlite database (or E2E_DATABASE_URL's PostgreSQL one), serving the
 * web app built by `npm test`.
 */
export default defineConfig({
  testDir: 'apps/web/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  // One retry: on this two-core machine a first page load sometimes takes over 10 s while two workers and the
  // server's collects share the CPU. A test that passes only on retry is reported as flaky in the output, not hidden.
  retries: 1,
  // Many tests wait for real collects through the queue. A CI machine has been seen four times slower than an idle
  // one (the suite took 23 minutes instead of 5.5): 120 s leaves the longest test (about 16 s idle) room for that,
  // and a hang still fails.
  timeout: 120_000,
  // Assertions wait up to 20 s (Playwright's default is 5): on a loaded two-core machine the first screen after
  // signing in (a fresh context fetches and compiles the app) has taken over 10 s; a screen that is wrong still fails.
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    // A trace records a screencast and DOM snapshots of every step: on for every test it took about a third of the
    // browser phase's CPU (frame.spec: 148–183 s → 110 s). A test that fails is run again with its trace on.
    trace: 'on-first-retry',
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // V8's baseline compiler only (no Maglev or TurboFan): a test's page lives seconds, too short for optimised
        // code to repay its compilation. Nine specs of data screens, twice each way: renderer 23.6 → 21.0 CPU-s,
        // the whole run 54.7 → 52.1 CPU-s (2026-12-07). What the pages do is unchanged.
        '--js-flags=--max-opt=1',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node apps/server/src/main.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? 'memory://',
      DATA_DIR: e2eDataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      // Each test signs up its own users; a demo backfill would only compete with them for the one CPU it has.
      SEED_DEMO: 'false',
      // Every test signs up its own users from one address: keep the limit, but well above what the suite uses.
      AUTH_RATE_LIMIT_MAX: '200',
      AUTH_ADDRESS_RATE_LIMIT_MAX: '5000',
      AUTH_ACCOUNT_RATE_LIMIT_MAX: '5000',
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: '5000',
      RUN_NOW_COOLDOWN_SECONDS: '0',
      ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
    },
    reuseExistingServer: false,
    // Until /api/health answers. A start-up (database, migrations) has taken 90 s on a loaded two-core machine, over
    // a minute of it in PGlite: this is only the guard against a server that never comes up.
    timeout: 300_000,
  },
});
