import { queryOptions } from '@tanstack/react-query';
import { reportFilterKey } from '../../ui/filter-bar/report-filter.ts';
import { type PromptFilter, promptDetailCalls } from './prompt-detail-calls.ts';

/** Query keys of the prompt screen (a finished collect refreshes every query of the app, these too). */
export const promptDetailKeys = {
  all: ['prompt-detail'] as const,
  prompt: (promptDocumentId: string) => [...promptDetailKeys.all, promptDocumentId] as const,
  report: (promptDocumentId: string, filter: PromptFilter) =>
    [...promptDetailKeys.prompt(promptDocumentId), 'report', reportFilterKey(filter)] as const,
  searches: (promptDocumentId: string, filter: PromptFilter) =>
    [...promptDetailKeys.prompt(promptDocumentId), 'searches', reportFilterKey(filter)] as const,
  recentCollects: (projectDocumentId: string) =>
    [...promptDetailKeys.all, 'recent-collects', projectDocumentId] as const,
};

/** Asking again mends neither a bad range (400) nor a prompt that is not there (404): one retry for the rest. */
const retryOthers = (failures: number, error: Error) => {
  const status = (error as { status?: number }).status;
  return failures < 1 && status !== 400 && status !== 404;
};

/** The prompt's report under the URL's range and engines. */
export const promptReportQuery = (promptDocumentId: string, filter: PromptFilter) =>
  queryOptions({
    queryKey: promptDetailKeys.report(promptDocumentId, filter),
    queryFn: ({ signal }) => promptDetailCalls.report(promptDocumentId, filter, signal),
    retry: retryOthers,
  });

/** What the engines searched for the prompt under the URL's range and engines. */
export const promptSearchesQuery = (promptDocumentId: string, filter: PromptFilter) =>
  queryOptions({
    queryKey: promptDetailKeys.searches(promptDocumentId, filter),
    queryFn: ({ signal }) => promptDetailCalls.searches(promptDocumentId, filter, signal),
    retry: retryOthers,
  });
