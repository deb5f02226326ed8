import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rateLimitCounters } from '../schema/index.ts';

/**
 * Takes one hit back from a counter whose window is still open (an attempt that turned out to be legitimate, such as
 * a correct password). Never below zero, and a window that has ended is left alone.
 */
export async function refundRateLimit(db: Database, key: string, now: Date = new Date()): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`${rateLimitCounters.count} - 1` })
    .where(
      and(
        eq(rateLimitCounters.key, key),
        gt(rateLimitCounters.count, 0),
        gt(rateLimitCounters.windowEndsAt, now),
      ),
    );
}
