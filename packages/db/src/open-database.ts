import { join } from 'node:path';
import type { DatabaseHandle } from './database.ts';
import { memoryDataDir, openPglite } from './pglite-database.ts';
import { openPostgres } from './postgres-database.ts';

export interface DatabaseConfig {
  /** `postgres://…` for PostgreSQL, `memory://` for an in-memory PGlite; unset for PGlite on disk. */
  url?: string | undefined;
  /** Sightline's data directory; embedded PGlite keeps its files in `<dataDir>/db`. */
  dataDir: string;
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

/** The one place that picks the database driver from configuration. Migrations are applied before it returns. */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  if (config.url && isPostgresUrl(config.url)) handle = openPostgres({ url: config.url });
  else if (config.url === memoryDataDir) handle = await openPglite(memoryDataDir);
  else if (config.url) throw new Error(`Unsupported database URL scheme: ${config.url.split(':')[0]}`);
  else handle = await openPglite(join(config.dataDir, 'db'));
  try {
    await handle.migrate();
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
  return handle;
}
