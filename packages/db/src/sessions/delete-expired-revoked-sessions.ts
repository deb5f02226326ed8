import { lte } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { revokedSessions } from '../schema/index.ts';

/** Forgets revoked tokens that have expired (the signature check refuses them anyway); returns how many went. */
export async function deleteExpiredRevokedSessions(db: Database, now: Date = new Date()): Promise<number> {
  const removed = await db
    .delete(revokedSessions)
    .where(lte(revokedSessions.expiresAt, now))
    .returning({ tokenId: revokedSessions.tokenId });
  return removed.length;
}
