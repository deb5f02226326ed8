/**
 * Dashboard load: many browsers reading a large project's tracking dashboard at once, over real HTTP on loopback.
 * A child process runs the API (buildApp + listen on 127.0.0.1) on a fresh database with a synthetic project (365
 * days × 5 engines, own brand + 5 competitors: `seedSyntheticRollups`, as bench/analytics-latency.ts builds it);
 * this process drives closed-loop clients (each sends its next request when the last one is answered) through
 * undici, at each concurrency, in three modes:
 *   baseline  no analytics cache, no revalidation: every request computes the report (as before the cache)
 *   etag      no cache (ANALYTICS_CACHE_ENTRIES=0), but clients revalidate like browsers: 304 when unchanged
 *   cache     the analytics cache (ANALYTICS_CACHE_ENTRIES=1000) and revalidation
 *   health    (not by default) `GET /api/health` instead: one database round trip, no authentication; the floor
 *             of what any request costs on this machine, to compare the cached reads with
 * Requests mix what the tracking screen and API users ask: the last 30 days as the web app sends them (half), the
 * same with one or two engines, without a range (the API default, also 30 days), the last 7 and 90 days. A client
 * keeps the ETag of each URL it has read and, like a browser's HTTP cache under `no-cache`, revalidates with
 * If-None-Match, except for 30 % of requests (new tabs, other devices).
 *
 * Usage: `npm run bench:load [-- options]`:
 *   --databases  pglite,postgres (default both; PostgreSQL in a fresh database `sightline_bench_load` created next to
 *                --postgres and dropped afterwards)
 *   --postgres   postgres://postgres@127.0.0.1:5432/test (loopback only; only used to create the fresh database)
 *   --clients    50,200     --modes baseline,etag,cache     --seconds 10 (timed per case)     --warmup 5
 *   --bump-every MS  raise the project's data version every MS milliseconds during each case (as stored chats do
 *                during a collect), to see the cache under writes; default 0 (no writes)
 * Prints req/s (answers received in the timed window), p50/p95/p99/max latency (of every request sent in the window,
 * however late it ends), 304 share and errors per case. Goal: 0 errors; p95 ≤ 250 ms at 200
 * clients on PostgreSQL with the cache. Numbers are only meaningful on an otherwise idle machine: the load average
 * is printed with them.
 */

import { fork } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Pool } from 'undici';
import { createBenchDatabase, dropBenchDatabase } from './lib/bench-database.ts';
import { ms, nextMessage, seededRandom } from './lib/load-helpers.ts';
import { percentiles } from './lib/percentiles.ts';

const { values: args } = parseArgs({
  options: {
    serve: { type: 'string' },
    databases: { type: 'string', default: 'pglite,postgres' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
    clients: { type: 'string', default: '50,200' },
    modes: { type: 'string', default: 'baseline,etag,cache' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '5' },
    'bump-every': { type: 'string', default: '0' },
  },
});

const benchDatabase = 'sightline_bench_load';
const timezone = 'Asia/Seoul';
const engines = ['chatgpt', 'perplexity', 'gemini', 'claude', 'google-aio'];

/** What the serving child tells the driver once it listens. */
interface Ready {
  kind: 'ready';
  database: string;
  /** Ports of the app with the analytics cache and of the one without. */
  ports: { cache: number; none: number };
  jwt: string;
  project: string;
  today: string;
  days: string[];
  seedSeconds: number;
}

if (args.serve !== undefined) await serve(args.serve);
else await drive();

// --- The API process ----------------------------------------------------------------------------------------------

async function serve(url: string): Promise<void> {
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadConfig } = await import('../apps/server/src/config.ts');
  const { daysEndingWith, localDay } = await import('../packages/core/src/index.ts');
  const { bumpDataVersion, openDatabase } = await import('../packages/db/src/index.ts');
  const { seedSyntheticRollups } = await import('../packages/db/src/testing/seed-synthetic-rollups.ts');

  const dataDir = await mkdtemp(join(tmpdir(), 'sightline-load-'));
  const configFor = (entries: number) =>
    loadConfig({
      LOG_LEVEL: 'silent',
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'no-web'),
      SEED_DEMO: 'false',
      ANALYTICS_CACHE_ENTRIES: String(entries),
    });
  const database = await openDatabase(configFor(0).database);
  const secret = 'load-bench-secret-0123456789abcdef0123456789';
  const cached = await buildApp({ config: configFor(1000), database, secret });
  const uncached = await buildApp({ config: configFor(0), database, secret });

  const inject = async (method: 'GET' | 'POST', path: string, payload?: unknown, jwt?: string) => {
    const res = await cached.inject({
      method,
      url: path,
      ...(jwt ? { headers: { authorization: `Bearer ${jwt}` } } : {}),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    if (res.statusCode !== 200) throw new Error(`${method} ${path}: ${res.statusCode} ${res.body}`);
    return res.json() as Record<string, unknown>;
  };

  const username = `load${Date.now()}`;
  const account = await inject('POST', '/api/auth/local/register', {
    username,
    email: `${username}@sightline.local`,
    password: 'correct horse battery staple',
  });
  const jwt = account.jwt as string;
  const user = account.user as { lastSelectedMemberId: number; lastSelectedWorkspaceId: number };
  const created = await inject(
    'POST',
    '/api/projects',
    {
      data: {
        member: user.lastSelectedMemberId,
        workspace: user.lastSelectedWorkspaceId,
        name: 'Dashboard load bench',
        brandName: '루미엘',
        brandAliases: ['Lumiel'],
        timezone,
        engines,
        samplesPerRun: 2,
        competitors: ['아우라랩', '그린테라', '소나무뷰티', '데일리듀', '메이플스킨'].map((name) => ({
          name,
        })),
        // The dashboard reads the daily rollups, whose size does not depend on the number of prompts.
        queries: Array.from({ length: 30 }, (_, i) => ({
          text: `수분크림 추천해줘 (${i + 1})`,
          language: 'ko',
        })),
      },
    },
    jwt,
  );
  const project = created.data as { id: number; documentId: string };
  const today = localDay(new Date(), timezone);
  const days = daysEndingWith(today, 365);
  const seedStarted = performance.now();
  await seedSyntheticRollups(database.db, {
    projectId: project.id,
    from: days[0]!,
    to: today,
    samples: 2,
    domains: false,
    pages: false,
    analyze: database.kind === 'postgres',
  });
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const listen = async (app: typeof cached) => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    return (app.server.address() as AddressInfo).port;
  };
  const ready: Ready = {
    kind: 'ready',
    database: database.kind,
    ports: { cache: await listen(cached), none: await listen(uncached) },
    jwt,
    project: project.documentId,
    today,
    days,
    seedSeconds,
  };

  let bumps: NodeJS.Timeout | undefined;
  process.on('message', async (message: { kind: string; everyMs?: number }) => {
    if (message.kind === 'bump') {
      clearInterval(bumps);
      if (message.everyMs) {
        bumps = setInterval(() => void bumpDataVersion(database.db, project.id), message.everyMs);
      }
      process.send!({ kind: 'bumping' });
    } else if (message.kind === 'stop') {
      clearInterval(bumps);
      await cached.close();
      await uncached.close();
      await database.close();
      process.exit(0);
    }
  });
  process.send!(ready);
}

// --- The driver ---------------------------------------------------------------------------------------------------

type Mode = 'baseline' | 'etag' | 'cache' | 'health';

interface CaseResult {
  /** Requests sent in the timed window (their latencies, however late they end). */
  requests: number;
  /** Answers received in the timed window: the throughput. */
  completed: number;
  seconds: number;
  notModified: number;
  errors: number;
  firstError: string | undefined;
  latencies: number[];
}

async function drive(): Promise<void> {
  const databases = args.databases.split(',').map((d) => d.trim());
  const clientCounts = args.clients.split(',').map(Number);
  const modes = args.modes.split(',').map((m) => m.trim()) as Mode[];
  const seconds = Number(args.seconds);
  const warmup = Number(args.warmup);
  const bumpEvery = Number(args['bump-every']);
  for (const mode of modes) {
    if (!['baseline', 'etag', 'cache', 'health'].includes(mode)) throw new Error(`unknown mode ${mode}`);
  }
  if (!(seconds > 0 && seconds <= 120) || !(warmup >= 0 && warmup <= 30)) {
    throw new Error('--seconds must be in (0, 120] and --warmup in [0, 30]: the benchmark is bounded');
  }
  if (clientCounts.some((c) => !(Number.isInteger(c) && c > 0 && c <= 1000))) {
    throw new Error('--clients must be integers in [1, 1000]');
  }

  let failures = 0;
  for (const kind of databases) {
    if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`unknown database ${kind}`);
    const url = kind === 'postgres' ? await createBenchDatabase(args.postgres, benchDatabase) : 'memory://';
    const child = fork(new URL(import.meta.url).pathname, ['--serve', url], { stdio: 'inherit' });
    try {
      const ready = await nextMessage<Ready>(child, 'ready');
      console.log(
        `\n${ready.database === 'pglite' ? 'PGlite (in memory)' : `PostgreSQL (database ${benchDatabase})`}: ` +
          `365 days × 5 engines of synthetic rollups, own brand + 5 competitors, generated in ` +
          `${ready.seedSeconds.toFixed(1)} s; ${seconds} s timed per case after ${warmup} s of warm-up` +
          `${bumpEvery ? `; data version raised every ${bumpEvery} ms` : ''}`,
      );
      console.log(
        `${'clients'.padStart(7)}  ${'mode'.padEnd(8)}  ${'req/s'.padStart(7)}  ${'p50'.padStart(7)}  ` +
          `${'p95'.padStart(7)}  ${'p99'.padStart(7)}  ${'max'.padStart(7)}  ${'304'.padStart(4)}  errors  load`,
      );
      for (const clients of clientCounts) {
        for (const mode of modes) {
          child.send({ kind: 'bump', everyMs: bumpEvery });
          await nextMessage(child, 'bumping');
          const port = mode === 'cache' ? ready.ports.cache : ready.ports.none;
          const result = await runCase(ready, port, clients, mode, warmup, seconds);
          child.send({ kind: 'bump', everyMs: 0 });
          await nextMessage(child, 'bumping');
          const s = percentiles(result.latencies);
          const goal = ready.database === 'postgres' && clients >= 200 && mode === 'cache';
          if (result.errors > 0 || (goal && s.p95 > 250)) failures++;
          console.log(
            `${String(clients).padStart(7)}  ${mode.padEnd(8)}  ${(result.completed / result.seconds).toFixed(0).padStart(7)}  ` +
              `${ms(s.p50)}  ${ms(s.p95)}  ${ms(s.p99)}  ${ms(s.max)}  ` +
              `${((100 * result.notModified) / Math.max(1, result.requests)).toFixed(0).padStart(3)}%  ` +
              `${String(result.errors).padStart(6)}  ${loadavg()[0]!.toFixed(1)}/${availableParallelism()}` +
              `${goal ? (s.p95 <= 250 ? '  (goal p95 ≤ 250 ms: met)' : '  (goal p95 ≤ 250 ms: MISSED)') : ''}` +
              `${result.firstError ? `  first error: ${result.firstError}` : ''}`,
          );
        }
      }
      child.send({ kind: 'stop' });
      await new Promise((resolve) => child.once('exit', resolve));
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      if (kind === 'postgres') await dropBenchDatabase(args.postgres, benchDatabase);
    }
  }
  console.log(
    `\n${failures === 0 ? 'no errors; goal met' : `${failures} case(s) with errors or over the goal`}`,
  );
  process.exitCode = failures === 0 ? 0 : 1;
}

/** The requests of one client: what the tracking screen and API users ask, in proportion. */
function pickPath(ready: Ready, random: () => number): string {
  const base = `/api/v1/projects/${ready.project}/tracking`;
  const last = (n: number) => `from=${ready.days[ready.days.length - n]}&to=${ready.today}`;
  const engine = () => engines[Math.floor(random() * engines.length)]!;
  const r = random();
  if (r < 0.5) return `${base}?${last(30)}`;
  if (r < 0.65) return `${base}?${last(30)}&engines=${engine()}`;
  if (r < 0.75) return `${base}?${last(30)}&engines=${engine()},${engine()}`;
  if (r < 0.85) return base;
  if (r < 0.95) return `${base}?${last(7)}`;
  return `${base}?${last(90)}`;
}

async function runCase(
  ready: Ready,
  port: number,
  clients: number,
  mode: Mode,
  warmupSeconds: number,
  seconds: number,
): Promise<CaseResult> {
  const pool = new Pool(`http://127.0.0.1:${port}`, {
    connections: clients,
    pipelining: 1,
    // A request unanswered for a minute is an error, and the case still ends.
    headersTimeout: 60_000,
    bodyTimeout: 60_000,
  });
  const result: CaseResult = {
    requests: 0,
    completed: 0,
    seconds,
    notModified: 0,
    errors: 0,
    firstError: undefined,
    latencies: [],
  };
  const start = performance.now();
  const measureFrom = start + warmupSeconds * 1000;
  const end = measureFrom + seconds * 1000;
  const client = async (index: number) => {
    const random = seededRandom(index + 1);
    const etags = new Map<string, string>();
    while (performance.now() < end) {
      const path = mode === 'health' ? '/api/health' : pickPath(ready, random);
      const headers: Record<string, string> = { authorization: `Bearer ${ready.jwt}` };
      const etag = etags.get(path);
      if (mode !== 'baseline' && etag && random() >= 0.3) headers['if-none-match'] = etag;
      const sent = performance.now();
      let error: string | undefined;
      let status = 0;
      try {
        const res = await pool.request({ method: 'GET', path, headers });
        status = res.statusCode;
        const body = await res.body.text();
        if (status === 200) {
          if (!body.startsWith(mode === 'health' ? '{"status":"ok"' : '{"data":')) {
            error = `unexpected body ${body.slice(0, 80)}`;
          }
          const tag = res.headers.etag;
          if (typeof tag === 'string') etags.set(path, tag);
        } else if (status !== 304) {
          error = `${status} ${body.slice(0, 120)}`;
        }
      } catch (e) {
        error = (e as Error).message;
      }
      const done = performance.now();
      if (done >= measureFrom && done <= end) result.completed++;
      // Every request sent in the timed window counts, however late it ends: dropping the slow ones would hide
      // the tail (a closed loop waits for its answers, so the case lasts as long as its slowest one).
      if (sent < measureFrom) continue;
      result.requests++;
      result.latencies.push(done - sent);
      if (status === 304) result.notModified++;
      if (error) {
        result.errors++;
        result.firstError ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
  await pool.close();
  return result;
}
