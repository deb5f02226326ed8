import type { RangedReportFilter } from '@sightline/contracts';
import { reportFilterKey } from '../../ui/filter-bar/report-filter.ts';

/** TanStack Query keys of the dashboard: invalidate `project(id)` after a collect to refresh every card. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  project: (projectDocumentId: string) => [...dashboardKeys.all, projectDocumentId] as const,
  /** The tracking report with the previous period, cut by engine. */
  report: (projectDocumentId: string, filter: RangedReportFilter) =>
    [...dashboardKeys.project(projectDocumentId), 'report', reportFilterKey(filter)] as const,
  /** The most cited domains. */
  domains: (projectDocumentId: string, filter: RangedReportFilter, limit: number) =>
    [...dashboardKeys.project(projectDocumentId), 'domains', reportFilterKey(filter), limit] as const,
};
