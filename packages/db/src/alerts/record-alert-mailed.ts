import { and, eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { alertEvents } from '../schema/index.ts';

/** Keeps who a rule's alert of a day was mailed to (they, and only they, are mailed its withdrawal). */
export async function recordAlertMailed(
  db: Database,
  event: { ruleId: number; day: string },
  userIds: readonly number[],
): Promise<void> {
  await db
    .update(alertEvents)
    .set({ mailedUserIds: [...userIds] })
    .where(and(eq(alertEvents.ruleId, event.ruleId), eq(alertEvents.day, event.day)));
}
