import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type DatabaseKind = 'pglite' | 'postgres';

/** Drizzle database over either driver: code above `packages/db` never sees which one. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  readonly kind: DatabaseKind;
  readonly db: Database;
  /** How the job queue reaches the same database: PGlite's one in-process client, or PostgreSQL's URL. */
  readonly connection: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };
  /** Applies committed migrations that have not run yet; safe to call from several processes at once. */
  migrate(): Promise<void>;
  /** Round-trip to the database; resolves with the latency in milliseconds. */
  ping(): Promise<number>;
  close(): Promise<void>;
  /**
   * Holds background work off the database while an interactive request runs (embedded PGlite's single connection;
   * see priority/). Returns the release. A no-op on PostgreSQL, whose pool serves both at once.
   */
  holdForRequest(): () => void;
}

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));
