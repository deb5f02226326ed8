import { eq, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { alertRules } from '../schema/index.ts';

/** Keeps what a rule's last check said; the rule's `updated_at` stays (the rule itself did not change). */
export async function saveAlertRuleCheck(db: Database, ruleId: number, check: unknown): Promise<void> {
  await db
    .update(alertRules)
    .set({ lastCheck: check, updatedAt: sql`${alertRules.updatedAt}` })
    .where(eq(alertRules.id, ruleId));
}
