import type { OptimisationResponse } from '@sightline/contracts';
import { type RangedReportFilter, reportFilterParams } from '@sightline/contracts';
import { api } from '../../lib/api/api-client.ts';
import { apiErrorOf } from '../../lib/api/api-error-of.ts';
import { readToken } from '../../lib/session/token-cookie.ts';

/**
 * Calls of `/reports/optimisation`: the ranked recommendations of the filters and the same as a CSV file. Scoped by the
 * server to the caller's organization (404 otherwise). Silent: the screen shows a failure in place.
 */
export const optimisationCalls = {
  report: (projectDocumentId: string, filter: RangedReportFilter, signal?: AbortSignal) =>
    api<OptimisationResponse>(
      `/v1/projects/${encodeURIComponent(projectDocumentId)}/optimisation?${reportFilterParams(filter)}`,
      signal ? { signal, silent: true } : { silent: true },
    ),

  /** The report as CSV (one row per recommendation), with the file name the server gives it. */
  async export(
    projectDocumentId: string,
    filter: RangedReportFilter,
  ): Promise<{ blob: Blob; filename: string }> {
    const headers: Record<string, string> = {};
    const token = readToken();
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(
      `/api/v1/projects/${encodeURIComponent(projectDocumentId)}/optimisation/export?${reportFilterParams(filter)}`,
      { headers },
    );
    if (!response.ok) {
      throw await apiErrorOf(response);
    }
    const disposition = response.headers.get('content-disposition') ?? '';
    const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'optimisation.csv';
    return { blob: await response.blob(), filename };
  },
};
