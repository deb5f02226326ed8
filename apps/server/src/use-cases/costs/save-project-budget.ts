import { NotFoundError, type ProjectBudget, ProjectBudgetData } from '@sightline/contracts';
import { type AuthContext, listBudgetBases, setProjectBudget } from '@sightline/db';
import { findProjectFor } from '../../auth/find-project-for.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { Services } from '../../services.ts';
import { budgetStatus } from './budget-status.ts';

/**
 * `PUT /api/v1/projects/:id/budget`: sets (USD, kept to the cent) or removes (null) the monthly budget; editors and
 * above, like the project's other settings. Raising it above the month's cost, or removing it, resumes collection
 * from the next collect (nothing missed meanwhile is collected again).
 */
export async function saveProjectBudget(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  data: unknown,
): Promise<ProjectBudget> {
  const project = await findProjectFor(services, auth, projectKey, 'editContent');
  const { monthlyBudget } = parseInput(ProjectBudgetData, data);
  await setProjectBudget(
    services.db,
    project.id,
    monthlyBudget === null ? null : Math.round(monthlyBudget * 100) / 100,
  );
  const [basis] = await listBudgetBases(services.db, { projectId: project.id });
  if (!basis) throw new NotFoundError('Project not found');
  return budgetStatus(services, basis);
}
