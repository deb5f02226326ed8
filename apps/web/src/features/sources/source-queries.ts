import type { RangedReportFilter } from '@sightline/contracts';
import { queryOptions } from '@tanstack/react-query';
import { type SourceDomainTableQuery, sourceCalls } from '../../lib/api/source-calls.ts';
import { reportFilterKey, reportKeys, retryUnlessBadFilter } from '../../ui/filter-bar/report-filter.ts';

/** Query keys of the source screens, under the project's report keys: a correction refreshes them all. */
export const sourceKeys = {
  project: (projectDocumentId: string) => [...reportKeys.project(projectDocumentId), 'sources'] as const,
  read: (projectDocumentId: string, filter: RangedReportFilter, ...rest: unknown[]) =>
    [...sourceKeys.project(projectDocumentId), reportFilterKey(filter), ...rest] as const,
};

/** Rows a source table shows per page (the server pages and sorts them). */
export const sourceTablePageSize = 25;

/** One page of the cited domains of the filter, in the table's sort (the server's). */
export const sourceDomainsQuery = (
  projectDocumentId: string,
  filter: RangedReportFilter,
  table: SourceDomainTableQuery,
) =>
  queryOptions({
    queryKey: sourceKeys.read(projectDocumentId, filter, 'domains', table),
    queryFn: ({ signal }) =>
      sourceCalls.domains(projectDocumentId, filter, { pageSize: sourceTablePageSize, ...table }, signal),
    retry: retryUnlessBadFilter,
  });

/** One page of the cited pages of the filter (optionally of one domain; 100 by default). */
export const sourceUrlsQuery = (
  projectDocumentId: string,
  filter: RangedReportFilter,
  table: SourceDomainTableQuery,
) =>
  queryOptions({
    queryKey: sourceKeys.read(projectDocumentId, filter, 'urls', table),
    queryFn: ({ signal }) => sourceCalls.urls(projectDocumentId, filter, { pageSize: 100, ...table }, signal),
    retry: retryUnlessBadFilter,
  });

/** One domain over the filter: its row, engines and brands. */
export const sourceDomainQuery = (projectDocumentId: string, filter: RangedReportFilter, domain: string) =>
  queryOptions({
    queryKey: sourceKeys.read(projectDocumentId, filter, 'domain', domain),
    queryFn: ({ signal }) => sourceCalls.domain(projectDocumentId, filter, domain, signal),
    retry: retryUnlessBadFilter,
  });

/** One page over the filter: its row, engines, brands and prompts. */
export const sourceUrlQuery = (projectDocumentId: string, filter: RangedReportFilter, url: string) =>
  queryOptions({
    queryKey: sourceKeys.read(projectDocumentId, filter, 'url', url),
    queryFn: ({ signal }) => sourceCalls.url(projectDocumentId, filter, url, signal),
    retry: retryUnlessBadFilter,
  });

/** The granularity that keeps a trend readable: days up to six weeks, ISO weeks up to about half a year, else months. */
export function trendGranularity(filter: RangedReportFilter): 'day' | 'week' | 'month' {
  const days = (Date.parse(filter.to) - Date.parse(filter.from)) / 86_400_000 + 1;
  return days <= 45 ? 'day' : days <= 200 ? 'week' : 'month';
}

/** One source's trend: a domain, or a page by address. */
export const sourceTrendQuery = (
  projectDocumentId: string,
  filter: RangedReportFilter,
  source: { domain: string } | { url: string },
) => {
  const granularity = trendGranularity(filter);
  return queryOptions({
    queryKey: sourceKeys.read(projectDocumentId, filter, 'trend', source, granularity),
    queryFn: async ({ signal }) => {
      if ('domain' in source) {
        const { data } = await sourceCalls.domainsTrend(
          projectDocumentId,
          filter,
          [source.domain],
          granularity,
          signal,
        );
        return { periods: data.periods, points: data.domains[0]?.points ?? [], granularity };
      }
      const { data } = await sourceCalls.urlsTrend(
        projectDocumentId,
        filter,
        [source.url],
        granularity,
        signal,
      );
      return { periods: data.periods, points: data.urls[0]?.points ?? [], granularity };
    },
    retry: retryUnlessBadFilter,
  });
};

/** The source types of every citation of the filter, in all and per period. */
export const sourceTypesQuery = (projectDocumentId: string, filter: RangedReportFilter) => {
  const granularity = trendGranularity(filter);
  return queryOptions({
    queryKey: sourceKeys.read(projectDocumentId, filter, 'types', granularity),
    queryFn: ({ signal }) => sourceCalls.types(projectDocumentId, filter, granularity, signal),
    retry: retryUnlessBadFilter,
  });
};

/** Each listed domain's rate of answers citing it per period of the filter: the domain table's sparklines. */
export const sourceSparklinesQuery = (
  projectDocumentId: string,
  filter: RangedReportFilter,
  domains: readonly string[],
) => {
  const granularity = trendGranularity(filter);
  return queryOptions({
    queryKey: sourceKeys.read(projectDocumentId, filter, 'sparklines', granularity, domains),
    queryFn: async ({ signal }) => {
      const { data } = await sourceCalls.domainsTrend(
        projectDocumentId,
        filter,
        domains,
        granularity,
        signal,
      );
      return new Map(data.domains.map((d) => [d.domain, d.points.map((p) => p.rate)]));
    },
    retry: retryUnlessBadFilter,
    enabled: domains.length > 0,
  });
};

/** What a site read without citing it, per site of the shown page (a column filled after the table). */
export const sourceReadingQuery = (
  projectDocumentId: string,
  filter: RangedReportFilter,
  domains: readonly string[],
) =>
  queryOptions({
    queryKey: sourceKeys.read(projectDocumentId, filter, 'reading', domains),
    queryFn: async ({ signal }) => {
      const { data } = await sourceCalls.domainsReading(projectDocumentId, filter, domains, signal);
      return new Map(data.map((d) => [d.domain, d]));
    },
    retry: retryUnlessBadFilter,
    enabled: domains.length > 0,
  });
