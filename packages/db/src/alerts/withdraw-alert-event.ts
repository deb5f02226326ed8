import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { alertEvents, notifications } from '../schema/index.ts';

/**
 * Withdraws a rule's alert of a local day, once: the event keeps the new numbers (`facts`), and every notification
 * of it gets `withdrawn: { at, facts }` in its payload and is unread again — in one transaction. Returns the users the
 * alert was mailed to, or null when it was already withdrawn (by another check) or is gone.
 */
export async function withdrawAlertEvent(
  db: Database,
  event: { ruleId: number; day: string; facts: unknown; at: Date },
): Promise<{ mailedUserIds: number[] } | null> {
  return db.transaction(async (tx) => {
    const [withdrawn] = await tx
      .update(alertEvents)
      .set({ withdrawnAt: event.at, withdrawnFacts: event.facts })
      .where(
        and(
          eq(alertEvents.ruleId, event.ruleId),
          eq(alertEvents.day, event.day),
          isNull(alertEvents.withdrawnAt),
        ),
      )
      .returning({ mailedUserIds: alertEvents.mailedUserIds });
    if (!withdrawn) return null;
    const mark = { withdrawn: { at: event.at.toISOString(), facts: event.facts } };
    await tx
      .update(notifications)
      .set({ payload: sql`${notifications.payload} || ${JSON.stringify(mark)}::jsonb`, readAt: null })
      .where(and(eq(notifications.alertRuleId, event.ruleId), eq(notifications.alertDay, event.day)));
    return { mailedUserIds: withdrawn.mailedUserIds.map(Number) };
  });
}
