import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api/api-error.ts';
import type { Project } from '../../lib/api/types.ts';
import { RouteError } from '../../lib/route-error.ts';
import type { CollectDayParts } from './collects-calls.ts';
import { collectDayQuery, collectMonthQuery, collectProjectQuery } from './collects-keys.ts';

/**
 * Route loader of the collect day: starts the day and its month, and waits for the project, which answers the app's
 * 404 screen when it is unknown or another organization's.
 */
export async function loadCollectDay(
  queryClient: QueryClient,
  documentId: string,
  parts: CollectDayParts,
): Promise<Project> {
  void queryClient.prefetchQuery(collectDayQuery(documentId, parts));
  void queryClient.prefetchQuery(collectMonthQuery(documentId, parts.year, parts.month));
  try {
    return await queryClient.ensureQueryData(collectProjectQuery(documentId));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      throw new RouteError(404, `Project not found: ${documentId}`);
    }
    throw error;
  }
}
