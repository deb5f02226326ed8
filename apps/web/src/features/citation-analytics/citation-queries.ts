import type { RangedReportFilter } from '@sightline/contracts';
import { queryOptions } from '@tanstack/react-query';
import { sourceCalls } from '../../lib/api/source-calls.ts';
import { reportFilterKey, reportKeys, retryUnlessBadFilter } from '../../ui/filter-bar/report-filter.ts';
import { citationCalls } from './citation-calls.ts';

/** Query keys of the citation screen, under the project's report keys (a collect refreshes them with the rest). */
export const citationKeys = {
  project: (projectDocumentId: string) => [...reportKeys.project(projectDocumentId), 'citations'] as const,
  report: (projectDocumentId: string, filter: RangedReportFilter) =>
    [...citationKeys.project(projectDocumentId), 'report', reportFilterKey(filter)] as const,
  ownedUrls: (projectDocumentId: string, filter: RangedReportFilter) =>
    [...citationKeys.project(projectDocumentId), 'owned-urls', reportFilterKey(filter)] as const,
};

/** The KPIs, series, engines and first positions of the owned citations. */
export const citationReportQuery = (projectDocumentId: string, filter: RangedReportFilter) =>
  queryOptions({
    queryKey: citationKeys.report(projectDocumentId, filter),
    queryFn: ({ signal }) => citationCalls.report(projectDocumentId, filter, signal),
    retry: retryUnlessBadFilter,
  });

/** The 100 most cited owned pages of the filter (the sources API with `sourceTypes=owned`). */
export const ownedUrlsQuery = (projectDocumentId: string, filter: RangedReportFilter) =>
  queryOptions({
    queryKey: citationKeys.ownedUrls(projectDocumentId, filter),
    queryFn: ({ signal }) =>
      sourceCalls.urls(projectDocumentId, filter, { sourceTypes: ['owned'], pageSize: 100 }, signal),
    retry: retryUnlessBadFilter,
  });
