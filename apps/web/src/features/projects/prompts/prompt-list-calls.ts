import type {
  ProjectPromptsResponse,
  PromptBulkData,
  PromptBulkResponse,
  PromptImportResponse,
} from '@sightline/contracts';
import { api } from '../../../lib/api/api-client.ts';

/** What a bulk action sends (contracts `PromptBulkData` before its defaults). */
export type PromptBulkInput = Pick<PromptBulkData, 'prompts' | 'action'> &
  Partial<Pick<PromptBulkData, 'tags' | 'intent'>>;

/** Prompts per page of the project's prompt list: the API's largest page. */
export const promptListPageSize = 100;

/** The calls of the project's prompt list: its prompts with tags, a CSV import and one action on many prompts. */
export const promptListCalls = {
  /** One page of the project's prompts, oldest first (the API pages every list, at most 100 a page). */
  list: (documentId: string, page: number, signal?: AbortSignal) =>
    api<ProjectPromptsResponse>(
      `/v1/projects/${documentId}/prompts?pagination[page]=${page}&pagination[pageSize]=${promptListPageSize}`,
      { silent: true, ...(signal ? { signal } : {}) },
    ),
  /** Silent: a 400 is the report of the rejected lines, which the import dialog shows. */
  importCsv: (documentId: string, csv: string) =>
    api<PromptImportResponse>(`/v1/projects/${documentId}/prompts/import`, {
      method: 'POST',
      json: { data: { csv } },
      silent: true,
    }),
  bulk: (documentId: string, data: PromptBulkInput) =>
    api<PromptBulkResponse>(`/v1/projects/${documentId}/prompts/bulk`, { method: 'POST', json: { data } }),
};

/** Query keys of the prompt list. */
export const promptListKeys = {
  project: (documentId: string) => ['project-prompt-list', documentId] as const,
};
