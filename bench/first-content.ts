/// <reference lib="dom" />
/**
 * First content of a signed-in page: (a) the API requests one signed-in load of /projects/tracking makes, each with
 * its round (1 + the highest round among the requests that had finished when it started: the chain of waits before
 * it), the session calls among them and any request made twice; (b) from the sign-in form's submit to the tracking
 * screen's first content (the answers card's number, `tracking-n`), 7 sign-ins, median / min / max.
 * The server runs from source on embedded PGlite in its own data directory, without the demo, serving a built web app:
 *   (cd apps/web && npx vite build --outDir /tmp/dist-b) && node bench/first-content.ts /tmp/dist-b
 * Given two built apps (`… /tmp/dist-after /tmp/dist-before`), each gets its own server and account and the
 * sign-ins alternate between them, so that a machine shared with other work slows both alike.
 * (BENCH_PORT sets the first server's port, 3972; the second uses the next one. BENCH_LATENCY_MS adds a round-trip
 * time to every request the browser makes.)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

const dists = process.argv.slice(2).map((dir) => resolve(dir));
if (dists.length === 0) dists.push(join(import.meta.dirname, '../apps/web/dist'));
const firstPort = Number(process.env.BENCH_PORT ?? 3972);
/** The server the functions below talk to (the benchmark runs one step at a time). */
let base = '';
const main = join(import.meta.dirname, '../apps/server/src/main.ts');
const signIns = 7;
/** BENCH_LATENCY_MS: a round-trip time the browser adds to every request (Chromium's network emulation), as on a real network. */
const latency = Number(process.env.BENCH_LATENCY_MS ?? 0);

async function startServer(dataDir: string, dist: string, port: number): Promise<ChildProcess> {
  base = `http://127.0.0.1:${port}`;
  if (
    await fetch(`${base}/api/health`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`port ${port} is taken by another server: set BENCH_PORT`);
  }
  const child = spawn(process.execPath, [main], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: dist,
      PUBLIC_URL: base,
      LOG_LEVEL: 'error',
      SEED_DEMO: 'false',
      AUTH_RATE_LIMIT_MAX: '200',
      AUTH_ADDRESS_RATE_LIMIT_MAX: '5000',
      AUTH_ACCOUNT_RATE_LIMIT_MAX: '5000',
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: '5000',
      RUN_NOW_COOLDOWN_SECONDS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function call<T>(method: string, path: string, jwt: string | undefined, body?: unknown): Promise<T> {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

interface Account {
  jwt: string;
  user: { id: number; email: string; lastSelectedMemberId: number; lastSelectedWorkspaceId: number };
}

/** A user with a simulated project (3 prompts × 2 samples) collected today, remembered as their selection. */
async function seedAccount(): Promise<Account & { password: string }> {
  const id = `bench${Date.now().toString(36)}`;
  const password = 'correct horse battery';
  const account = await call<Account>('POST', '/auth/local/register', undefined, {
    username: id,
    email: `${id}@example.com`,
    password,
  });
  const { data: project } = await call<{ data: { id: number; documentId: string } }>(
    'POST',
    '/v1/projects',
    account.jwt,
    {
      data: {
        member: account.user.lastSelectedMemberId,
        workspace: account.user.lastSelectedWorkspaceId,
        name: 'First content bench',
        brandName: '오늘커피',
        engines: ['simulated'],
        samplesPerRun: 2,
        competitors: [{ name: '별빛커피' }, { name: '빈브라더스' }],
        queries: [
          { text: '서울 커피 브랜드 추천' },
          { text: '원두 구독 서비스 비교' },
          { text: '커피 원두 추천' },
        ],
      },
    },
  );
  await call('POST', `/v1/projects/${project.documentId}/collect`, account.jwt);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date()).split('-');
  for (let i = 0; ; i++) {
    const { data } = await call<{ data: Array<{ status: string }> }>(
      'GET',
      `/v1/projects/${project.documentId}/collects/${day.join('/')}`,
      account.jwt,
    );
    if (data.length > 0 && data.every((c) => c.status === 'completed')) break;
    if (i > 300) throw new Error('the collect did not finish in 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  // As opening the project in the app does: the selection and the recent projects.
  await call('PUT', `/v1/users/${account.user.id}`, account.jwt, {
    data: {
      lastSelectedProjectId: project.id,
      lastSelectedWorkspaceId: account.user.lastSelectedWorkspaceId,
    },
  });
  await call('POST', '/v1/recent-projects/sync', account.jwt, {
    member: account.user.lastSelectedMemberId,
    workspace: account.user.lastSelectedWorkspaceId,
    projects: [project.id],
  });
  return { ...account, password };
}

interface Timed {
  method: string;
  path: string;
  start: number;
  end?: number;
  round?: number;
}

const sessionPaths =
  /^\/api\/(users\/me|sightline-members|workspaces|recent-projects|projects\?|v1\/projects\/\d+\?|v1\/projects\/\d+$)/;

/** A page of the context, with the emulated latency if one is set. */
async function openPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  if (latency > 0) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  }
  return page;
}

/** Methods of the page's API requests by URL, in order (resource timing does not tell the method). */
function recordMethods(page: Page): Map<string, string[]> {
  const methods = new Map<string, string[]>();
  page.on('request', (request) => {
    methods.set(request.url(), [...(methods.get(request.url()) ?? []), request.method()]);
  });
  return methods;
}

/** The page's API requests from the browser's resource timing (ms since the document's start), from `since` on. */
async function apiTimeline(page: Page, methods: Map<string, string[]>, since = 0): Promise<Timed[]> {
  const entries = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => ({ name: e.name, start: e.startTime, end: (e as PerformanceResourceTiming).responseEnd })),
  );
  const used = new Map<string, number>();
  const list: Timed[] = [];
  for (const e of entries) {
    const url = new URL(e.name);
    if (!url.pathname.startsWith('/api/')) continue;
    const index = used.get(e.name) ?? 0;
    used.set(e.name, index + 1);
    if (e.start < since) continue;
    const method = methods.get(e.name)?.[index] ?? 'GET';
    list.push({ method, path: decodeURIComponent(url.pathname + url.search), start: e.start, end: e.end });
  }
  return list.sort((a, b) => a.start - b.start);
}

/** Round of each request: 1 + the highest round among requests finished before it started. */
function assignRounds(list: Timed[]) {
  for (const entry of list) {
    const before = list.filter(
      (other) => other !== entry && other.end !== undefined && other.end <= entry.start,
    );
    entry.round = 1 + Math.max(0, ...before.map((other) => other.round ?? 0));
  }
}

const isSession = (entry: Timed) => sessionPaths.test(entry.path);
const isAuth = (entry: Timed) => entry.path.startsWith('/api/auth/');

function printTimeline(list: Timed[], origin: number) {
  assignRounds(list);
  console.log('round  start ms  end ms  call');
  for (const entry of list) {
    console.log(
      `${String(entry.round).padStart(5)}  ${(entry.start - origin).toFixed(0).padStart(8)}  ` +
        `${((entry.end ?? Number.NaN) - origin).toFixed(0).padStart(6)}  ${isSession(entry) ? 'session' : isAuth(entry) ? 'auth   ' : 'page   '} ` +
        `${entry.method} ${entry.path}`,
    );
  }
  const session = list.filter(isSession);
  const seen = new Map<string, number>();
  for (const { method, path } of list)
    seen.set(`${method} ${path}`, (seen.get(`${method} ${path}`) ?? 0) + 1);
  const duplicates = [...seen].filter(([, count]) => count > 1);
  const pageData = list.filter((e) => !isSession(e) && !isAuth(e));
  console.log(
    `API requests: ${list.length}; session calls: ${session.length} in ${new Set(session.map((e) => e.round)).size} ` +
      `round(s) (${[...new Set(session.map((e) => e.round))].join(', ')}); the page's own data starts in round ` +
      `${Math.min(...pageData.map((e) => e.round ?? 0))}, at ${(Math.min(...pageData.map((e) => e.start)) - origin).toFixed(0)} ms`,
  );
  console.log(
    `duplicates: ${duplicates.length === 0 ? 'none' : duplicates.map(([key, count]) => `${key} ×${count}`).join('; ')}`,
  );
}

async function countRequests(browser: Browser, account: Account) {
  const context = await browser.newContext({ locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  await context.addCookies([
    { name: 'sightline_jwt', value: account.jwt, url: base },
    { name: 'i18n_redirected', value: 'ko', url: base },
  ]);
  const page = await openPage(context);
  // A first load fills the HTTP cache with the app's code, as a returning user's browser has it.
  await page.goto(`${base}/projects/tracking`);
  await page.getByTestId('tracking-n').waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const methods = recordMethods(page);
  await page.reload();
  await page.getByTestId('tracking-n').waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const list = await apiTimeline(page, methods);
  await context.close();
  console.log(
    '(a) API requests of one signed-in reload of /projects/tracking (HTTP cache warm), ms from navigation:',
  );
  printTimeline(list, 0);
}

/** ms from the sign-in form's submit to the tracking screen's first content, measured in the page. */
async function timeSignIn(browser: Browser, account: Account & { password: string }, print: boolean) {
  const context = await browser.newContext({ locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  await context.addCookies([{ name: 'i18n_redirected', value: 'ko', url: base }]);
  const page = await openPage(context);
  const methods = recordMethods(page);
  await page.addInitScript(() => {
    const w = window as unknown as { benchSubmit?: number; benchContent?: number };
    document.addEventListener('submit', () => (w.benchSubmit = performance.now()), true);
    new MutationObserver(() => {
      if (w.benchContent === undefined && document.querySelector('[data-testid="tracking-n"]')?.textContent) {
        w.benchContent = performance.now();
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto(`${base}/auth/signin?redirect=${encodeURIComponent('/projects/tracking')}`);
  await page.getByLabel('이메일 또는 사용자 이름').fill(account.user.email);
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(account.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.getByTestId('tracking-n').waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    () => (window as unknown as { benchContent?: number }).benchContent !== undefined,
  );
  const { submit, content } = await page.evaluate(() => {
    const w = window as unknown as { benchSubmit: number; benchContent: number };
    return { submit: w.benchSubmit, content: w.benchContent };
  });
  if (print) {
    await page.waitForLoadState('networkidle');
    console.log('(c) API requests after one sign-in (fresh browser), ms from the submit:');
    printTimeline(await apiTimeline(page, methods, submit), submit);
  }
  await context.close();
  return content - submit;
}

interface Target {
  dist: string;
  base: string;
  dataDir: string;
  server: ChildProcess;
  account?: Account & { password: string };
  times: number[];
}

const targets: Target[] = [];
let browser: Browser | undefined;
try {
  for (const [index, dist] of dists.entries()) {
    const dataDir = await mkdtemp(join(tmpdir(), 'sightline-first-content-'));
    const server = await startServer(dataDir, dist, firstPort + index);
    const target: Target = { dist, base, dataDir, server, times: [] };
    targets.push(target);
    target.account = await seedAccount();
  }
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  for (const target of targets) {
    base = target.base;
    console.log(
      `\n== web app: ${target.dist}${latency > 0 ? `, ${latency} ms emulated latency per request` : ''}`,
    );
    await countRequests(browser, target.account!);
    target.times.push(await timeSignIn(browser, target.account!, true));
  }
  for (let i = 1; i < signIns; i++) {
    for (const target of targets) {
      base = target.base;
      target.times.push(await timeSignIn(browser, target.account!, false));
    }
  }
  console.log(
    `\n(b) sign-in submit → tracking first content (tracking-n), ${signIns} sign-ins each, fresh browser context each${targets.length > 1 ? ', alternating between the apps' : ''}:`,
  );
  for (const { dist, times } of targets) {
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `${dist}: median ${sorted[Math.floor(signIns / 2)]?.toFixed(0)} ms, min ${sorted[0]?.toFixed(0)} ms, ` +
        `max ${sorted.at(-1)?.toFixed(0)} ms (each: ${times.map((t) => t.toFixed(0)).join(', ')})`,
    );
  }
} finally {
  await browser?.close();
  for (const { server, dataDir } of targets) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}
