import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { chats } from '../schema/index.ts';
import { type AnalyticsFilter, promptFilterCondition } from './analytics-filter.ts';

/** Whether any chat within the filter was answered by the simulator (the dashboard must say so). */
export async function hasSimulatedChats(db: Database, filter: AnalyticsFilter): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(chats)
    .where(and(promptFilterCondition(chats, filter), eq(chats.simulated, true)))
    .limit(1);
  return rows.length > 0;
}
