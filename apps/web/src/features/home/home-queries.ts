import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { analyticsCalls, type WorkspaceOverviewTable } from '../../lib/api/analytics-calls.ts';
import { recentProjectsLimit } from '../../lib/session/selection-rules.ts';
import { retryUnlessBadFilter } from '../../ui/filter-bar/report-filter.ts';
import { homeKeys } from './home-keys.ts';
import { type DayRange, lastWeek } from './last-week.ts';

/**
 * A page of a workspace's projects side by side, in the server's sort (one request, a constant number of queries on
 * the server whatever the number of projects).
 */
export const workspaceOverviewQuery = (workspaceDocumentId: string, table: WorkspaceOverviewTable) =>
  queryOptions({
    queryKey: homeKeys.overview(workspaceDocumentId, table),
    queryFn: ({ signal }) => analyticsCalls.workspaceOverview(workspaceDocumentId, table, signal),
    staleTime: 60_000,
    retry: retryUnlessBadFilter,
  });

/** What the home screen's recent projects read of the overview: those projects only (at most 6), one page. */
export const recentOverviewTable = (recent: readonly { documentId: string }[]): WorkspaceOverviewTable => ({
  documentIds: recent.map((p) => p.documentId),
  page: 1,
  pageSize: recentProjectsLimit,
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
  selection: {
    project?: { documentId: string; timezone: string };
    workspace?: { documentId: string };
    recentProjects: readonly { documentId: string }[];
  },
): void {
  if (selection.project) {
    const range = lastWeek(selection.project.timezone);
    void queryClient.prefetchQuery(weekReportQuery(selection.project.documentId, range));
  }
  if (selection.workspace && selection.recentProjects.length > 0)
    void queryClient.prefetchQuery(
      workspaceOverviewQuery(selection.workspace.documentId, recentOverviewTable(selection.recentProjects)),
    );
}
