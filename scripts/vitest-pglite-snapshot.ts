import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgliteDatabase } from '../packages/db/src/pglite-database.ts';
import { pgliteSnapshotPath } from '../packages/db/src/testing/pglite-snapshot-path.ts';

/**
 * Vitest global setup: one migrated PGlite for the whole run, written as a data-directory tarball that every test
 * file's database is loaded from (packages/db/src/testing/test-database.ts). Starting PGlite from nothing (initdb in
 * WebAssembly) and running the migrations cost 7–14 s per test file on a loaded two-core machine; loading the tarball
 * 1–2.3 s. Made fresh for each run from the repository's migrations, so it can never be stale. Runs after
 * vitest-temp-dir.ts, so the file goes under the run's own temporary folder (`pgliteSnapshotPath`).
 */
export default async function setup(): Promise<void> {
  const client = await PGlite.create();
  await pgliteDatabase(client).migrate();
  const tarball = await client.dumpDataDir('none');
  await client.close();
  writeFileSync(pgliteSnapshotPath(), Buffer.from(await tarball.arrayBuffer()));
}
