import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { notifications } from '../schema/index.ts';

/** How many of these notifications (document ids) are the user's, in organizations they belong to. */
export async function countOwnNotifications(
  db: Database,
  who: { userId: number; organizationIds: readonly number[] },
  documentIds: readonly string[],
): Promise<number> {
  if (documentIds.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, who.userId),
        inArray(notifications.organizationId, [...who.organizationIds, 0]),
        inArray(notifications.documentId, [...documentIds]),
      ),
    );
  return Number(row?.n ?? 0);
}
