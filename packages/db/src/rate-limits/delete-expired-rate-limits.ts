import { lte } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rateLimitCounters } from '../schema/index.ts';

/** Removes counters whose window has ended (they would restart at 1 anyway); returns how many went. */
export async function deleteExpiredRateLimits(db: Database, now: Date = new Date()): Promise<number> {
  const removed = await db
    .delete(rateLimitCounters)
    .where(lte(rateLimitCounters.windowEndsAt, now))
    .returning({ key: rateLimitCounters.key });
  return removed.length;
}
