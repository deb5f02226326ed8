import { count, eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { prompts } from '../schema/index.ts';

/** How many prompts the organization's projects have: the total of its paged prompt status list. */
export async function countOrganizationPrompts(db: Database, organizationId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(prompts)
    .where(eq(prompts.organizationId, organizationId));
  return Number(row?.n ?? 0);
}
