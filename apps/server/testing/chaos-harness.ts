import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { daysEndingWith, localDay } from '@sightline/core';
import { type Database, openDatabase, recomputeRollups } from '@sightline/db';
import { seededRandom } from '@sightline/engines';
import { sql } from 'drizzle-orm';
import { demoCredentialsFile } from '../src/demo/show-demo-credentials.ts';
import { callServer, startServerProcess, stopServerProcess } from './server-process.ts';
import { waitUntil } from './wait-until.ts';

/**
 * Chaos for collection: the demo backfill is the collect, the server is killed with SIGKILL at random points of it
 * (spread over its progress, at a random moment of a run's life), restarted on the same data each time, and left to
 * finish. Then the database is checked: one chat per succeeded run and none twice, rollups equal to a recomputation
 * from the chats, and the number of runs asked twice (runs.interrupted). Used by `bench/chaos.ts` and a CI-sized test.
 */
export interface ChaosOptions {
  /** PostgreSQL when a database URL is given, else embedded PGlite in a fresh data directory. */
  databaseUrl?: string;
  kills: number;
  /** Demo days to backfill: 160 runs each (40 prompts × 4 engines). */
  days: number;
  /** Seed of the kill points, so a run can be repeated. */
  seed: number;
  /** Simulated answers in flight per worker, and how long each takes (ms). */
  concurrency?: number;
  latencyMs?: number;
  /**
   * How long each wait (for a kill point, for the end of the collect) may last: the tests' patience unless told
   * (wait-until.ts); only bench/chaos.ts, which runs outside Vitest, gives a longer one.
   */
  timeoutMs?: number;
  log?: (line: string) => void;
}

export interface ChaosResult {
  database: 'pglite' | 'postgres';
  kills: number;
  /** Answers stored when each kill was sent. */
  killedAt: number[];
  runs: number;
  succeeded: number;
  /** Runs that ended failed: the demo's simulator fails a few for good (simulated-failures.ts), never a kill. */
  failed: number;
  chats: number;
  /** Runs with more than one chat, succeeded runs without a chat, chats of runs not succeeded: all must be 0. */
  duplicateChats: number;
  missingChats: number;
  strayChats: number;
  rollupsMatchRecomputation: boolean;
  /** Chats without their analysis (every stored answer is analysed in the same transaction): must be 0. */
  unanalysedChats: number;
  /**
   * What the API's collect days say after the end: runs planned and ended, and runs whose state disagrees with their
   * chat (a succeeded run without its chat, a failed one with one, a chat listed twice or missing): must be 0.
   */
  apiPlanned: number;
  apiEnded: number;
  apiInconsistentRuns: number;
  /** The demo's password seen in any start's output (it goes to a file when output is not a terminal): must be false. */
  passwordInOutput: boolean;
  /** Restarts whose output offered the demo sign-in again (the demo is seeded once): must be 0. */
  restartsSeedingAgain: number;
  /** Extra asks of runs cut off in flight (sum of runs.interrupted), and how many runs had any. */
  askedTwice: number;
  interruptedRuns: number;
  seconds: number;
}

/** One collect of a day as `GET /api/v1/projects/:id/collects/:y/:m/:d` answers it (the fields read here). */
interface DayCollect {
  status: string;
  planned: number;
  succeeded: number;
  failed: number;
  runs: Array<{ status: string; chatId: string | null }>;
  chats: Array<{ documentId: string }>;
}

/** The API's account of the finished collect: every run ended once, and each succeeded one has exactly its chat. */
function apiView(collects: DayCollect[]) {
  let inconsistent = 0;
  for (const collect of collects) {
    for (const run of collect.runs) {
      const consistent = run.status === 'succeeded' ? !!run.chatId : run.status === 'failed' && !run.chatId;
      if (!consistent) inconsistent++;
    }
    const chatIds = new Set(collect.runs.flatMap((run) => (run.chatId ? [run.chatId] : [])));
    inconsistent +=
      Math.abs(chatIds.size - collect.succeeded) + Math.abs(collect.chats.length - collect.succeeded);
  }
  return {
    apiPlanned: collects.reduce((sum, c) => sum + c.planned, 0),
    apiEnded: collects.reduce((sum, c) => sum + c.succeeded + c.failed, 0),
    apiInconsistentRuns: inconsistent,
  };
}

const rows = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

export async function runChaos(options: ChaosOptions): Promise<ChaosResult> {
  const started = Date.now();
  const patience = options.timeoutMs === undefined ? {} : { patienceMs: options.timeoutMs };
  const log = options.log ?? (() => {});
  const next = seededRandom(`chaos:${options.seed}`).next;
  const dataDir = await mkdtemp(join(tmpdir(), 'sightline-chaos-'));
  const env = {
    DATA_DIR: dataDir,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    SEED_DEMO: 'true',
    DEMO_DAYS: String(options.days),
    COLLECT_CONCURRENCY: `simulated=${options.concurrency ?? 4}`,
    SIMULATOR_LATENCY_MS: String(options.latencyMs ?? 40),
    COLLECT_RETRY_LIMIT: '20',
    COLLECT_RETRY_DELAY_SECONDS: '1',
    // On PostgreSQL the jobs of a killed process are retried once their heartbeat is missed: keep that short here.
    JOB_HEARTBEAT_SECONDS: '10',
    JOB_SUPERVISE_INTERVAL_SECONDS: '1',
  };
  const total = options.days * 160;
  const days = daysEndingWith(localDay(new Date(), 'Asia/Seoul'), options.days);

  let server = await startServerProcess(env, /The sign-in is in (\S+) /);
  if (!server.url) throw new Error(`the server did not start:\n${server.output()}`);
  const password = /password: (\S+)/.exec(await readFile(join(dataDir, demoCredentialsFile), 'utf8'))![1]!;
  server.url = /running at (http:\/\/\S+)/.exec(server.output())![1]!;
  const call = <T>(path: string, body?: unknown) => callServer<T>(server, path, jwt || undefined, body);
  let jwt = '';
  jwt = (await call<{ jwt: string }>('/api/auth/local', { identifier: 'demo@sightline.local', password }))
    .jwt;
  const project = (await call<{ data: Array<{ documentId: string }> }>('/api/projects')).data[0]!.documentId;
  const collectsNow = async () => {
    const all: DayCollect[] = [];
    for (const day of days) {
      const [y, m, d] = day.split('-');
      all.push(
        ...(await call<{ data: DayCollect[] }>(`/api/v1/projects/${project}/collects/${y}/${m}/${d}`)).data,
      );
    }
    return all;
  };
  const progress = async () => {
    const collects = await collectsNow();
    const finished = collects.filter((c) => !['scheduled', 'running'].includes(c.status)).length;
    return { succeeded: collects.reduce((sum, c) => sum + c.succeeded, 0), done: finished === days.length };
  };
  const outputs = [server.output];

  const killedAt: number[] = [];
  for (let kill = 0; kill < options.kills; kill++) {
    // Spread over the collect: the k-th kill falls somewhere in the k-th slice of its progress.
    const threshold = Math.floor((total * (kill + 0.2 + 0.8 * next())) / (options.kills + 1));
    const now = await waitUntil(
      `${threshold} answers stored (kill ${kill + 1}) or the collect finished`,
      progress,
      (now) => now.succeeded >= threshold || now.done,
      { intervalMs: 500, ...patience },
    );
    if (now.done) {
      log(`collect finished before kill ${kill + 1}`);
      break;
    }
    await new Promise((r) => setTimeout(r, Math.floor(next() * 60)));
    await stopServerProcess(server, 'SIGKILL');
    killedAt.push(now.succeeded);
    log(`kill ${kill + 1}/${options.kills} with about ${now.succeeded}/${total} answers stored`);
    server = await startServerProcess(env);
    if (!server.url) throw new Error(`the server did not restart:\n${server.output()}`);
    outputs.push(server.output);
  }
  await waitUntil('the collect to finish', progress, (now) => now.done, {
    intervalMs: 1000,
    describe: (now) => `${now.succeeded}/${total} answers stored`,
    ...patience,
  });
  const api = apiView(await collectsNow());
  const code = await stopServerProcess(server);
  if (code !== 0) throw new Error(`the server did not stop cleanly (${code}):\n${server.output()}`);

  const database = await openDatabase({ url: options.databaseUrl, dataDir });
  try {
    const [counts] = rows<Record<string, number>>(
      await database.db.execute(sql`select
        (select count(*)::int from runs) as runs,
        (select count(*)::int from runs where status = 'succeeded') as succeeded,
        (select count(*)::int from runs where status = 'failed') as failed,
        (select count(*)::int from chats) as chats,
        (select count(*)::int from (select run_id from chats group by run_id having count(*) > 1) d) as duplicates,
        (select count(*)::int from runs r where r.status = 'succeeded'
          and not exists (select 1 from chats c where c.run_id = r.id)) as missing,
        (select count(*)::int from chats c join runs r on r.id = c.run_id where r.status <> 'succeeded') as stray,
        (select coalesce(sum(interrupted), 0)::int from runs) as asked_twice,
        (select count(*)::int from runs where interrupted > 0) as interrupted_runs,
        (select count(*)::int from chats c where not exists (select 1 from chat_analyses a where a.chat_id = c.id))
          as unanalysed`),
    );
    const result: ChaosResult = {
      database: options.databaseUrl ? 'postgres' : 'pglite',
      kills: killedAt.length,
      killedAt,
      runs: Number(counts!.runs),
      succeeded: Number(counts!.succeeded),
      failed: Number(counts!.failed),
      chats: Number(counts!.chats),
      duplicateChats: Number(counts!.duplicates),
      missingChats: Number(counts!.missing),
      strayChats: Number(counts!.stray),
      rollupsMatchRecomputation: await rollupsMatchRecomputation(database.db),
      askedTwice: Number(counts!.asked_twice),
      interruptedRuns: Number(counts!.interrupted_runs),
      unanalysedChats: Number(counts!.unanalysed),
      ...api,
      passwordInOutput: outputs.some((output) => output().includes(password)),
      restartsSeedingAgain: outputs.slice(1).filter((output) => /sign-in/.test(output())).length,
      seconds: Math.round((Date.now() - started) / 100) / 10,
    };
    log(JSON.stringify(result));
    return result;
  } finally {
    await database.close();
  }
}

const rollupTables = [
  'rollup_answers',
  'rollup_brands',
  'rollup_domains',
  'rollup_daily_answers',
  'rollup_daily_brands',
  'rollup_daily_domains',
  'rollup_monthly_domains',
];

async function snapshot(db: Pick<Database, 'execute'>): Promise<string[]> {
  const all: string[] = [];
  for (const table of rollupTables) {
    const found = rows<{ row: string }>(
      await db.execute(
        sql.raw(
          `select '${table} ' || (to_jsonb(t) - 'id' - 'created_at' - 'updated_at')::text as row from ${table} t order by 1`,
        ),
      ),
    );
    // Sums of fractional measures kept by difference may differ from a fresh sum in the last binary digits.
    all.push(
      ...found.map((r) =>
        r.row.replace(/-?\d+\.\d+(e-?\d+)?/g, (n) => String(Math.round(Number(n) * 1e6) / 1e6)),
      ),
    );
  }
  return all;
}

/** The rollups as stored equal what recomputing every key from the chats gives (the recomputation is rolled back). */
async function rollupsMatchRecomputation(db: Database): Promise<boolean> {
  const before = await snapshot(db);
  let after: string[] = [];
  const rollback = new Error('rollback');
  try {
    await db.transaction(async (tx) => {
      const keys = rows<{
        organization_id: number;
        project_id: number;
        day: string;
        engine: string;
        prompt_id: number;
      }>(
        await tx.execute(sql`
          select distinct organization_id, project_id, to_char(day, 'YYYY-MM-DD') as day, engine, prompt_id from chats
          union
          select distinct organization_id, project_id, to_char(day, 'YYYY-MM-DD') as day, engine, prompt_id
          from rollup_answers`),
      );
      for (const key of keys) {
        await recomputeRollups(tx, {
          organizationId: Number(key.organization_id),
          projectId: Number(key.project_id),
          day: key.day,
          engine: key.engine,
          promptId: Number(key.prompt_id),
        });
      }
      after = await snapshot(tx);
      throw rollback;
    });
  } catch (error) {
    if (error !== rollback) throw error;
  }
  return before.length > 0 && JSON.stringify(before) === JSON.stringify(after);
}
