import { NotFoundError, type Permission } from '@sightline/contracts';
import { type AuthContext, resolveDocument } from '@sightline/db';
import { authorize } from '../../auth/authorize.ts';
import { tenantOf } from '../../auth/request-auth.ts';
import type { Services } from '../../services.ts';

/**
 * The organization of `key` (document id or id) when the caller holds `permission` in it. Another
 * organization's is not found (404); a member without the permission gets 403.
 */
export async function organizationFor(
  services: Services,
  auth: AuthContext,
  key: string,
  permission: Permission,
): Promise<{ id: number }> {
  const organization = await resolveDocument(services.db, 'sightline-organizations', key, tenantOf(auth));
  if (!organization) throw new NotFoundError('Organization not found');
  authorize(auth, organization.id, permission);
  return { id: organization.id };
}
