import {
  type ChatListResponse,
  type ChatSummary,
  type PromptEngineTable,
  type RangedReportFilter,
  reportFilterParams,
  type TopDomainsResponse,
  type TrackingGroupBy,
  type TrackingReport,
  type WorkspaceOverviewResponse,
} from '@sightline/contracts';
import { api } from './api-client.ts';

/** What a read of the workspace overview asks for: a page of its projects, in a sort, maybe only some of them. */
export interface WorkspaceOverviewTable {
  /** `visibility7:desc`, `name:asc`, … (the API's sorts; the server's default is `name:asc`). */
  sort?: string | undefined;
  /** From 1. */
  page?: number | undefined;
  /** 1–100 (the server's default is 25). */
  pageSize?: number | undefined;
  /** Only these projects (document ids). */
  documentIds?: readonly string[] | undefined;
}

export interface TrackingOptions {
  compare?: 'previous' | undefined;
  groupBy?: TrackingGroupBy | undefined;
}

/** The screens show a report's failure in place (with the API's message), so no toast as well. */
const withSignal = (signal?: AbortSignal) => (signal ? { signal, silent: true } : { silent: true });

/** The dashboards' reads. Every one is scoped by the server to the caller's organization (404 otherwise). */
export const analyticsCalls = {
  tracking: (
    projectDocumentId: string,
    filter: RangedReportFilter,
    options: TrackingOptions = {},
    signal?: AbortSignal,
  ) =>
    api<{ data: TrackingReport }>(
      `/v1/projects/${projectDocumentId}/tracking?${reportFilterParams(filter, { ...options })}`,
      withSignal(signal),
    ).then((r) => r.data),

  promptEngine: (projectDocumentId: string, filter: RangedReportFilter, signal?: AbortSignal) =>
    api<{ data: PromptEngineTable }>(
      `/v1/projects/${projectDocumentId}/tracking/prompts?${reportFilterParams(filter)}`,
      withSignal(signal),
    ).then((r) => r.data),

  topDomains: (projectDocumentId: string, filter: RangedReportFilter, limit = 10, signal?: AbortSignal) =>
    api<TopDomainsResponse>(
      `/v1/projects/${projectDocumentId}/top-domains?${reportFilterParams(filter, { limit: String(limit) })}`,
      withSignal(signal),
    ).then((r) => r.data),

  /** One page of answers, newest first; `cursor` is the `nextCursor` of the page before. */
  chats: (
    projectDocumentId: string,
    filter: RangedReportFilter,
    page: {
      limit?: number;
      cursor?: string | null;
      brand?: string;
      mentioned?: boolean;
      /** One intent group: an intent, or `none` (prompts without one). */
      intent?: string;
      status?: 'ok' | 'no_answer';
    } = {},
    signal?: AbortSignal,
  ): Promise<{ chats: ChatSummary[]; nextCursor: string | null }> =>
    api<ChatListResponse>(
      `/v1/projects/${projectDocumentId}/chats?${reportFilterParams(filter, {
        limit: page.limit === undefined ? undefined : String(page.limit),
        cursor: page.cursor ?? undefined,
        brand: page.brand,
        mentioned: page.mentioned === undefined ? undefined : String(page.mentioned),
        intent: page.intent,
        status: page.status,
      })}`,
      withSignal(signal),
    ).then((r) => ({ chats: r.data, nextCursor: r.meta.nextCursor })),

  /** One page of the workspace's projects side by side, sorted by the server (`meta.pagination` counts them all). */
  workspaceOverview: (
    workspaceDocumentId: string,
    table: WorkspaceOverviewTable = {},
    signal?: AbortSignal,
  ) =>
    api<WorkspaceOverviewResponse>(`/v1/workspaces/${workspaceDocumentId}/overview`, {
      ...withSignal(signal),
      query: {
        sort: table.sort,
        pagination: { page: table.page, pageSize: table.pageSize },
        filters: table.documentIds ? { documentId: { $in: [...table.documentIds] } } : undefined,
      },
    }),
};
