import { type AuthContext, sumCostsByEngineAndMonth } from '@sightline/db';
import { findProjectFor } from '../../auth/find-project-for.ts';
import type { Services } from '../../services.ts';

/** `GET /api/v1/projects/:id/costs`: tokens and cost of the project's answers per month and engine. */
export async function projectCosts(services: Services, auth: AuthContext, projectKey: string) {
  const project = await findProjectFor(services, auth, projectKey, 'read');
  return sumCostsByEngineAndMonth(services.db, project.id);
}
