import { deleteExpiredRevokedSessions, revokeSession } from '@sightline/db';
import type { VerifiedSession } from '../../auth/session-tokens.ts';
import type { Services } from '../../services.ts';

/**
 * Signs out: the request's session token stops working at once, on every API process (its id is kept until the
 * token would have expired anyway; expired ids are cleared on the way).
 */
export async function signOut(services: Services, session: VerifiedSession): Promise<{ ok: true }> {
  await revokeSession(services.db, session.tokenId, session.expiresAt);
  await deleteExpiredRevokedSessions(services.db);
  return { ok: true };
}
