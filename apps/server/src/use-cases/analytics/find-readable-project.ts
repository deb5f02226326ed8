import { NotFoundError } from '@sightline/contracts';
import { type AuthContext, findDataVersion, resolveDocument } from '@sightline/db';
import { authorize } from '../../auth/authorize.ts';
import { tenantOf } from '../../auth/request-auth.ts';
import type { Services } from '../../services.ts';

export interface ReadableProject {
  id: number;
  organizationId: number;
  /** What keys its cached analytics (see bumpDataVersion). */
  dataVersion: number;
  timezone: string;
}

/**
 * A project of the caller's organizations that the caller may read (any member), with its data version; a project
 * of another organization, or none, is not found. Every analytics read starts here, before any cache is consulted.
 */
export async function findReadableProject(
  services: Services,
  auth: AuthContext,
  projectKey: string,
): Promise<ReadableProject> {
  const found = await resolveDocument(services.db, 'projects', projectKey, tenantOf(auth));
  if (!found) throw new NotFoundError('Project not found');
  authorize(auth, found.organizationId, 'read');
  const version = await findDataVersion(services.db, found.id);
  if (!version) throw new NotFoundError('Project not found');
  return { id: found.id, organizationId: found.organizationId, ...version };
}
