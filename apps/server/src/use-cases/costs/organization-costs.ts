import {
  type EngineId,
  type OrganizationCostSort,
  type OrganizationCostsQuery,
  type OrganizationCostsResponse,
  organizationCostSorts,
  ValidationError,
} from '@sightline/contracts';
import { type AuthContext, sumOrganizationCosts } from '@sightline/db';
import { pageMeta, parsePage } from '../../http/page-query.ts';
import { parseSort } from '../../http/sort-query.ts';
import type { Services } from '../../services.ts';
import { organizationFor } from '../engine-connections/organization-for.ts';

/** Sorts that read best rising: project names and engines, A→Z (months start from the newest, sums from the most). */
const risingSorts: readonly OrganizationCostSort[] = ['project', 'engine'];

/** The `sort` of the rows, checked against what the rows carry (`project` only on rows of a project, ...). */
function rowSort(query: OrganizationCostsQuery) {
  const sort = parseSort(query.sort, organizationCostSorts, { key: 'month', direction: 'desc' }, risingSorts);
  const group = query.group;
  if (
    (sort.key === 'project' && group && group !== 'project') ||
    (sort.key === 'engine' && group && group !== 'engine')
  ) {
    const message = `sort by ${sort.key} needs rows of a ${sort.key}, not rows grouped by ${group}`;
    throw new ValidationError(message, [
      { path: ['sort'], message, name: 'ValidationError', value: query.sort },
    ]);
  }
  return sort;
}

/**
 * `GET /api/v1/organizations/:id/costs`: any member reads a page of the organization's tokens and cost per month,
 * summed per project and engine or as `group` says (sorted by the server, paged like every list), and every month ×
 * engine over all projects (the chart). Another organization's id is not found (404). Each project's current month
 * (budget, paused, projection) is `organizationBudgets`.
 */
export async function organizationCosts(
  services: Services,
  auth: AuthContext,
  organizationKey: string,
  query: OrganizationCostsQuery,
): Promise<OrganizationCostsResponse> {
  const organization = await organizationFor(services, auth, organizationKey, 'read');
  const page = parsePage(query.pagination);
  const sort = rowSort(query);
  const range = { from: query.from, to: query.to };
  const [rows, months] = await Promise.all([
    sumOrganizationCosts(services.db, {
      organizationId: organization.id,
      range,
      group: query.group ?? 'projectEngine',
      sort,
      page: { offset: page.offset, limit: page.pageSize },
    }),
    sumOrganizationCosts(services.db, {
      organizationId: organization.id,
      range,
      group: 'engine',
      sort: { key: 'month', direction: 'desc' },
    }),
  ]);
  return {
    data: {
      rows: rows.rows.map((row) => ({ ...row, engine: row.engine as EngineId | null })),
      months: months.rows.map(({ project: _, projectName: __, ...row }) => ({
        ...row,
        engine: row.engine as EngineId,
      })),
    },
    meta: { pagination: pageMeta(page, rows.total) },
  };
}
