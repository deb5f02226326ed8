import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HealthResponse } from '@sightline/contracts';
import { openDatabase, schema } from '@sightline/db';
import { afterEach, describe, expect, it } from 'vitest';
import {
  killServerProcesses,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from '#testing/server-process.ts';

const startServer = startServerProcess;
const stop = (server: ServerProcess) => stopServerProcess(server);

afterEach(killServerProcesses);

// Each test boots one or two server processes (PGlite and its migrations). The first boots two in a row, and each boot
// waits for the one before: under a load that makes the machine four times slower it took more than 120 s, so the
// describe gets more than the suite's 240 s per test; a hang still fails.
describe('npm start (the server process)', { timeout: 600_000 }, () => {
  it('migrates an empty data directory, serves health, stops cleanly on SIGTERM and keeps data across restarts', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sightline-data-'));
    const first = await startServer({ DATA_DIR: dataDir });
    expect(first.url, first.output()).toMatch(/^http:\/\/localhost:\d+$/);
    const health = HealthResponse.parse(await (await fetch(`${first.url}/api/health`)).json());
    expect(health.database).toMatchObject({ kind: 'pglite', ok: true });
    expect(await stop(first)).toBe(0);

    // Write a row while the server is down, as another run of Sightline would have.
    const db = await openDatabase({ dataDir });
    await db.db.insert(schema.users).values({ username: 'kept', email: 'kept@example.com' });
    await db.close();

    const second = await startServer({ DATA_DIR: dataDir });
    expect(second.url, second.output()).toBeDefined();
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
    expect(await stop(second)).toBe(0);

    const again = await openDatabase({ dataDir });
    const users = await again.db.select().from(schema.users);
    await again.close();
    expect(users.map((u) => u.username)).toEqual(['kept']);
  });

  it('refuses to start with a bad variable and names it', async () => {
    const server = await startServer({ PORT: 'abc', DATABASE_URL: 'mysql://nope' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT');
    expect(server.output()).toContain('DATABASE_URL');
    expect(server.output()).toContain('README');
  });

  it('runs the worker role without an HTTP server', async () => {
    const server = await startServer(
      { DATABASE_URL: 'memory://', SIGHTLINE_ROLE: 'worker', LOG_LEVEL: 'info' },
      /worker started/,
    );
    expect(server.url, server.output()).toBeDefined();
    expect(server.output()).not.toContain('running at');
    expect(await stop(server)).toBe(0);
  });
});
