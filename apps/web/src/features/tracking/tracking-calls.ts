import type { TrackingReport } from '@sightline/contracts';
import { api } from '../../lib/api/api-client.ts';

/** The tracking dashboard's numbers for a project and a range of local days (inclusive). */
export const analyticsCalls = {
  tracking: (projectDocumentId: string, range: { from: string; to: string }, signal?: AbortSignal) =>
    api<{ data: TrackingReport; meta: { metricsVersion: string } }>(
      `/v1/projects/${projectDocumentId}/tracking?from=${range.from}&to=${range.to}`,
      signal ? { signal } : {},
    ).then((r) => r.data),
};
