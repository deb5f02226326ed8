import { and, asc, eq, gte, isNull } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { alertEvents } from '../schema/index.ts';

export interface AlertEventRow {
  ruleId: number;
  day: string;
  facts: unknown;
}

/** A project's alerts of the local days from `sinceDay` on that have not been withdrawn, oldest first. */
export function listAlertEventsToRecheck(
  db: Database,
  projectId: number,
  sinceDay: string,
): Promise<AlertEventRow[]> {
  return db
    .select({ ruleId: alertEvents.ruleId, day: alertEvents.day, facts: alertEvents.facts })
    .from(alertEvents)
    .where(
      and(
        eq(alertEvents.projectId, projectId),
        gte(alertEvents.day, sinceDay),
        isNull(alertEvents.withdrawnAt),
      ),
    )
    .orderBy(asc(alertEvents.day), asc(alertEvents.ruleId));
}
