import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { analyticsCalls } from '../../lib/api/analytics-calls.ts';
import { retryUnlessBadFilter } from '../../ui/filter-bar/report-filter.ts';
import { homeKeys } from './home-keys.ts';
import { type DayRange, lastWeek } from './last-week.ts';

/** Every project of a workspace side by side (one request, a constant number of queries on the server). */
export const workspaceOverviewQuery = (workspaceDocumentId: string) =>
  queryOptions({
    queryKey: homeKeys.overview(workspaceDocumentId),
    queryFn: ({ signal }) => analyticsCalls.workspaceOverview(workspaceDocumentId, signal),
    staleTime: 60_000,
    retry: retryUnlessBadFilter,
  });

/**
 * The selected project's week: the tracking report of the last 7 days with the 7 before (`compare=previous`), cut
 * by engine, so one request gives the cards and every brand × metric and brand × engine change.
 */
export const weekReportQuery = (projectDocumentId: string, range: DayRange) =>
  queryOptions({
    queryKey: homeKeys.week(projectDocumentId, range),
    queryFn: ({ signal }) =>
      analyticsCalls.tracking(projectDocumentId, range, { compare: 'previous', groupBy: 'engine' }, signal),
    staleTime: 60_000,
    retry: retryUnlessBadFilter,
  });

/**
 * Starts home's reads as soon as the route matches (the selected project's week, the workspace overview for the
 * recent projects), without waiting; the route's loader imports this module on demand.
 */
export function prefetchHome(
  queryClient: QueryClient,
  selection: { project?: { documentId: string; timezone: string }; workspace?: { documentId: string } },
): void {
  if (selection.project) {
    const range = lastWeek(selection.project.timezone);
    void queryClient.prefetchQuery(weekReportQuery(selection.project.documentId, range));
  }
  if (selection.workspace)
    void queryClient.prefetchQuery(workspaceOverviewQuery(selection.workspace.documentId));
}
