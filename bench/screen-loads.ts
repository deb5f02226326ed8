/// <reference lib="dom" />
/**
 * First content of every signed-in screen on the demo, idle and while the demo's history backfill runs (issue 39 item
 * 9). The server runs from source on embedded PGlite with a fresh demo (`DEMO_DAYS`, default 90) serving the built web
 * app; as soon as the demo's sign-in is written, each screen is loaded `BENCH_LOADS` times (default 5) in a fresh
 * browser context (a first load: nothing cached) while the backfill runs, then again once it has finished (idle).
 * A screen's first content: its main region holds text and no skeleton or busy region is left in it.
 *   npm run build --silent && node bench/screen-loads.ts [dist]
 * Prints per screen the median and max of both phases and their ratio, and the backfill's progress between rounds.
 * (BENCH_PORT: the server's port, 3974; BENCH_SKIP_BACKFILL=1 measures idle only, on a demo of DEMO_DAYS days.)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium } from 'playwright-core';

const dist = resolve(process.argv[2] ?? join(import.meta.dirname, '../apps/web/dist'));
const port = Number(process.env.BENCH_PORT ?? 3974);
const base = `http://127.0.0.1:${port}`;
const loads = Number(process.env.BENCH_LOADS ?? 5);
const demoDays = Number(process.env.DEMO_DAYS ?? 90);
const skipBackfill = process.env.BENCH_SKIP_BACKFILL === '1';
const chromiumPath = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';
const timeoutMs = 60_000;

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(import.meta.dirname, '../apps/server/src/main.ts')], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: 'memory://',
      WEB_DIST_DIR: dist,
      PUBLIC_URL: base,
      LOG_LEVEL: 'error',
      SEED_DEMO: 'true',
      DEMO_DAYS: String(demoDays),
      AUTH_RATE_LIMIT_MAX: '5000',
      AUTH_ADDRESS_RATE_LIMIT_MAX: '5000',
      AUTH_ACCOUNT_RATE_LIMIT_MAX: '5000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function demoPassword(dataDir: string, server: ChildProcess): Promise<string> {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    const text = await readFile(join(dataDir, 'demo-credentials.txt'), 'utf8').catch(() => '');
    const password = /password: (\S+)/.exec(text)?.[1];
    if (password) return password;
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function api<T>(path: string, jwt: string): Promise<T> {
  const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${jwt}` } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface Backfill {
  days: number;
  daysDone: number;
  finishedAt: string | null;
}

const backfillOf = (project: string, jwt: string) =>
  api<{ data: { backfill: Backfill | null } }>(`/api/v1/projects/${project}/collect-progress`, jwt).then(
    (r) => r.data.backfill,
  );

/** The screens a member reads, with the demo's own ids where a screen needs one. */
async function screens(project: string, jwt: string): Promise<string[]> {
  const week = `from=${day(-6)}&to=${day(0)}`;
  const [domains, prompts] = await Promise.all([
    api<{ data: { domains: { domain: string }[] } }>(`/api/v1/projects/${project}/top-domains?${week}`, jwt),
    api<{ data: { rows: { documentId: string }[] } }>(
      `/api/v1/projects/${project}/tracking/prompts?${week}`,
      jwt,
    ),
  ]);
  const domain = domains.data.domains[0]?.domain ?? 'naver.com';
  const prompt = prompts.data.rows[0]?.documentId;
  return [
    '/',
    '/overview',
    '/dashboard',
    '/projects/tracking',
    '/projects/sources',
    `/projects/sources/${domain}`,
    `/projects/sources/domains/${domain}`,
    '/analytics/overview',
    '/analytics/intent',
    '/analytics/citations',
    '/analytics/content',
    '/data/completions',
    '/reports/optimisation',
    '/projects/watches',
    `/projects/${project}`,
    ...(prompt ? [`/prompts/${prompt}`] : []),
  ];
}

/** YYYY-MM-DD in Asia/Seoul, `offset` days from today. */
function day(offset: number): string {
  const seoul = new Date(Date.now() + 9 * 3600_000 + offset * 86_400_000);
  return seoul.toISOString().slice(0, 10);
}

/** Milliseconds from navigation to first content of one screen, in a fresh context (nothing cached). */
async function loadOnce(browser: Browser, jwt: string, path: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ko-KR' });
  await context.addCookies([
    { name: 'sightline_jwt', value: jwt, url: base },
    { name: 'i18n_redirected', value: 'ko', url: base },
  ]);
  const page = await context.newPage();
  try {
    const started = Date.now();
    await page.goto(`${base}${path}`, { waitUntil: 'commit', timeout: timeoutMs });
    await page.waitForFunction(
      () => {
        const main = document.querySelector('main');
        if (!main || (main.textContent ?? '').trim().length < 40) return false;
        return !main.querySelector(
          '.mantine-Skeleton-root, [aria-busy="true"], [data-testid="grid-loading"]',
        );
      },
      undefined,
      { timeout: timeoutMs, polling: 'raf' },
    );
    return Date.now() - started;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function round(browser: Browser, jwt: string, paths: string[], into: Map<string, number[]>) {
  for (const path of paths) {
    const ms = await loadOnce(browser, jwt, path).catch(() => Number.NaN);
    into.set(path, [...(into.get(path) ?? []), ms]);
  }
}

const dataDir = await mkdtemp(join(tmpdir(), 'sightline-bench-screens-'));
const server = await startServer(dataDir);
let browser: Browser | undefined;
try {
  const password = await demoPassword(dataDir, server);
  const signIn = await fetch(`${base}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'demo@sightline.local', password }),
  });
  const { jwt } = (await signIn.json()) as { jwt: string };
  const projects = await api<{ data: { documentId: string }[] }>('/api/projects', jwt);
  const project = projects.data[0]!.documentId;
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
  const paths = await screens(project, jwt);
  const busy = new Map<string, number[]>();
  if (!skipBackfill) {
    for (let i = 0; i < loads; i++) {
      const before = await backfillOf(project, jwt);
      if (before?.finishedAt) break;
      await round(browser, jwt, paths, busy);
      const after = await backfillOf(project, jwt);
      console.log(
        `backfill round ${i + 1}: days done ${before?.daysDone ?? 0} → ${after?.daysDone ?? 0} of ${after?.days ?? 0}`,
      );
    }
  }
  for (;;) {
    const backfill = await backfillOf(project, jwt);
    if (!backfill || backfill.finishedAt) break;
    await new Promise((r) => setTimeout(r, 2000));
  }
  const idle = new Map<string, number[]>();
  for (let i = 0; i < loads; i++) await round(browser, jwt, paths, idle);
  console.log(`\nfirst content, ms (median / max of ${loads} first loads; DEMO_DAYS=${demoDays})`);
  console.log(`${'screen'.padEnd(44)} ${'idle'.padStart(12)} ${'backfill'.padStart(12)} ratio`);
  for (const path of paths) {
    const quiet = idle.get(path) ?? [];
    const loaded = busy.get(path) ?? [];
    const cell = (values: number[]) =>
      values.length ? `${median(values)} / ${Math.max(...values)}`.padStart(12) : '—'.padStart(12);
    const ratio = loaded.length ? (median(loaded) / median(quiet)).toFixed(1) : '—';
    console.log(`${path.slice(0, 44).padEnd(44)} ${cell(quiet)} ${cell(loaded)} ${ratio}`);
  }
  const all = (map: Map<string, number[]>) => [...map.values()].map(median);
  console.log(`worst idle median: ${Math.max(...all(idle))} ms (target ≤ 1500)`);
  if (busy.size) console.log(`worst backfill median: ${Math.max(...all(busy))} ms`);
} finally {
  await browser?.close();
  server.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
}
