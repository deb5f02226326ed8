import { useQuery } from '@tanstack/react-query';
import { previousRange } from './previous-range.ts';
import { analyticsCalls } from './tracking-calls.ts';
import { type TrackingFilter, trackingKeys } from './tracking-keys.ts';

/**
 * The tracking report of the chosen range and of the period of the same length before it (for the change of each
 * metric), fetched side by side.
 */
export function useTrackingReports(projectDocumentId: string | undefined, filter: TrackingFilter) {
  const previousFilter: TrackingFilter = { ...filter, ...previousRange(filter) };
  const current = useQuery({
    queryKey: trackingKeys.report(projectDocumentId ?? '', filter),
    queryFn: ({ signal }) => analyticsCalls.tracking(projectDocumentId!, filter, signal),
    enabled: Boolean(projectDocumentId),
  });
  const previous = useQuery({
    queryKey: trackingKeys.report(projectDocumentId ?? '', previousFilter),
    queryFn: ({ signal }) => analyticsCalls.tracking(projectDocumentId!, previousFilter, signal),
    enabled: Boolean(projectDocumentId),
  });
  return { current, previous };
}
