import type { ContentAnalytics } from '@sightline/contracts';
import { type RangedReportFilter, reportFilterParams } from '@sightline/contracts';
import { api } from '../../lib/api/api-client.ts';

/**
 * The content types of the pages a project's answers cite (`GET /api/projects/:id/content-analytics`), under the
 * report filters; scoped by the server to the caller's organization. Silent: the screen shows a failure in place.
 */
export const contentAnalyticsCalls = {
  report: (projectDocumentId: string, filter: RangedReportFilter, signal?: AbortSignal) =>
    api<{ data: ContentAnalytics }>(
      `/projects/${projectDocumentId}/content-analytics?${reportFilterParams(filter)}`,
      signal ? { signal, silent: true } : { silent: true },
    ).then((r) => r.data),
};
