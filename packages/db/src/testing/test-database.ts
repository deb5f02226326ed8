import { existsSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import type { DatabaseHandle, DatabaseKind } from '../database.ts';
import { createDocumentId } from '../document-id.ts';
import { pgliteDatabase } from '../pglite-database.ts';
import { openPostgres } from '../postgres-database.ts';
import { pgliteSnapshotPath } from './pglite-snapshot-path.ts';
import { ensureTemplate, withDatabase } from './postgres-template.ts';
import { currentTestDatabase, testDatabaseConfig } from './test-database-config.ts';

/**
 * The database a test file's `describe.each(testDatabaseKinds())` runs on: the one of its Vitest project. A
 * `*.sql.test.ts` file runs in both projects (PGlite, and PostgreSQL when TEST_DATABASE_URL is set); every other
 * test file only in the PGlite one (vitest.config.ts, docs/features/testing.md).
 */
export function testDatabaseKinds(): DatabaseKind[] {
  return [currentTestDatabase()];
}

let sharedPglite: Promise<PGlite> | undefined;
let sharedPgliteInUse = false;

/**
 * One migrated PGlite per test file (worker), emptied between tests; starting PGlite is the slow part. Under Vitest it
 * is loaded from the run's migrated snapshot (1–2.3 s instead of 7–14 s on a loaded machine); elsewhere it is made and migrated here.
 */
function migratedPglite(): Promise<PGlite> {
  sharedPglite ??= (async () => {
    const snapshot = pgliteSnapshotPath();
    if (existsSync(snapshot)) {
      return PGlite.create({ loadDataDir: new Blob([readFileSync(snapshot)]) });
    }
    const client = await PGlite.create();
    await pgliteDatabase(client).migrate();
    return client;
  })();
  return sharedPglite;
}

async function emptyAllTables(client: PGlite): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    `select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
  );
  if (rows.length === 0) return;
  await client.exec(`truncate ${rows.map((r) => r.name).join(', ')} restart identity cascade`);
}

export interface TestDatabase extends DatabaseHandle {
  /** Connection URL of a PostgreSQL test database, for tests that start another process on it. */
  url?: string;
}

/** A fresh, migrated, empty database of the given kind. `close()` releases it. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const shared = await migratedPglite();
    if (sharedPgliteInUse) return pgliteDatabase((await shared.clone()) as PGlite);
    sharedPgliteInUse = true;
    await emptyAllTables(shared);
    return {
      ...pgliteDatabase(shared),
      async close() {
        sharedPgliteInUse = false;
      },
    };
  }
  const adminUrl = testDatabaseConfig.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set: PostgreSQL tests cannot run');
  const template = await ensureTemplate(adminUrl);
  const name = `sightline_test_${createDocumentId().slice(0, 12)}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}" template "${template}"`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(adminUrl, name);
  const handle = openPostgres({ url, maxConnections: 4 });
  return {
    ...handle,
    url,
    async close() {
      await handle.close();
      const dropper = postgres(adminUrl, { max: 1, onnotice: () => {} });
      try {
        await dropper.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
