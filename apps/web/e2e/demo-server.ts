import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import postgres from 'postgres';

/**
 * A server of its own that seeds the demo (the suite's server never does): its database is PGlite in memory, or a new
 * PostgreSQL database made on `postgresAdminUrl`'s server (dropped by `stop`).
 */
export interface DemoServer {
  url: string;
  dataDir: string;
  /** Everything the server printed so far. */
  output: () => string;
  /** Kills it and removes its data directory (and its PostgreSQL database). */
  stop: () => Promise<void>;
}

/** The PostgreSQL server of the test run (`TEST_DATABASE_URL`, as `npm test` is given it), if any. */
export const postgresAdminUrl = process.env.TEST_DATABASE_URL;

/** A database URL on the same server as `adminUrl`, named `name`. */
const onDatabase = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

export async function startDemoServer(options: {
  days: number;
  latencyMs: number;
  database: 'pglite' | 'postgres';
}): Promise<DemoServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sightline-e2e-demo-'));
  let databaseUrl = 'memory://';
  let dropDatabase = async () => {};
  if (options.database === 'postgres') {
    if (!postgresAdminUrl) throw new Error('TEST_DATABASE_URL is not set: no PostgreSQL demo');
    const name = `sightline_e2e_demo_${Date.now().toString(36)}_${process.pid}`;
    const admin = postgres(postgresAdminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`).finally(() => admin.end());
    databaseUrl = onDatabase(postgresAdminUrl, name);
    dropDatabase = async () => {
      const dropper = postgres(postgresAdminUrl, { max: 1, onnotice: () => {} });
      await dropper.unsafe(`drop database if exists "${name}" with (force)`).finally(() => dropper.end());
    };
  }
  const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SEED_DEMO: 'true',
      DEMO_DAYS: String(options.days),
      SIMULATOR_LATENCY_MS: String(options.latencyMs),
      ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let started = false;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
    await dropDatabase();
  };
  try {
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
    return { url, dataDir, output: () => output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The one-time demo sign-in, written to DATA_DIR when standard output is not a terminal (once seeding is done). */
export async function demoPassword(dataDir: string): Promise<string> {
  let password: string | undefined;
  await expect
    .poll(
      async () => {
        const text = await readFile(join(dataDir, 'demo-credentials.txt'), 'utf8').catch(() => '');
        password = /password: (\S+)/.exec(text)?.[1];
        return password !== undefined;
      },
      { message: 'the demo credentials in the data directory', timeout: 0 },
    )
    .toBe(true);
  return password!;
}

export interface DemoSession {
  jwt: string;
  /** The demo project's documentId. */
  project: string;
}

/** Signs in as the demo's user by API and finds its project. */
export async function signInToDemo(
  request: APIRequestContext,
  server: DemoServer,
  password: string,
): Promise<DemoSession> {
  const signIn = await request.post(`${server.url}/api/auth/local`, {
    data: { identifier: 'demo@sightline.local', password },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const { jwt } = (await signIn.json()) as { jwt: string };
  const projects = await request.get(`${server.url}/api/projects`, {
    headers: { authorization: `Bearer ${jwt}` },
  });
  const [project] = (await projects.json()).data as Array<{ documentId: string }>;
  return { jwt, project: project!.documentId };
}

export interface Backfill {
  days: number;
  daysDone: number;
  runsPlanned: number;
  runsDone: number;
  runsFailed: number;
  finishedAt: string | null;
}

/** The demo project's history backfill as the server has it now. */
export async function backfillNow(
  request: APIRequestContext,
  server: DemoServer,
  session: DemoSession,
): Promise<Backfill | null> {
  const progress = await request.get(`${server.url}/api/v1/projects/${session.project}/collect-progress`, {
    headers: { authorization: `Bearer ${session.jwt}` },
  });
  expect(progress.ok(), await progress.text()).toBe(true);
  return (await progress.json()).data.backfill as Backfill | null;
}
