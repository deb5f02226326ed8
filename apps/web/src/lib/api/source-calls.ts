import type { SourceDomainsResponse, SourceUrlsResponse } from '@sightline/contracts';
import { type ReportFilter, reportSearchParams } from './analytics-calls.ts';
import { api } from './api-client.ts';

/** What the source domain table asks beside the report filters. */
export interface SourceDomainTableQuery {
  q?: string | undefined;
  sourceTypes?: readonly string[] | undefined;
  gap?: boolean | undefined;
  /** 1–100. */
  pageSize?: number | undefined;
}

const tableParams = (table: SourceDomainTableQuery) => ({
  q: table.q,
  sourceTypes: table.sourceTypes?.length ? table.sourceTypes.join(',') : undefined,
  gap: table.gap ? 'true' : undefined,
  'pagination[pageSize]': String(table.pageSize ?? 100),
});

/** The source screens' reads; the server scopes each to the caller's organization (404 otherwise). */
export const sourceCalls = {
  domains: (
    projectDocumentId: string,
    filter: ReportFilter,
    table: SourceDomainTableQuery,
    signal?: AbortSignal,
  ) =>
    api<SourceDomainsResponse>(
      `/projects/${projectDocumentId}/sources-by-domain?${reportSearchParams(filter, tableParams(table))}`,
      signal ? { signal, silent: true } : { silent: true },
    ),

  /** The cited pages, with the same table parameters (text matches the address or the title). */
  urls: (
    projectDocumentId: string,
    filter: ReportFilter,
    table: SourceDomainTableQuery,
    signal?: AbortSignal,
  ) =>
    api<SourceUrlsResponse>(
      `/projects/${projectDocumentId}/sources?${reportSearchParams(filter, tableParams(table))}`,
      signal ? { signal, silent: true } : { silent: true },
    ),
};
