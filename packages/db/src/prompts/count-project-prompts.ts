import { count, eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { prompts } from '../schema/index.ts';

/** How many prompts the project has (active or not): what its prompt cap and its list's paging count. */
export async function countProjectPrompts(db: Database, projectId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(prompts).where(eq(prompts.projectId, projectId));
  return Number(row?.n ?? 0);
}
