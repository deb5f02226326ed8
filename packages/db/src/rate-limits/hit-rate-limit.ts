import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rateLimitCounters } from '../schema/index.ts';

export interface RateLimitHit {
  /** Hits in the current window, this one included. */
  count: number;
  windowEndsAt: Date;
}

/**
 * Counts one hit on a fixed-window counter shared by every process on this database, atomically: a key seen for
 * the first time, or whose window has ended, starts a new window of `windowMs` with a count of 1.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  windowMs: number,
  now: Date = new Date(),
): Promise<RateLimitHit> {
  const windowEndsAt = new Date(now.getTime() + windowMs);
  const expired = sql`${rateLimitCounters.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, windowEndsAt })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
        windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${rateLimitCounters.windowEndsAt} end`,
      },
    })
    .returning({ count: rateLimitCounters.count, windowEndsAt: rateLimitCounters.windowEndsAt });
  return { count: row!.count, windowEndsAt: row!.windowEndsAt };
}
