import { HealthResponse } from '@sightline/contracts';
import { createTestDatabase, testDatabaseKinds } from '@sightline/db/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { killServerProcesses, startServerProcess, stopServerProcess } from '#testing/server-process.ts';

afterEach(killServerProcesses);

// The server process on each test database: PGlite in memory, and a PostgreSQL database when DATABASE_URL names one.
describe.each(testDatabaseKinds())('npm start on %s', (kind) => {
  it('migrates the database it is given and reports it healthy', async () => {
    const database = kind === 'postgres' ? await createTestDatabase('postgres') : undefined;
    try {
      const server = await startServerProcess({ DATABASE_URL: database?.url ?? 'memory://' });
      expect(server.url, server.output()).toBeDefined();
      const health = HealthResponse.parse(await (await fetch(`${server.url}/api/health`)).json());
      expect(health.database).toMatchObject({ kind, ok: true });
      expect(await stopServerProcess(server)).toBe(0);
    } finally {
      await database?.close();
    }
  });
});
