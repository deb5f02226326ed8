import type { OptimisationMeta, OptimisationRecommendation, RangedReportFilter } from '@sightline/contracts';
import { queryOptions } from '@tanstack/react-query';
import { reportFilterKey, reportKeys, retryUnlessBadFilter } from '../../ui/filter-bar/report-filter.ts';
import { optimisationCalls } from './optimisation-calls.ts';

/** Query keys of the optimisation screen, under the project's report keys (a collect or a correction refreshes them). */
export const optimisationKeys = {
  report: (projectDocumentId: string, filter: RangedReportFilter) =>
    [...reportKeys.project(projectDocumentId), 'optimisation', reportFilterKey(filter)] as const,
};

/** The report as the screen holds it. */
export interface OptimisationReport {
  recommendations: OptimisationRecommendation[];
  meta: OptimisationMeta;
  n: number;
  simulated: boolean;
}

/**
 * The recommendations of the filter, with `n` and `simulated` lifted beside them so that the shared report frame
 * (empty before the first answers, simulated label) reads them like any other report.
 */
export const optimisationQuery = (projectDocumentId: string, filter: RangedReportFilter) =>
  queryOptions({
    queryKey: optimisationKeys.report(projectDocumentId, filter),
    queryFn: ({ signal }) =>
      optimisationCalls.report(projectDocumentId, filter, signal).then(
        (r): OptimisationReport => ({
          recommendations: r.data,
          meta: r.meta,
          n: r.meta.n,
          simulated: r.meta.simulated,
        }),
      ),
    retry: retryUnlessBadFilter,
  });
