import { ForbiddenError, NotFoundError } from '@sightline/contracts';
import { can, type Permission } from '@sightline/core';
import type { AuthContext, Membership } from '@sightline/db';

/**
 * The caller's membership in an organization, when they hold `permission` there. Not a member: 404 (the
 * document does not exist for them). A member without the permission: 403.
 */
export function authorize(auth: AuthContext, organizationId: number, permission: Permission): Membership {
  const membership = auth.memberships.find((m) => m.organizationId === organizationId);
  if (!membership) throw new NotFoundError();
  if (!can(membership.role, permission)) {
    throw new ForbiddenError(`Your role (${membership.role}) does not allow this`);
  }
  return membership;
}
