import { useQuery } from '@tanstack/react-query';
import type { TrackingFilter } from './tracking-keys.ts';
import { previousFilterOf, trackingReportQuery } from './tracking-report-query.ts';

/**
 * The tracking report of the chosen range and of the period of the same length before it (for the change of each
 * metric), fetched side by side.
 */
export function useTrackingReports(projectDocumentId: string | undefined, filter: TrackingFilter) {
  const id = projectDocumentId ?? '';
  const current = useQuery({ ...trackingReportQuery(id, filter), enabled: Boolean(projectDocumentId) });
  const previous = useQuery({
    ...trackingReportQuery(id, previousFilterOf(filter)),
    enabled: Boolean(projectDocumentId),
  });
  return { current, previous };
}
