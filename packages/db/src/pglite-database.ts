import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { type Database, type DatabaseHandle, migrationsFolder } from './database.ts';
import { prioritisePglite } from './priority/index.ts';
import * as schema from './schema/index.ts';

export const memoryDataDir = 'memory://';

/** Wraps an open PGlite instance (in memory or on disk) as a Sightline database. */
export function pgliteDatabase(client: PGlite): DatabaseHandle & { client: PGlite } {
  // One connection for screens and background work alike: screens go first (priority/).
  const gate = prioritisePglite(client);
  const db = drizzle({ client, schema, casing: 'snake_case' });
  return {
    kind: 'pglite',
    client,
    connection: { kind: 'pglite', client },
    db: db as unknown as Database,
    // PGlite lives in this process only, so there is no other migrator to race with.
    migrate: () => migrate(db, { migrationsFolder }),
    async ping() {
      const started = performance.now();
      await db.execute(sql`select 1`);
      return performance.now() - started;
    },
    close: () => client.close(),
    holdForRequest: () => gate.hold(),
  };
}

/** Opens PGlite at a data directory (created when missing) or in memory with `memory://`. */
export async function openPglite(dataDir: string): Promise<DatabaseHandle & { client: PGlite }> {
  if (dataDir !== memoryDataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  return pgliteDatabase(client);
}
