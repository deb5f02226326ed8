import { NotFoundError } from '@sightline/contracts';
import type { Permission } from '@sightline/core';
import { type AuthContext, findDataVersion, type Membership, type ProjectDataVersion } from '@sightline/db';
import type { Services } from '../services.ts';
import { authorize } from './authorize.ts';
import { tenantOf } from './request-auth.ts';

export interface ProjectAccess extends ProjectDataVersion {
  /** The caller's membership in the project's organization (holds `permission`). */
  membership: Membership;
}

/**
 * The one way a use-case reaches a project: found by id or documentId among the caller's organizations, else 404
 * (another organization's project does not exist for the caller); then the caller's role must hold `permission`,
 * else 403. Returns what keys the project's analytics (data version, timezone) with the membership.
 */
export async function findProjectFor(
  services: Services,
  auth: AuthContext,
  projectKey: string | number,
  permission: Permission,
): Promise<ProjectAccess> {
  const found = await findDataVersion(services.db, projectKey, tenantOf(auth));
  if (!found) throw new NotFoundError('Project not found');
  const membership = authorize(auth, found.organizationId, permission);
  return { ...found, membership };
}
