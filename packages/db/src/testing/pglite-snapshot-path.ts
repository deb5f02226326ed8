import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where Vitest's global setup (scripts/vitest-pglite-snapshot.ts) writes the run's migrated PGlite data directory:
 * the run's own temporary folder (scripts/vitest-temp-dir.ts), which the workers inherit. Outside Vitest no file is
 * there and each test database is made and migrated.
 */
export const pgliteSnapshotPath = (): string => join(tmpdir(), 'sightline-pglite-migrated.tar');
