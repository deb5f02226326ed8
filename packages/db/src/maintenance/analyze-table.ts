import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';

/** `ANALYZE` of one table named by `findTablesToAnalyze` (schema-qualified and quoted there, never by a user). */
export async function analyzeTable(db: Database, name: string): Promise<void> {
  if (!/^("[^"]+"|[a-z_][a-z0-9_$]*)\.("[^"]+"|[a-z_][a-z0-9_$]*)$/.test(name)) {
    throw new Error(`not a qualified table name: ${name}`);
  }
  await db.execute(sql.raw(`analyze ${name}`));
}
