/**
 * Start-up time: from `node apps/server/src/main.ts` to the first 200 of GET /api/health, on a fresh data
 * directory (creates and migrates PGlite) and again on the same directory (a restart); then the latency of
 * /api/health over 500 sequential requests. Run: node bench/startup.ts
 * (BENCH_DATABASE_URL=postgres://… adds a PostgreSQL start.)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const main = join(import.meta.dirname, '../apps/server/src/main.ts');
const port = 3917;

async function timeToHealthy(env: Record<string, string>) {
  const started = performance.now();
  const child = spawn(process.execPath, [main], {
    env: { PATH: process.env.PATH ?? '', PORT: String(port), LOG_LEVEL: 'error', ...env },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return { ms: performance.now() - started, child };
}

async function stop(child: ChildProcess) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

async function healthLatency(n: number) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await (await fetch(`http://127.0.0.1:${port}/api/health`)).arrayBuffer();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => (times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0).toFixed(2);
  return `p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, p99 ${q(0.99)} ms`;
}

const dataDir = await mkdtemp(join(tmpdir(), 'sightline-bench-'));
const fresh = await timeToHealthy({ DATA_DIR: dataDir });
console.log(`PGlite, fresh data directory: healthy after ${fresh.ms.toFixed(0)} ms`);
await stop(fresh.child);
const warm = await timeToHealthy({ DATA_DIR: dataDir });
console.log(`PGlite, restart on existing data: healthy after ${warm.ms.toFixed(0)} ms`);
console.log(`PGlite, GET /api/health x500: ${await healthLatency(500)}`);
await stop(warm.child);
await rm(dataDir, { recursive: true, force: true });

const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) {
  const pg = await timeToHealthy({ DATABASE_URL: pgUrl });
  console.log(`PostgreSQL: healthy after ${pg.ms.toFixed(0)} ms`);
  console.log(`PostgreSQL, GET /api/health x500: ${await healthLatency(500)}`);
  await stop(pg.child);
}
