import { queryOptions } from '@tanstack/react-query';
import { collectProgressCalls, isCollecting, isReanalysing } from './collect-progress-calls.ts';

/** How often the header asks again while a project collects or re-analyses; never while it is idle. */
export const collectProgressPollMs = 5000;

export const collectProgressKeys = {
  all: ['collect-progress'] as const,
  project: (documentId: string) => [...collectProgressKeys.all, documentId] as const,
};

/**
 * The project's collection and re-analysis work, read again every 5 s while any runs and not at all when nothing
 * does (a profile change asks for it again: see the projects feature's save hooks).
 */
export const collectProgressQuery = (documentId: string) =>
  queryOptions({
    queryKey: collectProgressKeys.project(documentId),
    queryFn: ({ signal }) => collectProgressCalls.get(documentId, signal),
    refetchInterval: (query) =>
      isCollecting(query.state.data) || isReanalysing(query.state.data) ? collectProgressPollMs : false,
  });
