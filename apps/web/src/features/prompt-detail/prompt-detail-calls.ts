import type {
  PromptReport,
  PromptSearchesResponse,
  RecentCollectsResponse,
  RunNowResponse,
} from '@sightline/contracts';
import { type RangedReportFilter, reportFilterParams } from '@sightline/contracts';
import { api } from '../../lib/api/api-client.ts';

/** The range and engines of a prompt's report (the prompt screen has no other filter). */
export type PromptFilter = Pick<RangedReportFilter, 'from' | 'to' | 'engines'>;

const withSignal = (signal?: AbortSignal) => (signal ? { signal, silent: true } : { silent: true });

/**
 * The calls of `/prompts/{id}`. Each is scoped by the server to the caller's organizations (404 otherwise) and silent:
 * the screen shows failures in place.
 */
export const promptDetailCalls = {
  /** `GET /api/v1/prompts/:id/report`: the prompt, its project, n per engine, the series and the brands. */
  report: (promptDocumentId: string, filter: PromptFilter, signal?: AbortSignal) =>
    api<{ data: PromptReport }>(
      `/v1/prompts/${promptDocumentId}/report?${reportFilterParams(filter)}`,
      withSignal(signal),
    ).then((r) => r.data),

  /** `GET /api/v1/prompts/:id/searches`: what each engine searched for the prompt, new or gone, under the same filter. */
  searches: (promptDocumentId: string, filter: PromptFilter, signal?: AbortSignal) =>
    api<PromptSearchesResponse>(
      `/v1/prompts/${promptDocumentId}/searches?${reportFilterParams(filter)}`,
      withSignal(signal),
    ).then((r) => r.data),

  /** "Collect now" for this prompt alone: plans today's collect of it on every engine of its project. */
  collectNow: (promptDocumentId: string) =>
    api<RunNowResponse>(`/v1/prompts/${promptDocumentId}/collect`, {
      method: 'POST',
      json: {},
      silent: true,
    }).then((r) => r.data),

  /** The project's newest collects, to follow the one started until its runs end. */
  recentCollects: (projectDocumentId: string, signal?: AbortSignal) =>
    api<RecentCollectsResponse>(`/v1/projects/${projectDocumentId}/collects/recent`, withSignal(signal)).then(
      (r) => r.data,
    ),
};
