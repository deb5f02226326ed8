import { NotFoundError } from '@sightline/contracts';
import { type AuthContext, resolveDocument, sumCostsByEngineAndMonth } from '@sightline/db';
import { authorize } from '../../auth/authorize.ts';
import { tenantOf } from '../../auth/request-auth.ts';
import type { Services } from '../../services.ts';

/** `GET /api/v1/projects/:id/costs`: tokens and cost of the project's answers per month and engine. */
export async function projectCosts(services: Services, auth: AuthContext, projectKey: string) {
  const project = await resolveDocument(services.db, 'projects', projectKey, tenantOf(auth));
  if (!project) throw new NotFoundError('Project not found');
  authorize(auth, project.organizationId, 'read');
  return sumCostsByEngineAndMonth(services.db, project.id);
}
