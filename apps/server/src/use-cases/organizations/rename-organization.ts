import { OrganizationData } from '@sightline/contracts';
import { type AuthContext, findDocument, updateDocument } from '@sightline/db';
import { findDocumentFor } from '../../auth/find-document-for.ts';
import { tenantOf } from '../../auth/request-auth.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { Services } from '../../services.ts';

/** Renames an organization (owners only). */
export async function renameOrganization(services: Services, auth: AuthContext, key: string, data: unknown) {
  const organization = await findDocumentFor(
    services,
    auth,
    'sightline-organizations',
    key,
    'manageOrganization',
    'Organization not found',
  );
  const { name } = parseInput(OrganizationData, data);
  await updateDocument(services.db, 'sightline-organizations', organization.id, { name });
  return findDocument(services.db, 'sightline-organizations', organization.id, {
    tenant: tenantOf(auth),
    query: {},
  });
}
