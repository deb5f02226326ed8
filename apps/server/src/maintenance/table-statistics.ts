import { analyzeTable, type DatabaseHandle, findTablesToAnalyze } from '@sightline/db';
import type { Logger } from 'pino';

export interface TableStatistics {
  /** One pass now: every table that needs it, one `ANALYZE` at a time. Resolves with the tables analysed. */
  runOnce(): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * Planner statistics for the embedded database. PostgreSQL's autovacuum analyses a table once a tenth of it has
 * changed; PGlite has no autovacuum, so without this its planner never learns how large the rollups have grown
 * and picks plans for one-row tables (a 30-day source-type chart of a large project spent 280 of its 350 ms
 * rescanning every domain once per row). Every `intervalMs` (and once shortly after start), the tables without
 * statistics or grown by a tenth are analysed one at a time, so that requests waiting for PGlite's single
 * connection are held up by one table's `ANALYZE` at most. Does nothing on PostgreSQL, or with an interval of 0.
 */
export function startTableStatistics({
  database,
  logger,
  intervalMs,
  firstRunMs = 5_000,
}: {
  database: DatabaseHandle;
  logger: Logger;
  intervalMs: number;
  firstRunMs?: number;
}): TableStatistics {
  let running: Promise<string[]> | null = null;
  let stopped = false;
  const runOnce = () => {
    running ??= (async () => {
      const analysed: string[] = [];
      try {
        for (const table of await findTablesToAnalyze(database.db)) {
          if (stopped) break;
          const started = performance.now();
          await analyzeTable(database.db, table.name);
          analysed.push(table.name);
          logger.debug(
            { table: table.name, pages: table.pages, ms: Math.round(performance.now() - started) },
            'table analysed',
          );
        }
      } catch (err) {
        logger.warn({ err }, 'could not analyse the embedded database’s tables');
      }
      return analysed;
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const active = database.kind === 'pglite' && intervalMs > 0;
  const first = active ? setTimeout(() => void runOnce(), firstRunMs) : null;
  const every = active ? setInterval(() => void runOnce(), intervalMs) : null;
  first?.unref();
  every?.unref();
  return {
    runOnce,
    async stop() {
      stopped = true;
      if (first) clearTimeout(first);
      if (every) clearInterval(every);
      await running;
    },
  };
}
