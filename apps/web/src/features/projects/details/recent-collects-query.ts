import type { RecentCollect } from '@sightline/contracts';
import { queryOptions } from '@tanstack/react-query';
import { projectCalls } from '../project-calls.ts';
import { projectKeys } from '../project-keys.ts';

/** How often the newest collects are read again while one of them has runs to go. */
export const followIntervalMs = 1500;

/** A collect whose runs are not all finished yet. */
export const isPending = (collect: RecentCollect) =>
  collect.status === 'scheduled' || collect.status === 'running';

/**
 * The project's newest collects, read again every 1.5 s while any is unfinished (a "collect now" being followed,
 * a scheduled collect running) and not at all otherwise.
 */
export const recentCollectsQuery = (documentId: string) =>
  queryOptions({
    queryKey: projectKeys.recentCollects(documentId),
    queryFn: ({ signal }) => projectCalls.recentCollects(documentId, signal),
    refetchInterval: (query) => (query.state.data?.data.some(isPending) ? followIntervalMs : false),
  });

/** The newest collect that has finished (the one the banner and the result are about), if any. */
export const latestFinished = (collects: readonly RecentCollect[]) => collects.find((c) => !isPending(c));

/** The collect day route's parameters of a local day `YYYY-MM-DD`. */
export function dayParams(documentId: string, day: string) {
  const [year = '', month = '', date = ''] = day.split('-');
  return { documentId, year, month, day: date };
}
