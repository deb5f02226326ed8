import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';

/** A table whose planner statistics are missing or older than a tenth of its size. */
export interface TableToAnalyze {
  /** Schema-qualified and quoted, ready for `ANALYZE`. */
  name: string;
  pages: number;
}

/**
 * The database's own tables (every schema but the system ones: Sightline's and pg-boss's) that have rows but no
 * statistics yet, or have grown by more than a tenth (and 8 pages) since `ANALYZE` last counted their pages — the
 * rule of PostgreSQL's autovacuum (`autovacuum_analyze_scale_factor` 0.1), read from sizes because PGlite keeps no
 * change counters. Largest first.
 */
export async function findTablesToAnalyze(db: Database): Promise<TableToAnalyze[]> {
  const result = await db.execute(sql`
    select format('%I.%I', n.nspname, c.relname) as name, sized.pages
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    cross join lateral (select (pg_relation_size(c.oid) / current_setting('block_size')::int)::int as pages) sized
    where c.relkind = 'r'
      and n.nspname not in ('pg_catalog', 'information_schema')
      and n.nspname not like 'pg_toast%'
      and n.nspname not like 'pg_temp%'
      and sized.pages > 0
      and (c.reltuples < 0 or sized.pages > c.relpages * 1.1 + 8)
    order by sized.pages desc`);
  return rawRows<{ name: string; pages: number }>(result).map((row) => ({
    name: row.name,
    pages: Number(row.pages),
  }));
}
