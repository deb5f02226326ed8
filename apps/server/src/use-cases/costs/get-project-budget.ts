import type { ProjectBudget } from '@sightline/contracts';
import { NotFoundError } from '@sightline/contracts';
import { type AuthContext, listBudgetBases } from '@sightline/db';
import { findProjectFor } from '../../auth/find-project-for.ts';
import type { Services } from '../../services.ts';
import { budgetStatus } from './budget-status.ts';

/** `GET /api/v1/projects/:id/budget`: any member reads the budget, the month so far and its projection. */
export async function getProjectBudget(
  services: Services,
  auth: AuthContext,
  projectKey: string,
): Promise<ProjectBudget> {
  const project = await findProjectFor(services, auth, projectKey, 'read');
  const [basis] = await listBudgetBases(services.db, { projectId: project.id });
  if (!basis) throw new NotFoundError('Project not found');
  return budgetStatus(services, basis);
}
