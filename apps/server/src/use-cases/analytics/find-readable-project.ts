import { NotFoundError } from '@sightline/contracts';
import { type AuthContext, findDataVersion, type ProjectDataVersion } from '@sightline/db';
import { authorize } from '../../auth/authorize.ts';
import { tenantOf } from '../../auth/request-auth.ts';
import type { Services } from '../../services.ts';

/**
 * A project of the caller's organizations that the caller may read (any member), with its data version; a project
 * of another organization, or none, is not found. Every analytics read starts here, before any cache is consulted.
 */
export async function findReadableProject(
  services: Services,
  auth: AuthContext,
  projectKey: string,
): Promise<ProjectDataVersion> {
  const found = await findDataVersion(services.db, projectKey, tenantOf(auth));
  if (!found) throw new NotFoundError('Project not found');
  authorize(auth, found.organizationId, 'read');
  return found;
}
