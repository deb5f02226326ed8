import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database.ts';
import { rawRows } from '../raw-rows.ts';
import { createTestDatabase, testDatabaseKinds } from '../testing/index.ts';
import { analyzeTable } from './analyze-table.ts';
import { findTablesToAnalyze } from './find-tables-to-analyze.ts';

const probe = 'public.stats_probe';

describe.each(testDatabaseKinds())('tables to analyze on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await createTestDatabase(kind);
    await handle.db.execute(sql`create table stats_probe (n integer, label text)`);
  });
  afterEach(async () => {
    await handle.db.execute(sql`drop table if exists stats_probe`);
    await handle.close();
  });
  const fill = (from: number, to: number) =>
    handle.db.execute(
      sql`insert into stats_probe select g, repeat('x', 40) from generate_series(${from}::int, ${to}::int) g`,
    );
  const names = async () => (await findTablesToAnalyze(handle.db)).map((table) => table.name);
  const estimate = async () =>
    Number(
      rawRows<{ reltuples: number }>(
        await handle.db.execute(sql`select reltuples from pg_class where oid = 'stats_probe'::regclass`),
      )[0]!.reltuples,
    );

  it('lists a table with rows and no statistics, and not once it is analysed', async () => {
    expect(await names()).not.toContain(probe); // empty: nothing to learn
    await fill(1, 20_000);
    const found = (await findTablesToAnalyze(handle.db)).find((table) => table.name === probe);
    expect(found?.pages).toBeGreaterThan(8);
    await analyzeTable(handle.db, probe);
    expect(await estimate()).toBe(20_000);
    expect(await names()).not.toContain(probe);
  });

  it('lists it again once it has grown by more than a tenth, not for a few rows more', async () => {
    await fill(1, 20_000);
    await analyzeTable(handle.db, probe);
    await fill(20_001, 20_500); // 2.5 %
    expect(await names()).not.toContain(probe);
    await fill(20_501, 30_000); // 50 %
    expect(await names()).toContain(probe);
    await analyzeTable(handle.db, probe);
    expect(await estimate()).toBe(30_000);
  });

  it('analyses only a qualified table name', async () => {
    await expect(analyzeTable(handle.db, 'public.stats_probe; drop table users')).rejects.toThrow(
      'not a qualified table name',
    );
    await expect(analyzeTable(handle.db, 'stats_probe')).rejects.toThrow('not a qualified table name');
  });
});
