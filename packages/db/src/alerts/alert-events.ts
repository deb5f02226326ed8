import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { alertEvents } from '../schema/index.ts';

/** Gives a claim back (its delivery failed: the next evaluation of the day tries again). */
export async function releaseAlertEvent(db: Database, ruleId: number, day: string): Promise<void> {
  await db.delete(alertEvents).where(and(eq(alertEvents.ruleId, ruleId), eq(alertEvents.day, day)));
}

/** The last local day each rule fired, of the alerts not withdrawn. */
export async function lastAlertDays(db: Database, ruleIds: readonly number[]): Promise<Map<number, string>> {
  if (ruleIds.length === 0) return new Map();
  const rows = await db
    .select({ ruleId: alertEvents.ruleId, day: sql<string>`max(${alertEvents.day})::text` })
    .from(alertEvents)
    .where(and(inArray(alertEvents.ruleId, [...ruleIds]), isNull(alertEvents.withdrawnAt)))
    .groupBy(alertEvents.ruleId);
  return new Map(rows.map((r) => [Number(r.ruleId), r.day]));
}
