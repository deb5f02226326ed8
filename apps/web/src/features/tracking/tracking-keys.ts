import type { RangedReportFilter, TrackingGroupBy } from '@sightline/contracts';
import { reportFilterKey, reportKeys } from '../../ui/filter-bar/report-filter.ts';

/**
 * TanStack Query keys of the tracking feature, under the project's report keys: invalidating
 * `reportKeys.project(id)` (after a collect or an intent correction) refreshes every view.
 */
export const trackingKeys = {
  project: (projectDocumentId: string) => [...reportKeys.project(projectDocumentId), 'tracking'] as const,
  /** The report with its previous period (`compare=previous`), cut by `groupBy`. */
  report: (projectDocumentId: string, filter: RangedReportFilter, groupBy: TrackingGroupBy) =>
    [...trackingKeys.project(projectDocumentId), 'report', reportFilterKey(filter), groupBy] as const,
  /** One engine's report (no comparison), cut by the trend's grain: a small multiple. */
  engineSeries: (
    projectDocumentId: string,
    filter: RangedReportFilter,
    engine: string,
    grain: TrackingGroupBy,
  ) =>
    [
      ...trackingKeys.project(projectDocumentId),
      'engine-series',
      reportFilterKey(filter),
      engine,
      grain,
    ] as const,
  /** The prompt × engine table. */
  promptEngine: (projectDocumentId: string, filter: RangedReportFilter) =>
    [...trackingKeys.project(projectDocumentId), 'prompt-engine', reportFilterKey(filter)] as const,
};
