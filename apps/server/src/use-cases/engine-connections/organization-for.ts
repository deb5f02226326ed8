import type { Permission } from '@sightline/contracts';
import type { AuthContext } from '@sightline/db';
import { findDocumentFor } from '../../auth/find-document-for.ts';
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
  const organization = await findDocumentFor(
    services,
    auth,
    'sightline-organizations',
    key,
    permission,
    'Organization not found',
  );
  return { id: organization.id };
}
