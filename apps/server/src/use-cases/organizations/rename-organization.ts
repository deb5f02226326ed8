import { NotFoundError, OrganizationData } from '@sightline/contracts';
import { type AuthContext, findDocument, resolveDocument, updateDocument } from '@sightline/db';
import { authorize } from '../../auth/authorize.ts';
import { tenantOf } from '../../auth/request-auth.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { Services } from '../../services.ts';

/** Renames an organization (owners only). */
export async function renameOrganization(services: Services, auth: AuthContext, key: string, data: unknown) {
  const tenant = tenantOf(auth);
  const organization = await resolveDocument(services.db, 'sightline-organizations', key, tenant);
  if (!organization) throw new NotFoundError('Organization not found');
  const { name } = parseInput(OrganizationData, data);
  authorize(auth, organization.id, 'manageOrganization');
  await updateDocument(services.db, 'sightline-organizations', organization.id, { name });
  return findDocument(services.db, 'sightline-organizations', organization.id, { tenant, query: {} });
}
