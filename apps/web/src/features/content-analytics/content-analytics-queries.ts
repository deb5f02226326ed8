import type { RangedReportFilter } from '@sightline/contracts';
import { queryOptions } from '@tanstack/react-query';
import { reportFilterKey, reportKeys, retryUnlessBadFilter } from '../../ui/filter-bar/report-filter.ts';
import { contentAnalyticsCalls } from './content-analytics-calls.ts';

/** Query keys of the content screen, under the project's report keys (a collect or a correction refreshes them). */
export const contentAnalyticsKeys = {
  report: (projectDocumentId: string, filter: RangedReportFilter) =>
    [...reportKeys.project(projectDocumentId), 'content-analytics', reportFilterKey(filter)] as const,
};

/** The content analytics of the filter: mix, engines, owned pages, trend and intents in one read. */
export const contentAnalyticsQuery = (projectDocumentId: string, filter: RangedReportFilter) =>
  queryOptions({
    queryKey: contentAnalyticsKeys.report(projectDocumentId, filter),
    queryFn: ({ signal }) => contentAnalyticsCalls.report(projectDocumentId, filter, signal),
    retry: retryUnlessBadFilter,
  });
