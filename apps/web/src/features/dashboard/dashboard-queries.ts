import type { RangedReportFilter, ReportSearch } from '@sightline/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { analyticsCalls } from '../../lib/api/analytics-calls.ts';
import { reportFilterOf, retryUnlessBadFilter } from '../../ui/filter-bar/report-filter.ts';
import { dashboardKeys } from './dashboard-keys.ts';

/** How many domains the card lists. */
export const topDomainLimit = 10;

/**
 * The dashboard's report: the range with the same-length period before (`compare=previous`: every card's change and
 * test), cut by engine (the breakdown); its daily series draws the trend. One request for all three.
 */
export const dashboardReportQuery = (projectDocumentId: string, filter: RangedReportFilter) =>
  queryOptions({
    queryKey: dashboardKeys.report(projectDocumentId, filter),
    queryFn: ({ signal }) =>
      analyticsCalls.tracking(projectDocumentId, filter, { compare: 'previous', groupBy: 'engine' }, signal),
    retry: retryUnlessBadFilter,
  });

/** The most cited domains of the same filter. */
export const topDomainsQuery = (projectDocumentId: string, filter: RangedReportFilter) =>
  queryOptions({
    queryKey: dashboardKeys.domains(projectDocumentId, filter, topDomainLimit),
    queryFn: ({ signal }) => analyticsCalls.topDomains(projectDocumentId, filter, topDomainLimit, signal),
    retry: retryUnlessBadFilter,
  });

/**
 * Starts the report and the domains as soon as the route matches, without waiting: the screen's queries then find
 * them in flight or done. The route's loader imports this module on demand (it stays out of the first page's code).
 */
export function prefetchDashboard(
  queryClient: QueryClient,
  projectDocumentId: string,
  search: ReportSearch,
): void {
  const filter = reportFilterOf(search);
  void queryClient.prefetchQuery(dashboardReportQuery(projectDocumentId, filter));
  void queryClient.prefetchQuery(topDomainsQuery(projectDocumentId, filter));
}
