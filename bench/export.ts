/**
 * Answers export: `GET /api/v1/projects/:id/chats/export?format=csv` (apps/server/src/use-cases/dashboards/
 * export-chats.ts) over a whole project's history, fetched from a real Sightline server process over HTTP. Bars
 * (issue 15): first byte in under 1 s, the server's peak RSS under 300 MB; rows per second reported.
 *
 * The project is made through the HTTP app (own brand + 5 competitors, 5 engines, 2 samples), its history stored by
 * `seedSyntheticChats` (BENCHMARK-ONLY: collects, runs and chats from a pool of ~1.5 k-character answers) and analysed
 * by the re-analysis job's code (facts and rollups, as collection writes them). Then a server is started as its own
 * process on the same PostgreSQL database (`node apps/server/src/main.ts`, no worker, no demo), the export is read
 * through `fetch`, and the server's peak resident memory is read from /proc (VmHWM) before and after.
 *
 * Usage: `BENCH_DATABASE_URL=postgres://…/db npm run bench:export [-- --chats N] [-- --keep] [-- --reuse EMAIL]`
 *   --chats N      answers to store (default 30,000; `--chats 1100000` is the full scale of issue 15: 300 prompts × 5
 *                  engines × 2 samples × 365 days)
 *   --keep         keep the account, project and rows; prints the `--reuse` argument for the next run
 *   --reuse EMAIL  export the project an earlier `--keep` run left (no generation)
 *   --node-flags F  Node's flags for the server instead of those OPERATIONS.md gives API processes
 *   --repeat N     export N times from the same server (does its memory come back, or grow export after export?)
 * PostgreSQL only (the server runs as another process): the database must exist (e.g. `createdb -h 127.0.0.1 -U
 * postgres bench`).
 */

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createServices } from '../apps/server/src/services.ts';
import { createAnalysisCache } from '../apps/server/src/use-cases/collection/project-analysis.ts';
import { reanalyzeProject } from '../apps/server/src/use-cases/collection/reanalyze-project.ts';
import { syntheticAnswerPool } from '../apps/server/testing/synthetic-answers.ts';
import { daysEndingWith, localDay } from '../packages/core/src/index.ts';
import { analyzeHistoryTables, deleteDocument, openDatabase } from '../packages/db/src/index.ts';
import { seedSyntheticChats } from '../packages/db/src/testing/seed-synthetic-chats.ts';

const { values: args } = parseArgs({
  options: {
    chats: { type: 'string', default: '30000' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'string' },
    repeat: { type: 'string', default: '1' },
    'node-flags': { type: 'string' },
  },
});
const url = process.env.BENCH_DATABASE_URL;
if (!url?.startsWith('postgres'))
  throw new Error('BENCH_DATABASE_URL=postgres://… is required (see the header)');
const wanted = Number(args.chats);
if (!(Number.isInteger(wanted) && wanted >= 100)) throw new Error('--chats must be a whole number ≥ 100');
const engines = ['chatgpt', 'perplexity', 'gemini', 'claude', 'google-aio'];
const samples = 2;
const perDay = 300 * engines.length * samples;
const dayCount = Math.min(365, Math.max(1, Math.round(wanted / perDay)));
const promptCount = Math.min(300, Math.max(1, Math.round(wanted / (dayCount * engines.length * samples))));
const fmt = (n: number) => n.toLocaleString('en-US');
const password = 'correct horse battery staple';
const secret = 'bench-secret-0123456789abcdef0123456789';

const config = loadConfig({
  LOG_LEVEL: 'silent',
  DATABASE_URL: url,
  DATA_DIR: '/tmp/sightline-bench',
  WEB_DIST_DIR: '/tmp/sightline-bench/no-web',
  SEED_DEMO: 'false',
});
const database = await openDatabase(config.database);
const app = await buildApp({ config, database, secret });
const services = createServices({ config, database, secret, logger: pino({ level: 'silent' }) });

async function request(method: 'GET' | 'POST', path: string, token?: string, payload?: unknown) {
  const res = await app.inject({
    method,
    url: path,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  if (res.statusCode !== 200) throw new Error(`${method} ${path}: ${res.statusCode} ${res.body}`);
  return res.json() as Record<string, unknown>;
}

/** The account and organization this run made (deleted at the end unless kept). */
let generated: { userId: number; organizationId: number } | undefined;

/** Registers the benchmark's account and stores and analyses its project's history; its e-mail. */
async function generate(): Promise<string> {
  const email = `bench${Date.now()}@sightline.local`;
  const account = await request('POST', '/api/auth/local/register', undefined, {
    username: `bench${Date.now()}`,
    email,
    password,
  });
  const jwt = account.jwt as string;
  const user = account.user as {
    id: number;
    lastSelectedOrganizationId: number;
    lastSelectedMemberId: number;
    lastSelectedWorkspaceId: number;
  };
  generated = { userId: user.id, organizationId: user.lastSelectedOrganizationId };
  const competitors = ['아우라랩', '그린테라', '소나무뷰티', '데일리듀', '메이플스킨'].map((name, i) => ({
    name,
    aliases: [['AuraLab', 'Greentera', 'Sonamoo Beauty', 'DailyDew', 'Maple Skin'][i]!],
    domains: [`rival${i}.kr`],
  }));
  const created = await request('POST', '/api/projects', jwt, {
    data: {
      member: user.lastSelectedMemberId,
      workspace: user.lastSelectedWorkspaceId,
      name: 'Export bench',
      brandName: '루미엘',
      brandAliases: ['Lumiel'],
      timezone: 'Asia/Seoul',
      engines,
      samplesPerRun: samples,
      competitors,
      ownedMedia: [{ kind: 'domain', value: 'lumiel.co.kr' }],
      queries: Array.from({ length: promptCount }, (_, i) => ({
        text: `${['수분크림', 'sunscreen', '세럼', 'toner'][i % 4]} 추천 (${i + 1})`,
        language: i % 10 < 7 ? 'ko' : 'en',
      })),
    },
  });
  const project = created.data as { id: number; createdAt: string };
  const today = localDay(new Date(project.createdAt), 'Asia/Seoul');
  const days = daysEndingWith(today, dayCount);
  const pool = syntheticAnswerPool(
    [
      { name: '루미엘', aliases: ['Lumiel'], domain: 'lumiel.co.kr' },
      ...competitors.map((c) => ({ name: c.name, aliases: c.aliases, domain: c.domains[0] })),
    ],
    400,
  );
  let t0 = performance.now();
  const stored = await seedSyntheticChats(database.db, {
    projectId: project.id,
    from: days[0]!,
    to: today,
    samples,
    answers: pool,
    noAnswerEvery: 40,
  });
  console.log(`${fmt(stored)} chats stored in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  await analyzeHistoryTables(database.db);
  t0 = performance.now();
  let batches = 0;
  const analysed = await reanalyzeProject(services, createAnalysisCache(database.db), project.id, undefined, {
    onBatch: async () => {
      batches++;
      if (batches === 3 || batches % 100 === 0) await analyzeHistoryTables(database.db);
    },
  });
  await analyzeHistoryTables(database.db);
  console.log(`${fmt(analysed)} chats analysed in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return email;
}

/**
 * Node's flags for the server: those docs/OPERATIONS.md gives API processes — a young generation of 16 MB (as `npm
 * start`) and an old generation of at most 256 MB, which makes V8 collect instead of growing its heap.
 */
const nodeFlags = args['node-flags']?.split(' ').filter(Boolean) ?? [
  '--max-semi-space-size=16',
  '--max-old-space-size=256',
];

/** A Sightline server process on the benchmark's database; resolves once it answers. */
async function startServer(port: number) {
  const child = spawn(process.execPath, [...nodeFlags, 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      SIGHTLINE_ROLE: 'api',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      SIGHTLINE_SECRET: secret,
      DATA_DIR: '/tmp/sightline-bench-export',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (up?.ok) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('the server did not start');
}

/** A process's peak resident memory (VmHWM) and current (VmRSS), in MB. */
function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { peak: Math.round(kb('VmHWM') / 1024), now: Math.round(kb('VmRSS') / 1024) };
}

const email = args.reuse ?? (await generate());
const port = 4300 + Math.floor(Math.random() * 500);
const server = await startServer(port);
try {
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: email, password }),
  });
  const { jwt } = (await login.json()) as { jwt: string };
  const projects = (await (
    await fetch(`${base}/api/projects?pagination[pageSize]=1`, {
      headers: { authorization: `Bearer ${jwt}` },
    })
  ).json()) as { data: Array<{ documentId: string }> };
  const projectId = projects.data[0]!.documentId;
  for (let round = 1; round <= Number(args.repeat); round++) {
    const before = memoryOf(server.pid!);
    const from = daysEndingWith(localDay(new Date(), 'Asia/Seoul'), 365)[0];
    const t0 = performance.now();
    const res = await fetch(`${base}/api/v1/projects/${projectId}/chats/export?format=csv&from=${from}`, {
      headers: { authorization: `Bearer ${jwt}` },
    });
    if (!res.ok || !res.body) throw new Error(`export: ${res.status} ${await res.text()}`);
    const reader = res.body.getReader();
    let firstByte = 0;
    let bytes = 0;
    let lines = 0;
    let peakDuring = before.peak;
    let sampled = performance.now();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (firstByte === 0) firstByte = performance.now() - t0;
      bytes += value.length;
      for (const byte of value) if (byte === 10) lines++;
      if (performance.now() - sampled > 500) {
        peakDuring = Math.max(peakDuring, memoryOf(server.pid!).now);
        sampled = performance.now();
      }
    }
    const seconds = (performance.now() - t0) / 1000;
    const after = memoryOf(server.pid!);
    const rows = lines - 1;
    console.log(
      `export of ${fmt(rows)} answers as CSV (${(bytes / 1e6).toFixed(0)} MB) in ${seconds.toFixed(1)} s = ` +
        `${fmt(Math.round(rows / seconds))} rows/s; first byte after ${firstByte.toFixed(0)} ms (bar < 1000: ` +
        `${firstByte < 1000 ? 'ok' : 'SLOW'})`,
    );
    console.log(
      `server RSS: ${before.now} MB before, peak ${after.peak} MB (bar < 300: ${after.peak < 300 ? 'ok' : 'OVER'}), ` +
        `${after.now} MB after; highest sampled during the export ${peakDuring} MB`,
    );
  }
} finally {
  server.kill();
  await app.close();
  if (args.keep || args.reuse) {
    console.log(`kept: rerun with -- --reuse ${email}`);
  } else if (generated) {
    const cleanup = performance.now();
    await deleteDocument(database.db, 'sightline-organizations', generated.organizationId);
    await deleteDocument(database.db, 'users', generated.userId);
    console.log(`deleted the benchmark's rows in ${((performance.now() - cleanup) / 1000).toFixed(1)} s`);
  }
  await database.close();
}
