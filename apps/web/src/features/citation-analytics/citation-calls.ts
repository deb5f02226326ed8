import type { CitationAnalytics } from '@sightline/contracts';
import { type RangedReportFilter, reportFilterParams } from '@sightline/contracts';
import { api } from '../../lib/api/api-client.ts';

/**
 * The owned citation analytics of a project under the report filters (`GET /api/projects/:id/citation-analytics`);
 * the server scopes it to the caller's organization (404 otherwise). Silent: the screen shows a failure in place.
 */
export const citationCalls = {
  report: (projectDocumentId: string, filter: RangedReportFilter, signal?: AbortSignal) =>
    api<{ data: CitationAnalytics }>(
      `/projects/${projectDocumentId}/citation-analytics?${reportFilterParams(filter)}`,
      signal ? { signal, silent: true } : { silent: true },
    ).then((r) => r.data),
};
