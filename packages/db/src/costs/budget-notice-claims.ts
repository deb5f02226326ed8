import { and, eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { budgetNotices } from '../schema/index.ts';

export interface BudgetNoticeInput {
  projectId: number;
  organizationId: number;
  /** Local month, `YYYY-MM`. */
  month: string;
  budget: number;
  monthCost: number;
}

/**
 * Claims the one "budget reached" mail of a project and month: true for the first caller only (the row's key is
 * the project and month), so concurrent refusals in several workers send it once.
 */
export async function claimBudgetNotice(db: Database, notice: BudgetNoticeInput): Promise<boolean> {
  const inserted = await db
    .insert(budgetNotices)
    .values(notice)
    .onConflictDoNothing({ target: [budgetNotices.projectId, budgetNotices.month] })
    .returning({ projectId: budgetNotices.projectId });
  return inserted.length > 0;
}

/** Gives a claim back (the mail could not be sent): the next refused collect of the month tries again. */
export async function releaseBudgetNotice(db: Database, projectId: number, month: string): Promise<void> {
  await db
    .delete(budgetNotices)
    .where(and(eq(budgetNotices.projectId, projectId), eq(budgetNotices.month, month)));
}
