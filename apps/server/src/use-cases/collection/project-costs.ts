import type { CostsQuery, ProjectCostsResponse } from '@sightline/contracts';
import { type AuthContext, hasSimulatedAnswers, sumCostsByEngineAndMonth } from '@sightline/db';
import { findProjectFor } from '../../auth/find-project-for.ts';
import type { Services } from '../../services.ts';

/**
 * `GET /api/v1/projects/:id/costs`: tokens and cost of the project's answers per month and engine (optionally only
 * the months `from`..`to`), with the project's timezone and whether any of its answers is simulated (costs 0).
 */
export async function projectCosts(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  query: CostsQuery = {},
): Promise<ProjectCostsResponse> {
  const project = await findProjectFor(services, auth, projectKey, 'read');
  const [rows, simulated] = await Promise.all([
    sumCostsByEngineAndMonth(services.db, project.id, query),
    hasSimulatedAnswers(services.db, project.id),
  ]);
  return {
    data: rows as ProjectCostsResponse['data'],
    meta: { timezone: project.timezone, simulated },
  };
}
