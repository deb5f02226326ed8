import type { Database } from '../database.ts';
import { revokedSessions } from '../schema/index.ts';

/** Records a session token (by its `jti`) as signed out; kept until the token would have expired anyway. */
export async function revokeSession(db: Database, tokenId: string, expiresAt: Date): Promise<void> {
  await db.insert(revokedSessions).values({ tokenId, expiresAt }).onConflictDoNothing();
}
