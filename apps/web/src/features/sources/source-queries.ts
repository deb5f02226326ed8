import { queryOptions } from '@tanstack/react-query';
import type { ReportFilter } from '../../lib/api/analytics-calls.ts';
import { type SourceDomainTableQuery, sourceCalls } from '../../lib/api/source-calls.ts';
import { retryUnlessBadFilter } from '../../ui/filter-bar/report-filter.ts';

/** The 100 most cited domains of the filter (the table sorts and pages them in the browser). */
export const sourceDomainsQuery = (
  projectDocumentId: string,
  filter: ReportFilter,
  table: SourceDomainTableQuery,
) =>
  queryOptions({
    queryKey: ['sources', 'domains', projectDocumentId, filter, table] as const,
    queryFn: ({ signal }) =>
      sourceCalls.domains(projectDocumentId, filter, { ...table, pageSize: 100 }, signal),
    retry: retryUnlessBadFilter,
  });

/** The 100 most cited pages of the filter. */
export const sourceUrlsQuery = (
  projectDocumentId: string,
  filter: ReportFilter,
  table: SourceDomainTableQuery,
) =>
  queryOptions({
    queryKey: ['sources', 'urls', projectDocumentId, filter, table] as const,
    queryFn: ({ signal }) => sourceCalls.urls(projectDocumentId, filter, { ...table, pageSize: 100 }, signal),
    retry: retryUnlessBadFilter,
  });
