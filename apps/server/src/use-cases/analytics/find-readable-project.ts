import type { AuthContext } from '@sightline/db';
import { findProjectFor, type ProjectAccess } from '../../auth/find-project-for.ts';
import type { Services } from '../../services.ts';

/**
 * A project of the caller's organizations that the caller may read (any member), with its data version; a project
 * of another organization, or none, is not found. Every analytics read starts here, before any cache is consulted.
 */
export function findReadableProject(
  services: Services,
  auth: AuthContext,
  projectKey: string,
): Promise<ProjectAccess> {
  return findProjectFor(services, auth, projectKey, 'read');
}
