import { analyzeTable, checkpoint, type DatabaseHandle, findTablesToAnalyze } from '@sightline/db';
import type { Logger } from 'pino';

export interface EmbeddedUpkeep {
  /** One pass now: `ANALYZE` of every table that needs it, one at a time, then a checkpoint (PGlite). */
  runOnce(): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * What PostgreSQL's background processes do on a server and the embedded database (a single PGlite backend) does
 * not do by itself:
 * - planner statistics (autovacuum's `ANALYZE`): without them the planner took every rollup for a one-row table and
 *   a 30-day source-type chart of a large project rescanned every domain once per row (280 of its 350 ms). The
 *   tables without statistics or grown by a tenth are analysed, one at a time, so that requests waiting for PGlite's
 *   single connection wait for one table at most;
 * - checkpoints (the checkpointer): PGlite checkpoints only when it closes, so its write-ahead log grew without end
 *   (22 GB while a year of history was analysed); after a checkpoint its segments are reused.
 * A pass runs shortly after start and every `intervalMs`. Does nothing on PostgreSQL, or with an interval of 0;
 * `runOnce` can still be called (it then only analyses).
 */
export function startEmbeddedUpkeep({
  database,
  logger,
  intervalMs,
  firstRunMs = 5_000,
}: {
  database: DatabaseHandle;
  logger: Logger;
  intervalMs: number;
  firstRunMs?: number;
}): EmbeddedUpkeep {
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
        if (!stopped && database.kind === 'pglite') await checkpoint(database.db);
      } catch (err) {
        logger.warn({ err }, 'could not keep up the embedded database (statistics, checkpoint)');
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
