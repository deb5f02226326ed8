import type { ChatDetailResponse, ChatListResponse, ChatSummary } from '@sightline/contracts';
import { type RangedReportFilter, reportFilterParams } from '@sightline/contracts';
import { api } from '../../lib/api/api-client.ts';
import { apiErrorOf } from '../../lib/api/api-error-of.ts';
import { readToken } from '../../lib/session/token-cookie.ts';

/** Rows per request of the completions table (the endpoint's maximum). */
export const completionPageSize = 100;

export type ExportFormat = 'csv' | 'jsonl';

/** Calls of `/data/completions`. Every one is scoped by the server to the caller's organization (404 otherwise). */
export const completionCalls = {
  /** The engine's raw response of one answer (null when none is stored). */
  raw: (projectDocumentId: string, chatId: string, signal?: AbortSignal) =>
    api<ChatDetailResponse>(
      `/projects/${encodeURIComponent(projectDocumentId)}/chats/${encodeURIComponent(chatId)}`,
      { query: { raw: 'true' }, silent: true, ...(signal ? { signal } : {}) },
    ).then((r) => r.data.raw ?? null),

  page: (
    projectDocumentId: string,
    filter: RangedReportFilter,
    own: Record<string, string | undefined>,
    cursor: string | null,
    signal?: AbortSignal,
  ): Promise<{ chats: ChatSummary[]; nextCursor: string | null }> =>
    api<ChatListResponse>(
      `/v1/projects/${projectDocumentId}/chats?${reportFilterParams(filter, {
        ...own,
        limit: String(completionPageSize),
        cursor: cursor ?? undefined,
      })}`,
      { silent: true, ...(signal ? { signal } : {}) },
    ).then((r) => ({ chats: r.data, nextCursor: r.meta.nextCursor })),

  /**
   * Downloads the export of the filters as a file: streamed from the server, `onProgress` told the rows received so
   * far. Resolves with the file; rejects with the API's error (a bad filter, too many exports) or an abort.
   */
  async export(
    projectDocumentId: string,
    filter: RangedReportFilter,
    own: Record<string, string | undefined>,
    format: ExportFormat,
    onProgress: (rows: number) => void,
    signal?: AbortSignal,
  ): Promise<{ blob: Blob; filename: string; rows: number }> {
    const headers: Record<string, string> = {};
    const token = readToken();
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(
      `/api/v1/projects/${projectDocumentId}/chats/export?${reportFilterParams(filter, { ...own, format })}`,
      { headers, signal: signal ?? null },
    );
    if (!response.ok || !response.body) {
      throw await apiErrorOf(response);
    }
    const reader = response.body.getReader();
    const parts: Uint8Array[] = [];
    let lines = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      for (const byte of value) if (byte === 10) lines++;
      onProgress(format === 'csv' ? Math.max(0, lines - 1) : lines);
    }
    const disposition = response.headers.get('content-disposition') ?? '';
    const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `answers.${format}`;
    const type = format === 'csv' ? 'text/csv;charset=utf-8' : 'application/x-ndjson';
    return {
      blob: new Blob(parts as BlobPart[], { type }),
      filename,
      rows: format === 'csv' ? Math.max(0, lines - 1) : lines,
    };
  },
};
