import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { useSession } from './support.ts';

/**
 * The demo's history backfill in the header: a server of its own (the suite's server never seeds the demo) seeds
 * the demo with one day of history, answered slowly enough (3 s per answer, 160 answers, 8 at a time: about 60 s) to
 * be seen running even when the server starts and the page loads slowly on a loaded machine; the badge shows the days
 * done, then goes, and the completion is announced once. A failure says what the page's progress reads answered and
 * what the server printed.
 */

interface DemoServer {
  child: ChildProcess;
  url: string;
  dataDir: string;
  /** Everything the server printed so far. */
  output: () => string;
}

async function startDemoServer(): Promise<DemoServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sightline-e2e-backfill-'));
  const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: 'memory://',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SEED_DEMO: 'true',
      DEMO_DAYS: '1',
      SIMULATOR_LATENCY_MS: '3000',
      ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let started = false;
  const url = await new Promise<string>((resolve, reject) => {
    // Kept whole for a failure's report; searched for the address only until it is found.
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = started ? null : /running at (http:\/\/\S+)/.exec(output);
      if (match) {
        started = true;
        resolve(match[1]!);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`demo server exited (${code}): ${output}`)));
  });
  return { child, url, dataDir, output: () => output };
}

/** The one-time demo sign-in, written to DATA_DIR when standard output is not a terminal (once seeding is done). */
async function demoPassword(dataDir: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const text = await readFile(join(dataDir, 'demo-credentials.txt'), 'utf8').catch(() => '');
    const password = /password: (\S+)/.exec(text)?.[1];
    if (password) return password;
    if (Date.now() > deadline) throw new Error('no demo credentials');
    await new Promise((r) => setTimeout(r, 200));
  }
}

let server: DemoServer | undefined;

test.afterEach(async () => {
  if (!server) return;
  const exited = new Promise((resolve) => server!.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;
  await rm(server.dataDir, { recursive: true, force: true });
  server = undefined;
});

test('the demo backfill shows its progress in the header, then its end, once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  server = await startDemoServer();
  const signIn = await request.post(`${server.url}/api/auth/local`, {
    data: { identifier: 'demo@sightline.local', password: await demoPassword(server.dataDir) },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const { jwt } = (await signIn.json()) as { jwt: string };
  await useSession(context, server.url, jwt);
  const polls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/collect-progress')) polls.push(r.url());
  });

  const trackingReads: number[] = [];
  page.on('request', (r) => {
    if (/\/v1\/projects\/[^/]+\/tracking\?/.test(r.url())) trackingReads.push(Date.now());
  });
  // When the page learned that the backfill had ended: the first progress answer with the backfill finished. The
  // screen's data must be read again after it (measured from the page's own responses, not from when the test
  // happened to see the badge go, which a loaded machine can delay by seconds).
  let endSeenAt: number | undefined;
  const progressAnswers: string[] = [];
  page.on('response', async (r) => {
    if (!r.url().includes('/collect-progress')) return;
    // Taken when the answer's headers arrive, before the page (or this test) has read its body.
    const arrivedAt = Date.now();
    const body = (await r.json().catch(() => null)) as {
      data?: { backfill?: { finishedAt?: string | null } };
    } | null;
    progressAnswers.push(`${r.status()} ${JSON.stringify(body)}`);
    if (body?.data?.backfill?.finishedAt && endSeenAt === undefined) endSeenAt = arrivedAt;
  });
  const diagnosis = () =>
    `progress answers seen by the page:\n${progressAnswers.join('\n') || '(none)'}\n` +
    `server output (last 4,000 characters):\n${server!.output().slice(-4000)}`;
  await page.goto(`${server.url}/projects/tracking`);
  const badge = page.getByTestId('collect-progress');
  await expect(badge)
    .toBeVisible({ timeout: 45_000 })
    .catch((error: Error) => {
      throw new Error(`${error.message}\n${diagnosis()}`);
    });
  await expect(badge).toHaveText(/^과거 데이터 수집 중 0\/1일/);
  await expect.poll(() => trackingReads.length).toBeGreaterThan(0);

  // When the day is collected the badge goes, the end is announced with the server's numbers, and the screen,
  // read while the history was coming in, is read again.
  await expect(badge).toBeHidden({ timeout: 180_000 });
  await expect.poll(() => endSeenAt).toBeDefined();
  await expect.poll(() => trackingReads.filter((at) => at >= endSeenAt!).length).toBeGreaterThan(0);
  const notice = page.getByText('과거 데이터 수집 완료');
  await expect(notice).toBeVisible();
  const projects = await request.get(`${server.url}/api/projects`, {
    headers: { authorization: `Bearer ${jwt}` },
  });
  const [project] = (await projects.json()).data as Array<{ documentId: string }>;
  const progress = await request.get(
    `${server.url}/api/v1/projects/${project!.documentId}/collect-progress`,
    {
      headers: { authorization: `Bearer ${jwt}` },
    },
  );
  const { backfill } = (await progress.json()).data;
  expect(backfill).toMatchObject({ days: 1, daysDone: 1, runsPlanned: 160 });
  const answers = new Intl.NumberFormat('ko-KR').format(backfill.runsDone);
  const failed = backfill.runsFailed > 0 ? ` (실패 ${backfill.runsFailed}개)` : '';
  await expect(page.getByText(`1일, 답변 ${answers}개${failed}`)).toBeVisible();

  // Idle: no more polling, and the end is not announced again, on this screen or the next. Counted as notices
  // added from now on (the first one closes itself after 10 s, which a loaded machine can reach by the end).
  await page.evaluate((title) => {
    const w = window as unknown as { addedNotices: number };
    w.addedNotices = 0;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) if (node.textContent?.includes(title)) w.addedNotices += 1;
    }).observe(document.body, { childList: true, subtree: true });
  }, '과거 데이터 수집 완료');
  const before = polls.length;
  await page.waitForTimeout(6_000);
  expect(polls.length).toBe(before);
  await page.getByTestId('navigation').getByRole('link').first().click();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(() => (window as unknown as { addedNotices: number }).addedNotices)).toBe(0);
});
