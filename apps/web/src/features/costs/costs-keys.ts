import type { BudgetTable, CostTable } from './costs-search.ts';

/** Query keys of the costs screens. A saved budget changes the project's budget and its organization's costs. */
export const costsKeys = {
  all: ['costs'] as const,
  project: (documentId: string) => ['costs', 'project', documentId] as const,
  budget: (documentId: string) => ['costs', 'budget', documentId] as const,
  /** A page of the organization's table (with the chart), by its grouping, sort and page. */
  organization: (organizationId: number, table: CostTable) =>
    ['costs', 'organization', organizationId, table] as const,
  /** A page of the organization's project budgets (with the summary of all), by its sort and page. */
  budgets: (organizationId: number, table: BudgetTable) =>
    ['costs', 'budgets', organizationId, table] as const,
};
