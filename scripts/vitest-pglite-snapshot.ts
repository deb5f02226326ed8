import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteDatabase } from '../packages/db/src/pglite-database.ts';

/**
 * Vitest global setup: one migrated PGlite for the whole run, written as a data-directory tarball that every test
 * file's database is loaded from (packages/db/src/testing/test-database.ts). Starting PGlite from nothing (initdb in
 * WebAssembly) and running the migrations cost about 4 s per test file on two cores; loading the tarball about 1 s.
 * Made fresh for each run from the repository's migrations, so it can never be stale. Runs after vitest-temp-dir.ts,
 * so the file goes under the run's own temporary folder.
 */
export default async function setup(): Promise<void> {
  const client = await PGlite.create();
  await pgliteDatabase(client).migrate();
  const tarball = await client.dumpDataDir('none');
  await client.close();
  const path = join(tmpdir(), 'pglite-migrated.tar');
  writeFileSync(path, Buffer.from(await tarball.arrayBuffer()));
  process.env.TEST_PGLITE_SNAPSHOT = path;
}
