import {
  type RangedReportFilter,
  reportFilterParams,
  type SourceDomainOverTimeResponse,
} from '@sightline/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api/api-client.ts';
import { reportFilterKey, reportKeys, retryUnlessBadFilter } from '../../ui/filter-bar/report-filter.ts';

/** The prompts' page and sort of the read (`sort=answersCiting:desc`, the API's keys). */
export interface DomainPromptsTable {
  sort: string;
  /** From 1. */
  page: number;
  /** 1–100. */
  pageSize: number;
}

/** Prompts a page shows (the server pages them). */
export const domainPromptsPageSize = 25;

/** The read covers every prompt: the URL's prompt filter is left out of it (the API refuses it). */
export const everyPrompt = ({ prompts: _, ...filter }: RangedReportFilter): RangedReportFilter => filter;

/** Query keys under the project's report keys: a collect or a correction refreshes the screen with the others. */
export const domainOverTimeKeys = {
  read: (projectDocumentId: string, filter: RangedReportFilter, domain: string, table: DomainPromptsTable) =>
    [
      ...reportKeys.project(projectDocumentId),
      'domain-over-time',
      reportFilterKey(filter),
      domain,
      table,
    ] as const,
};

/** The API call; the server scopes it to the caller's organization (404 otherwise). */
export const domainOverTimeCall = (
  projectDocumentId: string,
  filter: RangedReportFilter,
  domain: string,
  table: DomainPromptsTable,
  signal?: AbortSignal,
) =>
  api<SourceDomainOverTimeResponse>(
    `/v1/projects/${projectDocumentId}/sources/domains/${encodeURIComponent(domain)}/over-time?${reportFilterParams(
      everyPrompt(filter),
      {
        sort: table.sort,
        'pagination[page]': String(table.page),
        'pagination[pageSize]': String(table.pageSize),
      },
    )}`,
    // The screen shows a failure in place (with the API's message), so no toast as well.
    signal ? { signal, silent: true } : { silent: true },
  );

/** One domain over the filter's range, across every prompt: shares per period and engine, brands, prompts. */
export const domainOverTimeQuery = (
  projectDocumentId: string,
  filter: RangedReportFilter,
  domain: string,
  table: DomainPromptsTable,
) =>
  queryOptions({
    queryKey: domainOverTimeKeys.read(projectDocumentId, filter, domain, table),
    queryFn: ({ signal }) => domainOverTimeCall(projectDocumentId, filter, domain, table, signal),
    retry: retryUnlessBadFilter,
  });
