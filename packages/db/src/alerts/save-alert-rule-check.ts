import { eq, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { alertEvents, alertRules } from '../schema/index.ts';

/**
 * Keeps what a rule's last check said (the rule's `updated_at` stays: the rule itself did not change) and, when the
 * check fired, claims the rule's alert of the day in the same transaction, so that no reader sees a fired check
 * without its fired day. True when the alert was claimed now (the first claim of the day; false when the rule already
 * fired that day, or there was nothing to claim).
 */
export async function saveAlertRuleCheck(
  db: Database,
  ruleId: number,
  check: unknown,
  claim?: { day: string; organizationId: number; projectId: number; facts: unknown },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx
      .update(alertRules)
      .set({ lastCheck: check, updatedAt: sql`${alertRules.updatedAt}` })
      .where(eq(alertRules.id, ruleId));
    if (!claim) return false;
    const rows = await tx
      .insert(alertEvents)
      .values({ ruleId, ...claim })
      .onConflictDoNothing()
      .returning({ ruleId: alertEvents.ruleId });
    return rows.length > 0;
  });
}
