import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { type Database, type DatabaseHandle, migrationsFolder } from './database.ts';
import * as schema from './schema/index.ts';

/** Any 64-bit number works; it only has to be the same in every Sightline process. */
const migrationLockKey = 7_362_815_004;

export interface PostgresOptions {
  url: string;
  maxConnections?: number;
}

/**
 * Set on every connection at start. No JIT: Sightline's reads are many short aggregations over rollups, each well
 * under a second, and the planner's JIT threshold is a cost, not a time: a 30-day page table spent 100 ms compiling
 * to save nothing, a 75 ms query taking 200 ms (bench:analytics).
 */
const sessionSettings = { jit: 'off', application_name: 'sightline' };

/** Opens a PostgreSQL connection pool (postgres.js). Nothing is sent until the first query. */
export function openPostgres({ url, maxConnections = 10 }: PostgresOptions): DatabaseHandle {
  const client = postgres(url, {
    max: maxConnections,
    onnotice: () => {},
    connect_timeout: 10,
    connection: sessionSettings,
  });
  const db = drizzle({ client, schema, casing: 'snake_case' });
  return {
    kind: 'postgres',
    connection: { kind: 'postgres', url },
    db: db as unknown as Database,
    async migrate() {
      // API and worker processes may start together: one migrates, the others wait for it.
      // The lock is held on a connection of its own, so the pool stays free for the migrator.
      const lock = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await lock`select pg_advisory_lock(${migrationLockKey})`;
        await migrate(db, { migrationsFolder });
      } finally {
        await lock.end();
      }
    },
    async ping() {
      const started = performance.now();
      await db.execute(sql`select 1`);
      return performance.now() - started;
    },
    close: () => client.end({ timeout: 5 }),
    // A pool serves requests and background work side by side: nothing to hold.
    holdForRequest: () => () => {},
  };
}
