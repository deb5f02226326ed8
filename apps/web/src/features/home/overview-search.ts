import { workspaceOverviewSorts } from '@sightline/contracts';
import type { WorkspaceOverviewTable } from '../../lib/api/analytics-calls.ts';
import { validPage, validServerSort } from '../../ui/data-table/server-sort.ts';

/** `/overview?sort=name:asc&page=2`: the table's sort as the API writes it and its page (from 1). */
export interface OverviewSearch {
  sort?: string;
  page?: number;
}

/** The overview's order when the URL names none: the highest 7-day visibility first. */
export const defaultOverviewSort = 'visibility7:desc';

/** Projects a page of the overview shows. */
export const overviewPageSize = 25;

/** Sorts that start rising: names A→Z, position 1 first. */
export const risingOverviewSorts = ['name', 'position'] as const;

/** `validateSearch` of the overview: a known sort with its direction and a page from 2; the rest dropped. */
export function validateOverviewSearch(search: Record<string, unknown>): OverviewSearch {
  const result: OverviewSearch = {};
  const sort = validServerSort(search.sort, workspaceOverviewSorts);
  if (sort) result.sort = sort;
  const page = validPage(search.page);
  if (page) result.page = page;
  return result;
}

/** The overview's read of a URL: its page of `overviewPageSize` projects in its sort. */
export const overviewTable = (search: OverviewSearch): WorkspaceOverviewTable => ({
  sort: search.sort ?? defaultOverviewSort,
  page: search.page ?? 1,
  pageSize: overviewPageSize,
});
