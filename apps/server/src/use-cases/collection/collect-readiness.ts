import { type CollectReadinessResponse, NotFoundError } from '@sightline/contracts';
import { can } from '@sightline/core';
import { type AuthContext, findCollectTarget } from '@sightline/db';
import { findProjectFor } from '../../auth/find-project-for.ts';
import type { Services } from '../../services.ts';
import { engineReadiness } from './engine-readiness.ts';

/**
 * `GET /api/v1/projects/:id/collect-readiness`: before "collect now", which of the project's engines can be asked
 * (any member who can see the project; another organization's project is not found). Says whether the caller may
 * connect engines, so the web app offers it or says to ask an admin.
 */
export async function collectReadiness(
  services: Services,
  auth: AuthContext,
  projectKey: string,
): Promise<CollectReadinessResponse> {
  const project = await findProjectFor(services, auth, projectKey, 'read');
  const target = await findCollectTarget(services.db, project.id);
  if (!target) throw new NotFoundError('Project not found');
  const engines = await engineReadiness(services, target.organizationId, target.engines, target.simulated);
  return {
    data: {
      engines,
      simulated: target.simulated,
      canManageEngines: can(project.membership.role, 'manageEngines'),
    },
    meta: {},
  };
}
