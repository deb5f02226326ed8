import type { AuthResponse } from '@sightline/contracts';
import { findDocument, loadAuthContext, type UserRow } from '@sightline/db';
import type { Services } from '../../services.ts';

/**
 * The user as the API shows it to themselves (no credentials), read through the same query layer as every document,
 * with the user's own organizations as the tenant (so their memberships can be populated).
 */
export async function publicUser(services: Services, userId: number, query = {}) {
  const context = await loadAuthContext(services.db, userId);
  const organizationIds = context?.memberships.map((m) => m.organizationId) ?? [];
  const user = await findDocument(services.db, 'users', userId, {
    query,
    tenant: { organizationIds, userId },
  });
  if (!user) throw new Error(`user ${userId} not found`);
  return user;
}

/** `{ jwt, user }`, the answer of sign-in, registration, reset and password change. */
export async function sessionResponse(services: Services, user: UserRow): Promise<AuthResponse> {
  const jwt = await services.tokens.issue({ userId: user.id, tokenVersion: user.tokenVersion });
  return { jwt, user: (await publicUser(services, user.id)) as AuthResponse['user'] };
}
