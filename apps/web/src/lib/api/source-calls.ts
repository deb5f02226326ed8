import {
  type ChatListResponse,
  type ContentTypeId,
  type RangedReportFilter,
  reportFilterParams,
  type SourceDomainCorrectionResponse,
  type SourceDomainDetailResponse,
  type SourceDomainsReadingResponse,
  type SourceDomainsResponse,
  type SourceDomainsTrendResponse,
  type SourceTypesResponse,
  type SourceUrlCorrectionResponse,
  type SourceUrlDetailResponse,
  type SourceUrlsResponse,
  type SourceUrlsTrendResponse,
} from '@sightline/contracts';
import { api } from './api-client.ts';

/** What the source domain table asks beside the report filters. */
export interface SourceDomainTableQuery {
  q?: string | undefined;
  /** Only the sites of this registrable domain. */
  parent?: string | undefined;
  sourceTypes?: readonly string[] | undefined;
  /** Only pages of these content types (page table). */
  contentTypes?: readonly string[] | undefined;
  gap?: boolean | undefined;
  /** Only pages of this domain (page table). */
  domain?: string | undefined;
  /** `citations:desc`, `domain:asc`, … (the API's sorts). */
  sort?: string | undefined;
  /** From 1. */
  page?: number | undefined;
  /** 1–100. */
  pageSize?: number | undefined;
}

const tableParams = (table: SourceDomainTableQuery) => ({
  q: table.q,
  parent: table.parent,
  sourceTypes: table.sourceTypes?.length ? table.sourceTypes.join(',') : undefined,
  contentTypes: table.contentTypes?.length ? table.contentTypes.join(',') : undefined,
  gap: table.gap ? 'true' : undefined,
  domain: table.domain,
  sort: table.sort,
  'pagination[page]': table.page === undefined ? undefined : String(table.page),
  'pagination[pageSize]': String(table.pageSize ?? 100),
});

/** The screens show a read's failure in place (with the API's message), so no toast as well. */
const silently = (signal?: AbortSignal) => (signal ? { signal, silent: true } : { silent: true });

/** A trend body: the report filters as the body's fields (the server reads the same names). */
const trendBody = (filter: RangedReportFilter, granularity: string) => ({
  from: filter.from,
  to: filter.to,
  ...(filter.engines?.length ? { engines: [...filter.engines] } : {}),
  ...(filter.tags?.length ? { tags: [...filter.tags] } : {}),
  ...(filter.intents?.length ? { intents: [...filter.intents] } : {}),
  ...(filter.branded === undefined ? {} : { branded: String(filter.branded) }),
  ...(filter.prompts?.length ? { prompts: [...filter.prompts] } : {}),
  granularity,
});

/** The source screens' reads and corrections; the server scopes each to the caller's organization (404 otherwise). */
export const sourceCalls = {
  domains: (
    projectDocumentId: string,
    filter: RangedReportFilter,
    table: SourceDomainTableQuery,
    signal?: AbortSignal,
  ) =>
    api<SourceDomainsResponse>(
      `/projects/${projectDocumentId}/sources-by-domain?${reportFilterParams(filter, tableParams(table))}`,
      silently(signal),
    ),

  /** The cited pages, with the same table parameters (text matches the address or the title). */
  urls: (
    projectDocumentId: string,
    filter: RangedReportFilter,
    table: SourceDomainTableQuery,
    signal?: AbortSignal,
  ) =>
    api<SourceUrlsResponse>(
      `/projects/${projectDocumentId}/sources?${reportFilterParams(filter, tableParams(table))}`,
      silently(signal),
    ),

  /** One domain: its row, engines and the brands named beside it. */
  domain: (projectDocumentId: string, filter: RangedReportFilter, domain: string, signal?: AbortSignal) =>
    api<SourceDomainDetailResponse>(
      `/projects/${projectDocumentId}/source-domains/${encodeURIComponent(domain)}?${reportFilterParams(filter)}`,
      silently(signal),
    ),

  /** One page: its row, engines, brands and the prompts whose answers cite it. */
  url: (projectDocumentId: string, filter: RangedReportFilter, url: string, signal?: AbortSignal) =>
    api<SourceUrlDetailResponse>(
      `/projects/${projectDocumentId}/source-url?${reportFilterParams(filter, { url })}`,
      silently(signal),
    ),

  /** The source types of every citation of the range, in all and per period. */
  types: (projectDocumentId: string, filter: RangedReportFilter, granularity: string, signal?: AbortSignal) =>
    api<SourceTypesResponse>(
      `/projects/${projectDocumentId}/source-types?${reportFilterParams(filter, { granularity })}`,
      silently(signal),
    ).then((r) => r.data),

  domainsTrend: (
    projectDocumentId: string,
    filter: RangedReportFilter,
    domains: readonly string[],
    granularity: string,
    signal?: AbortSignal,
  ) =>
    api<SourceDomainsTrendResponse>(`/v1/projects/${projectDocumentId}/source-domains-trend`, {
      method: 'POST',
      json: { ...trendBody(filter, granularity), domains },
      ...silently(signal),
    }),

  /** Retrieved beside cited for a page of sites: the answers that read each, and those that did not cite it. */
  domainsReading: (
    projectDocumentId: string,
    filter: RangedReportFilter,
    domains: readonly string[],
    signal?: AbortSignal,
  ) => {
    const { granularity: _g, ...body } = trendBody(filter, 'day');
    return api<SourceDomainsReadingResponse>(`/v1/projects/${projectDocumentId}/source-domains-reading`, {
      method: 'POST',
      json: { ...body, domains },
      ...silently(signal),
    });
  },

  urlsTrend: (
    projectDocumentId: string,
    filter: RangedReportFilter,
    urls: readonly string[],
    granularity: string,
    signal?: AbortSignal,
  ) =>
    api<SourceUrlsTrendResponse>(`/v1/projects/${projectDocumentId}/source-urls-trend`, {
      method: 'POST',
      json: { ...trendBody(filter, granularity), urls },
      ...silently(signal),
    }),

  /** A page of the answers citing a domain or a page, newest first (keyset cursor). */
  citingChats: (
    projectDocumentId: string,
    filter: RangedReportFilter,
    cited: { domain: string } | { url: string },
    page: { limit: number; cursor: string | null },
    signal?: AbortSignal,
  ) =>
    api<ChatListResponse>(
      `/projects/${projectDocumentId}/${'domain' in cited ? 'chats-by-domain' : 'chats-by-url'}?${reportFilterParams(
        filter,
        {
          ...cited,
          limit: String(page.limit),
          cursor: page.cursor ?? undefined,
        },
      )}`,
      silently(signal),
    ).then((r) => ({ chats: r.data, nextCursor: r.meta.nextCursor })),

  /** An organization's correction of a domain's source type (null gives it back to the analyzer). Editors. */
  correctDomain: (projectDocumentId: string, domain: string, sourceType: string | null) =>
    api<SourceDomainCorrectionResponse>(
      `/v1/projects/${projectDocumentId}/source-domains/${encodeURIComponent(domain)}`,
      { method: 'PUT', json: { data: { sourceType } }, silent: true },
    ),

  /** An organization's correction of a page's content type (null gives it back to the analyzer). Editors. */
  correctUrl: (projectDocumentId: string, url: string, contentType: ContentTypeId | null) =>
    api<SourceUrlCorrectionResponse>(`/v1/projects/${projectDocumentId}/source-urls`, {
      method: 'PUT',
      json: { data: { url, contentType } },
      silent: true,
    }),
};
