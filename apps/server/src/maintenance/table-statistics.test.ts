import { findTablesToAnalyze } from '@sightline/db';
import { createTestDatabase, testDatabaseKinds } from '@sightline/db/testing';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { startTableStatistics } from './table-statistics.ts';

const logger = pino({ level: 'silent' });

describe.each(testDatabaseKinds)('table statistics on %s', (kind) => {
  it(
    kind === 'pglite'
      ? 'analyses the tables that need it by itself, shortly after start, and stops'
      : 'leaves a server to its autovacuum, though a pass can still be run',
    async () => {
      const database = await createTestDatabase(kind);
      try {
        await database.db.execute(sql`create table stats_probe (n integer)`);
        await database.db.execute(sql`insert into stats_probe select g from generate_series(1, 20000) g`);
        const statistics = startTableStatistics({ database, logger, intervalMs: 60_000, firstRunMs: 20 });
        const pending = async () => (await findTablesToAnalyze(database.db)).map((table) => table.name);
        // A server's own autovacuum may or may not have come by: a pass run by hand leaves nothing pending either way.
        if (kind === 'postgres') await statistics.runOnce();
        await vi.waitFor(async () => expect(await pending()).not.toContain('public.stats_probe'), {
          timeout: 15_000,
          interval: 50,
        });
        await statistics.stop();
        expect(await statistics.runOnce()).toEqual([]);
      } finally {
        await database.db.execute(sql`drop table if exists stats_probe`);
        await database.close();
      }
    },
  );
});
