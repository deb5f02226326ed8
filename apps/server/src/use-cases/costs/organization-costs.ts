import type { CostsQuery, EngineId, OrganizationCostsResponse } from '@sightline/contracts';
import { type AuthContext, listBudgetBases, sumOrganizationCosts } from '@sightline/db';
import type { Services } from '../../services.ts';
import { organizationFor } from '../engine-connections/organization-for.ts';
import { budgetStatus } from './budget-status.ts';

/**
 * `GET /api/v1/organizations/:id/costs`: any member reads every project's tokens and cost per month and engine, and
 * each project's current month (budget, paused, projection). Another organization's id is not found (404).
 */
export async function organizationCosts(
  services: Services,
  auth: AuthContext,
  organizationKey: string,
  query: CostsQuery,
): Promise<OrganizationCostsResponse['data']> {
  const organization = await organizationFor(services, auth, organizationKey, 'read');
  const [rows, bases] = await Promise.all([
    sumOrganizationCosts(services.db, organization.id, query),
    listBudgetBases(services.db, { organizationId: organization.id }),
  ]);
  const documentIds = new Map(bases.map((b) => [b.id, b.documentId]));
  const projects = [];
  // One project at a time: a few small queries each, and PGlite has one connection anyway.
  for (const basis of bases) {
    projects.push({
      documentId: basis.documentId,
      name: basis.name,
      simulated: basis.simulated,
      status: basis.status,
      budget: await budgetStatus(services, basis),
    });
  }
  return {
    rows: rows.map(({ projectId, ...row }) => ({
      ...row,
      engine: row.engine as EngineId,
      project: documentIds.get(projectId) ?? String(projectId),
    })),
    projects,
  };
}
