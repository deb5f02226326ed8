import {
  type OrganizationBudgetSort,
  type OrganizationBudgetsQuery,
  type OrganizationBudgetsResponse,
  type OrganizationCostProject,
  organizationBudgetSorts,
} from '@sightline/contracts';
import { type AuthContext, listBudgetBases } from '@sightline/db';
import { pageMeta, parsePage } from '../../http/page-query.ts';
import { parseSort } from '../../http/sort-query.ts';
import type { Services } from '../../services.ts';
import { organizationFor } from '../engine-connections/organization-for.ts';
import { budgetStatuses } from './budget-status.ts';

/** Sorts that read best rising: names A→Z, and status paused → active → inactive. */
const risingSorts: readonly OrganizationBudgetSort[] = ['name', 'status'];

const statusRank = (p: OrganizationCostProject) => (p.budget.paused ? 0 : p.status === 'active' ? 1 : 2);

/** A row's value for a sort; null (no budget, no projection) always goes last. */
const sortValue: Record<OrganizationBudgetSort, (p: OrganizationCostProject) => string | number | null> = {
  name: (p) => p.name,
  status: statusRank,
  monthCost: (p) => p.budget.monthCost,
  budget: (p) => (p.budget.monthlyBudget === null ? null : p.budget.monthCost / p.budget.monthlyBudget),
  projected: (p) => p.budget.projection.cost,
  unpriced: (p) => p.budget.monthUnpriced,
};

const byName = new Intl.Collator('ko', { numeric: true });

function compare(sort: { key: OrganizationBudgetSort; direction: 'asc' | 'desc' }) {
  const value = sortValue[sort.key];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return (a: OrganizationCostProject, b: OrganizationCostProject) => {
    const [x, y] = [value(a), value(b)];
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      const order = typeof x === 'string' ? byName.compare(x, String(y)) : x - (y as number);
      if (order !== 0) return sign * order;
    }
    return byName.compare(a.name, b.name) || a.documentId.localeCompare(b.documentId);
  };
}

/**
 * `GET /api/v1/organizations/:id/budgets`: any member reads a page of the organization's projects with their current
 * local month (cost so far, budget, paused, projection), sorted by the server, and the summary of every project (the
 * page's tiles). Every project's status is read in one statement, so sorting by a computed value (the projection) is
 * exact across pages. Another organization's id is not found (404).
 */
export async function organizationBudgets(
  services: Services,
  auth: AuthContext,
  organizationKey: string,
  query: OrganizationBudgetsQuery,
): Promise<OrganizationBudgetsResponse> {
  const organization = await organizationFor(services, auth, organizationKey, 'read');
  const page = parsePage(query.pagination);
  const sort = parseSort(query.sort, organizationBudgetSorts, { key: 'name', direction: 'asc' }, risingSorts);
  const bases = await listBudgetBases(services.db, { organizationId: organization.id });
  const statuses = await budgetStatuses(services, bases);
  const projects: OrganizationCostProject[] = bases.map((basis, i) => ({
    documentId: basis.documentId,
    name: basis.name,
    simulated: basis.simulated,
    status: basis.status,
    budget: statuses[i]!,
  }));
  const summary = {
    projects: projects.length,
    monthCost: projects.reduce((sum, p) => sum + p.budget.monthCost, 0),
    projectedCost: projects.reduce((sum, p) => sum + (p.budget.projection.cost ?? 0), 0),
    projectedUnknown: projects.filter((p) => p.budget.projection.cost === null).length,
    paused: projects.filter((p) => p.budget.paused).length,
  };
  projects.sort(compare(sort));
  return {
    data: projects.slice(page.offset, page.offset + page.pageSize),
    meta: { pagination: pageMeta(page, projects.length), summary },
  };
}
