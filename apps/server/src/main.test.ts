import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HealthResponse } from '@sightline/contracts';
import { openDatabase, schema } from '@sightline/db';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { killServerProcesses, startServerProcess, stopServerProcess } from '#testing/server-process.ts';

afterEach(killServerProcesses);

/** The JSON log lines of a stretch of output, with their times. */
const logLines = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { time: number; msg: string });

const health = async (url: string) => HealthResponse.parse(await (await fetch(`${url}/api/health`)).json());

// The tests run in order on one data directory, as `npm start` meets it: empty (migrated, the demo seeded, its sign-in
// printed), then kept across a restart, then opened by the worker role. One directory instead of one each spares two
// PGlite initdb runs (about 4 CPU-s each). Each start waits for the one before and seeds or collects the demo's day on
// a machine that may be loaded: the describe gets more than the suite's 240 s per test; a hang still fails.
describe('npm start (the server process)', { timeout: 600_000 }, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sightline-data-'));
  });

  it('on an empty data directory: migrates, seeds the demo, prints the address and then the demo sign-in last, boxed, after every start-up log line, serves health and stops cleanly on SIGTERM', async () => {
    const server = await startServerProcess(
      { DATA_DIR: dataDir, SEED_DEMO: 'true', DEMO_DAYS: '1', LOG_LEVEL: 'info' },
      /The sign-in is in (\S+) [\s\S]*┘\n/,
    );
    const output = server.output();
    expect(server.url, output).toBe(join(dataDir, 'demo-credentials.txt'));
    const url = /Sightline is running at (http:\/\/localhost:\d+)/.exec(output)?.[1];
    expect(url, output).toBeDefined();
    const running = output.indexOf('Sightline is running at http://localhost:');
    const box = output.indexOf('┌');
    expect(running).toBeGreaterThan(output.lastIndexOf('start-up finished'));
    // Every start-up log line comes before the address. Lines of the background work that starts with the worker (the
    // demo's backfill) may come later: the logger writes straight to the file descriptor while the address goes
    // through process.stdout's queue, so on a busy machine one of them can land after it — but never one of start-up.
    const finished = logLines(output.slice(0, running)).find((line) => line.msg === 'start-up finished');
    expect(finished, output).toBeDefined();
    for (const later of logLines(output.slice(running)))
      expect(later.time, later.msg).toBeGreaterThanOrEqual(finished!.time);
    expect(box).toBeGreaterThan(running);
    // The box is whole and nothing of start-up follows it; the background work may log on (on a loaded machine the
    // one-day backfill ends, and the demo's alert goes out, before the output is read).
    const boxEnd = output.indexOf('┘', box);
    expect(boxEnd, output).toBeGreaterThan(box);
    expect(output.slice(box, boxEnd)).toContain('The sign-in is in');
    const afterBox = output
      .slice(boxEnd + 1)
      .split('\n')
      .filter((line) => line.trim() !== '');
    expect(afterBox.filter((line) => !line.startsWith('{'))).toEqual([]);
    expect(output).not.toContain('password:'); // not a terminal: only the file's path

    expect((await health(url!)).database).toMatchObject({ kind: 'pglite', ok: true });
    // Stopped while the demo's day may still be collecting: a clean stop all the same.
    expect(await stopServerProcess(server)).toBe(0);
  });

  it('keeps data across restarts', async () => {
    // Write a row while the server is down, as another run of Sightline would have.
    const db = await openDatabase({ dataDir });
    await db.db.insert(schema.users).values({ username: 'kept', email: 'kept@example.com' });
    await db.close();

    const second = await startServerProcess({ DATA_DIR: dataDir });
    expect(second.url, second.output()).toBeDefined();
    expect((await health(second.url!)).database).toMatchObject({ kind: 'pglite', ok: true });
    expect(await stopServerProcess(second)).toBe(0);

    const again = await openDatabase({ dataDir });
    const users = await again.db.select().from(schema.users);
    await again.close();
    // The demo's user from the first start, and the row written between the starts.
    expect(users.map((u) => u.email).sort()).toEqual(['demo@sightline.local', 'kept@example.com']);
  });

  it('runs the worker role without an HTTP server', async () => {
    const server = await startServerProcess(
      { DATA_DIR: dataDir, SIGHTLINE_ROLE: 'worker', LOG_LEVEL: 'info' },
      /worker started/,
    );
    expect(server.url, server.output()).toBeDefined();
    expect(server.output()).not.toContain('running at');
    expect(await stopServerProcess(server)).toBe(0);
  });

  it('refuses to start with a bad variable and names it', async () => {
    const server = await startServerProcess({ PORT: 'abc', DATABASE_URL: 'mysql://nope' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT');
    expect(server.output()).toContain('DATABASE_URL');
    expect(server.output()).toContain('README');
  });
});
