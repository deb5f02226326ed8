import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';

/** Whether any stored answer of the project is simulated (read from the small partial index of simulated chats). */
export async function hasSimulatedAnswers(db: Database, projectId: number): Promise<boolean> {
  const [row] = rawRows<{ found: boolean }>(
    await db.execute(
      sql`select exists (select 1 from chats where project_id = ${projectId} and simulated) as found`,
    ),
  );
  return Boolean(row?.found);
}
