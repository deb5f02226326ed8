import { and, eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { budgetNotices } from '../schema/index.ts';

/** When the "budget reached" mail of a project's month went out, or null. */
export async function findBudgetNotice(db: Database, projectId: number, month: string): Promise<Date | null> {
  const [row] = await db
    .select({ sentAt: budgetNotices.sentAt })
    .from(budgetNotices)
    .where(and(eq(budgetNotices.projectId, projectId), eq(budgetNotices.month, month)));
  return row?.sentAt ?? null;
}
