/** The tracking report's filter: local days (inclusive) and, when chosen, the engines. */
export interface TrackingFilter {
  from: string;
  to: string;
  engines?: readonly string[] | undefined;
}

/** TanStack Query keys of the tracking feature: invalidate `all` after a collect to refresh every view. */
export const trackingKeys = {
  all: ['tracking'] as const,
  project: (projectDocumentId: string) => [...trackingKeys.all, projectDocumentId] as const,
  report: (projectDocumentId: string, filter: TrackingFilter) =>
    [
      ...trackingKeys.project(projectDocumentId),
      'report',
      filter.from,
      filter.to,
      [...(filter.engines ?? [])].sort().join(','),
    ] as const,
};
