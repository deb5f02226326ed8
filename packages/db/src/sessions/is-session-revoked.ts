import { eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { revokedSessions } from '../schema/index.ts';

/** Whether the session token with this `jti` was signed out. */
export async function isSessionRevoked(db: Database, tokenId: string): Promise<boolean> {
  const [row] = await db
    .select({ tokenId: revokedSessions.tokenId })
    .from(revokedSessions)
    .where(eq(revokedSessions.tokenId, tokenId))
    .limit(1);
  return row !== undefined;
}
