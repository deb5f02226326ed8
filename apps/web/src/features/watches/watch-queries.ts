import type { Watch } from '@sightline/contracts';
import { queryOptions } from '@tanstack/react-query';
import { reportKeys, retryUnlessBadFilter } from '../../ui/filter-bar/report-filter.ts';
import { type WatchRange, watchCalls } from './watch-calls.ts';

/**
 * Query keys of the watch screens, under the project's report keys: a collect (which matches new answers) refreshes
 * them with the other reports; a saved or deleted watch invalidates `watchKeys.project(id)`.
 */
export const watchKeys = {
  project: (projectDocumentId: string) => [...reportKeys.project(projectDocumentId), 'watches'] as const,
  list: (projectDocumentId: string, range: WatchRange) =>
    [...watchKeys.project(projectDocumentId), 'list', range.from, range.to] as const,
  detail: (projectDocumentId: string, watchDocumentId: string, range: WatchRange) =>
    [...watchKeys.project(projectDocumentId), 'detail', watchDocumentId, range.from, range.to] as const,
  chats: (projectDocumentId: string, watchDocumentId: string, range: WatchRange) =>
    [...watchKeys.project(projectDocumentId), 'chats', watchDocumentId, range.from, range.to] as const,
};

/** While a watch's past answers are being matched its numbers grow: asked again every 3 s until it is done. */
export const countingPollMs = 3_000;

const pollWhile = (counting: (data: unknown) => boolean) => (query: { state: { data: unknown } }) =>
  query.state.data !== undefined && counting(query.state.data) ? countingPollMs : false;

/** Every watch of the project over the range; polled while any of them is still counting. */
export const watchListQuery = (projectDocumentId: string, range: WatchRange) =>
  queryOptions({
    queryKey: watchKeys.list(projectDocumentId, range),
    queryFn: ({ signal }) => watchCalls.list(projectDocumentId, range, signal),
    retry: retryUnlessBadFilter,
    refetchInterval: pollWhile((data) => (data as { data: Watch[] }).data.some((w) => w.counting)),
  });

/** One watch over the range; a 404 is final (no retry), and it is polled while it is counting. */
export const watchDetailQuery = (projectDocumentId: string, watchDocumentId: string, range: WatchRange) =>
  queryOptions({
    queryKey: watchKeys.detail(projectDocumentId, watchDocumentId, range),
    queryFn: ({ signal }) => watchCalls.detail(projectDocumentId, watchDocumentId, range, signal),
    retry: (failures: number, error: Error) =>
      (error as { status?: number }).status !== 404 && retryUnlessBadFilter(failures, error),
    refetchInterval: pollWhile((data) => (data as { data: Watch }).data.counting),
  });

/** Whether the range holds simulated answers: the screens then say so above their numbers. */
export const simulatedInRangeQuery = (projectDocumentId: string, range: WatchRange) =>
  queryOptions({
    queryKey: [...watchKeys.project(projectDocumentId), 'simulated', range.from, range.to] as const,
    queryFn: ({ signal }) => watchCalls.simulatedInRange(projectDocumentId, range, signal),
    staleTime: 60_000,
  });
