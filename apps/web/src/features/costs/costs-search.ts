import { organizationBudgetSorts, organizationCostSorts } from '@sightline/contracts';
import { validPage, validServerSort } from '../../ui/data-table/server-sort.ts';

/** How the organization's table groups its rows. */
export type CostGrouping = 'month' | 'project' | 'engine';
export const costGroupings: readonly CostGrouping[] = ['month', 'project', 'engine'];

/**
 * `/organization/costs?group=project&sort=cost:desc&page=2&budgetSort=projected:desc&budgetPage=2`: the cost table's
 * grouping, sort and page (from 1), and the project budgets table's sort and page.
 */
export interface CostsSearch {
  group?: CostGrouping;
  /** The table's sort as the API writes it (`cost:desc`). */
  sort?: string;
  page?: number;
  /** The budgets table's sort as the API writes it (`monthCost:desc`). */
  budgetSort?: string;
  budgetPage?: number;
}

/** The table's order when the URL names none: newest month first. */
export const defaultCostSort = 'month:desc';

/** Rows a page of the organization's table shows. */
export const costTablePageSize = 20;

/** Sorts that start rising: project names and engines A→Z. */
export const risingCostSorts = ['project', 'engine'] as const;

/** A sort by project or engine only fits rows of a project or an engine (the server answers 400 otherwise). */
const fitsGroup = (sort: string, group: CostGrouping) => {
  const key = sort.split(':')[0];
  return (key !== 'project' || group === 'project') && (key !== 'engine' || group === 'engine');
};

/** `validateSearch` of the organization's costs: a known grouping (month when absent), sort and page from 2. */
export function validateCostsSearch(search: Record<string, unknown>): CostsSearch {
  const result: CostsSearch = {};
  const group = search.group;
  if (typeof group === 'string' && (costGroupings as readonly string[]).includes(group) && group !== 'month')
    result.group = group as CostGrouping;
  const sort = validServerSort(search.sort, organizationCostSorts);
  if (sort && fitsGroup(sort, result.group ?? 'month')) result.sort = sort;
  const page = validPage(search.page);
  if (page) result.page = page;
  const budgetSort = validServerSort(search.budgetSort, organizationBudgetSorts);
  if (budgetSort) result.budgetSort = budgetSort;
  const budgetPage = validPage(search.budgetPage);
  if (budgetPage) result.budgetPage = budgetPage;
  return result;
}

/** What the organization's costs read for a URL: its grouping, sort and page of the table. */
export interface CostTable {
  group: CostGrouping;
  sort: string;
  page: number;
  pageSize: number;
}

export const costTable = (search: CostsSearch): CostTable => ({
  group: search.group ?? 'month',
  sort: search.sort ?? defaultCostSort,
  page: search.page ?? 1,
  pageSize: costTablePageSize,
});

/** The URL after choosing another grouping: its first page, and the sort kept only when it still fits. */
export function withGrouping(search: CostsSearch, group: CostGrouping): CostsSearch {
  return {
    group: group === 'month' ? undefined : group,
    sort: search.sort && fitsGroup(search.sort, group) ? search.sort : undefined,
    page: undefined,
  };
}

/** What the budgets table reads for a URL: its sort and page. */
export interface BudgetTable {
  sort: string;
  page: number;
  pageSize: number;
}

/** The budgets table's order when the URL names none: projects A→Z. */
export const defaultBudgetSort = 'name:asc';

/** Projects a page of the budgets table shows. */
export const budgetTablePageSize = 10;

/** Budget sorts that start rising: names A→Z, status paused first. */
export const risingBudgetSorts = ['name', 'status'] as const;

export const budgetTable = (search: CostsSearch): BudgetTable => ({
  sort: search.budgetSort ?? defaultBudgetSort,
  page: search.budgetPage ?? 1,
  pageSize: budgetTablePageSize,
});
