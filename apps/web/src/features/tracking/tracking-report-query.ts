import type { EngineId, RangedReportFilter, TrackingGroupBy } from '@sightline/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { analyticsCalls } from '../../lib/api/analytics-calls.ts';
import { reportFilterOf, retryUnlessBadFilter } from '../../ui/filter-bar/report-filter.ts';
import { trackingKeys } from './tracking-keys.ts';
import type { TrackingSearch } from './tracking-search.ts';

/**
 * The tracking report as the screen asks it: one request with the same-length period before (`compare=previous`,
 * so each brand carries its change and test), cut by `groupBy` (the trend's grain, or one engine's).
 */
export const trackingReportQuery = (
  projectDocumentId: string,
  filter: RangedReportFilter,
  groupBy: TrackingGroupBy,
) =>
  queryOptions({
    queryKey: trackingKeys.report(projectDocumentId, filter, groupBy),
    queryFn: ({ signal }) =>
      analyticsCalls.tracking(projectDocumentId, filter, { compare: 'previous', groupBy }, signal),
    retry: retryUnlessBadFilter,
  });

/**
 * One engine's trend for the small multiples: the same filter limited to that engine, cut by the grain, without the
 * previous period. The API has no time × engine cut in one report (`groupBy` is one dimension), so each engine is
 * its own small request on the same rollups; they run side by side once the screen knows the report's engines.
 */
export const engineSeriesQuery = (
  projectDocumentId: string,
  filter: RangedReportFilter,
  engine: EngineId,
  grain: TrackingGroupBy,
) =>
  queryOptions({
    queryKey: trackingKeys.engineSeries(projectDocumentId, filter, engine, grain),
    queryFn: ({ signal }) =>
      analyticsCalls.tracking(
        projectDocumentId,
        { ...filter, engines: [engine] },
        { groupBy: grain },
        signal,
      ),
    retry: retryUnlessBadFilter,
  });

/** The prompt × engine table of the same filter. */
export const promptEngineQuery = (projectDocumentId: string, filter: RangedReportFilter) =>
  queryOptions({
    queryKey: trackingKeys.promptEngine(projectDocumentId, filter),
    queryFn: ({ signal }) => analyticsCalls.promptEngine(projectDocumentId, filter, signal),
    retry: retryUnlessBadFilter,
  });

/**
 * Starts the screen's report and table as soon as the route matches — while the page's code and first render are
 * still under way — without waiting for them: the screen's queries then find them in flight or done. The route's
 * loader imports this module on demand, so that it (and the date library) stays out of the first page's code.
 */
export function prefetchTrackingReports(
  queryClient: QueryClient,
  projectDocumentId: string,
  search: TrackingSearch,
): void {
  const filter = reportFilterOf(search);
  void queryClient.prefetchQuery(trackingReportQuery(projectDocumentId, filter, search.grain ?? 'day'));
  void queryClient.prefetchQuery(promptEngineQuery(projectDocumentId, filter));
}
