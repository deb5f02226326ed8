import type { RangedReportFilter, TrackingGroupBy } from '@sightline/contracts';
import { queryOptions } from '@tanstack/react-query';
import { analyticsCalls } from '../../lib/api/analytics-calls.ts';
import { reportFilterKey, reportKeys, retryUnlessBadFilter } from '../../ui/filter-bar/report-filter.ts';

/** Query keys of the analytics screens, under the project's report keys (see reportKeys). */
export const analyticsKeys = {
  project: (projectDocumentId: string) => [...reportKeys.project(projectDocumentId), 'analytics'] as const,
  grouped: (projectDocumentId: string, filter: RangedReportFilter, groupBy: TrackingGroupBy) =>
    [...analyticsKeys.project(projectDocumentId), 'grouped', reportFilterKey(filter), groupBy] as const,
  prompts: (projectDocumentId: string, filter: RangedReportFilter) =>
    [...analyticsKeys.project(projectDocumentId), 'prompts', reportFilterKey(filter)] as const,
};

/**
 * The tracking report cut by one dimension (`engine`, `intent`, `branded`), with the previous period so that each
 * group's visibility carries its tested change.
 */
export const groupedReportQuery = (
  projectDocumentId: string,
  filter: RangedReportFilter,
  groupBy: TrackingGroupBy,
) =>
  queryOptions({
    queryKey: analyticsKeys.grouped(projectDocumentId, filter, groupBy),
    queryFn: ({ signal }) =>
      analyticsCalls.tracking(projectDocumentId, filter, { compare: 'previous', groupBy }, signal),
    retry: retryUnlessBadFilter,
  });

/** The prompt × engine table: every prompt matching the filter with its intent, tags and answers. */
export const promptTableQuery = (projectDocumentId: string, filter: RangedReportFilter) =>
  queryOptions({
    queryKey: analyticsKeys.prompts(projectDocumentId, filter),
    queryFn: ({ signal }) => analyticsCalls.promptEngine(projectDocumentId, filter, signal),
    retry: retryUnlessBadFilter,
  });
