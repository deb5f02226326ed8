import type { TrackingReport } from '@sightline/contracts';
import { api } from '../../lib/api/api-client.ts';

/** A tracking query: local days (inclusive) and, optionally, only some engines. */
export interface TrackingRange {
  from: string;
  to: string;
  engines?: readonly string[] | undefined;
}

/** The tracking dashboard's numbers for a project and a range of local days (inclusive). */
export const analyticsCalls = {
  tracking: (projectDocumentId: string, range: TrackingRange, signal?: AbortSignal) => {
    const engines = range.engines?.length
      ? `&engines=${range.engines.map(encodeURIComponent).join(',')}`
      : '';
    return api<{ data: TrackingReport; meta: { metricsVersion: string } }>(
      `/v1/projects/${projectDocumentId}/tracking?from=${range.from}&to=${range.to}${engines}`,
      signal ? { signal } : {},
    ).then((r) => r.data);
  },
};
