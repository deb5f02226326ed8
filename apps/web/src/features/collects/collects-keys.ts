import { queryOptions } from '@tanstack/react-query';
import { type CollectDayParts, collectsCalls } from './collects-calls.ts';

/** TanStack Query keys of the collect screens: everything of one project sits under `['collects', documentId]`. */
export const collectsKeys = {
  all: (documentId: string) => ['collects', documentId] as const,
  project: (documentId: string) => [...collectsKeys.all(documentId), 'project'] as const,
  month: (documentId: string, year: string, month: string) =>
    [...collectsKeys.all(documentId), 'month', `${year}-${month}`] as const,
  day: (documentId: string, parts: CollectDayParts) =>
    [...collectsKeys.all(documentId), 'day', `${parts.year}-${parts.month}-${parts.day}`] as const,
};

export const collectProjectQuery = (documentId: string) =>
  queryOptions({
    queryKey: collectsKeys.project(documentId),
    queryFn: ({ signal }) => collectsCalls.project(documentId, signal),
  });

export const collectMonthQuery = (documentId: string, year: string, month: string) =>
  queryOptions({
    queryKey: collectsKeys.month(documentId, year, month),
    queryFn: ({ signal }) => collectsCalls.month(documentId, year, month, signal),
    refetchInterval: (query) =>
      query.state.data?.data.some((d) => d.status === 'running' || d.status === 'scheduled') ? 5000 : false,
  });

/** A day still collecting is read again every few seconds until nothing runs or waits. */
export const collectDayQuery = (documentId: string, parts: CollectDayParts) =>
  queryOptions({
    queryKey: collectsKeys.day(documentId, parts),
    queryFn: ({ signal }) => collectsCalls.day(documentId, parts, signal),
    refetchInterval: (query) =>
      query.state.data?.data.some((c) => c.status === 'running' || c.status === 'scheduled') ? 3000 : false,
  });
