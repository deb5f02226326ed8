import type {
  OrganizationBudgetsResponse,
  OrganizationCostsResponse,
  ProjectBudget,
  ProjectBudgetResponse,
  ProjectCostsResponse,
} from '@sightline/contracts';
import { api } from '../../lib/api/api-client.ts';
import type { BudgetTable, CostTable } from './costs-search.ts';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** The calls of the costs screens. Silent: the screens show a failure (with a retry) themselves. */
export const costsCalls = {
  /** The project's tokens and cost per month and engine, newest month first. */
  projectCosts: (documentId: string, signal?: AbortSignal) =>
    api<ProjectCostsResponse>(`/v1/projects/${documentId}/costs`, { silent: true, ...withSignal(signal) }),
  /** The project's monthly budget, the month so far, and the month's projected cost. */
  projectBudget: (documentId: string, signal?: AbortSignal) =>
    api<ProjectBudgetResponse>(`/v1/projects/${documentId}/budget`, {
      silent: true,
      ...withSignal(signal),
    }).then((r) => r.data),
  /** Sets (USD) or removes (null) the monthly budget; editors and above. */
  saveBudget: (documentId: string, monthlyBudget: number | null): Promise<ProjectBudget> =>
    api<ProjectBudgetResponse>(`/v1/projects/${documentId}/budget`, {
      method: 'PUT',
      json: { data: { monthlyBudget } },
      silent: true,
    }).then((r) => r.data),
  /**
   * A page of the organization's rows, grouped and sorted by the server (`meta.pagination` counts them all), and every
   * month × engine (the chart).
   */
  organizationCosts: (organizationId: number, table: CostTable, signal?: AbortSignal) =>
    api<OrganizationCostsResponse>(`/v1/organizations/${organizationId}/costs`, {
      silent: true,
      ...withSignal(signal),
      query: {
        group: table.group,
        sort: table.sort,
        pagination: { page: table.page, pageSize: table.pageSize },
      },
    }),
  /** A page of the projects' months (budget, projection), sorted by the server, and the summary of every project. */
  organizationBudgets: (organizationId: number, table: BudgetTable, signal?: AbortSignal) =>
    api<OrganizationBudgetsResponse>(`/v1/organizations/${organizationId}/budgets`, {
      silent: true,
      ...withSignal(signal),
      query: { sort: table.sort, pagination: { page: table.page, pageSize: table.pageSize } },
    }),
};
