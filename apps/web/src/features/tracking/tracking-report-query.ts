import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { FilterSearch } from '../../lib/filter-search.ts';
import { effectiveRange } from '../../ui/data-screen/effective-range.ts';
import { previousRange } from './previous-range.ts';
import { analyticsCalls } from './tracking-calls.ts';
import { type TrackingFilter, trackingKeys } from './tracking-keys.ts';

/** One tracking report (a project, a range of days, maybe some engines), as the screen and the route's loader ask it. */
export const trackingReportQuery = (projectDocumentId: string, filter: TrackingFilter) =>
  queryOptions({
    queryKey: trackingKeys.report(projectDocumentId, filter),
    queryFn: ({ signal }) => analyticsCalls.tracking(projectDocumentId, filter, signal),
  });

/** The range before `filter`'s, of the same length: what each metric's change is measured against. */
export const previousFilterOf = (filter: TrackingFilter): TrackingFilter => ({
  ...filter,
  ...previousRange(filter),
});

/**
 * Starts both reports of the screen as soon as the route matches — while the page's code and first render are still
 * under way — without waiting for them: the screen's queries then find them in flight or done. The route's loader
 * imports this module on demand, so that it (and the date library) stays out of the first page's code.
 */
export function prefetchTrackingReports(
  queryClient: QueryClient,
  projectDocumentId: string,
  search: FilterSearch,
): void {
  const filter: TrackingFilter = effectiveRange(search);
  for (const range of [filter, previousFilterOf(filter)]) {
    void queryClient.prefetchQuery(trackingReportQuery(projectDocumentId, range));
  }
}
