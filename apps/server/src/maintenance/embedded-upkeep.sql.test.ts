import { findCheckpointRedo, findTablesToAnalyze } from '@sightline/db';
import { createTestDatabase, testDatabaseKinds } from '@sightline/db/testing';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { waitUntil } from '#testing/wait-until.ts';
import { startEmbeddedUpkeep } from './embedded-upkeep.ts';

const logger = pino({ level: 'silent' });
const probe = 'public.stats_probe';

describe.each(testDatabaseKinds())('embedded database upkeep on %s', (kind) => {
  it(
    kind === 'pglite'
      ? 'analyses the tables that need it and checkpoints by itself, shortly after start, and stops'
      : 'leaves a server to its autovacuum and checkpointer, though a pass can still be run',
    async () => {
      const database = await createTestDatabase(kind);
      try {
        const redo = await findCheckpointRedo(database.db);
        await database.db.execute(sql`create table stats_probe (n integer)`);
        await database.db.execute(sql`insert into stats_probe select g from generate_series(1, 20000) g`);
        const upkeep = startEmbeddedUpkeep({ database, logger, intervalMs: 60_000, firstRunMs: 20 });
        const pending = async () => (await findTablesToAnalyze(database.db)).map((table) => table.name);
        if (kind === 'postgres') {
          // A server's own autovacuum may or may not have come by: a pass run by hand leaves nothing pending.
          await upkeep.runOnce();
          expect(await pending()).not.toContain(probe);
        } else {
          const after = await waitUntil(
            'the first upkeep pass',
            async () => ({ pending: await pending(), redo: await findCheckpointRedo(database.db) }),
            (after) => !after.pending.includes(probe) && after.redo > redo,
            { intervalMs: 50 },
          );
          expect(after.pending).not.toContain(probe);
          // The pass ends with a checkpoint: the log written by the inserts above is behind it.
          expect(after.redo).toBeGreaterThan(redo);
        }
        await upkeep.stop();
        expect(await upkeep.runOnce()).toEqual([]);
      } finally {
        await database.db.execute(sql`drop table if exists stats_probe`);
        await database.close();
      }
    },
  );
});
