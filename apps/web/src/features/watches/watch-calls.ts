import type {
  ChatListResponse,
  ChatSummary,
  WatchBody,
  WatchDetailResponse,
  WatchListResponse,
  WatchPreviewBody,
  WatchPreviewResponse,
  WatchResponse,
} from '@sightline/contracts';
import { api } from '../../lib/api/api-client.ts';

/** A range of local days (inclusive), as the watch reads take it. */
export interface WatchRange {
  from: string;
  to: string;
}

const rangeQuery = (range: WatchRange, extra: Record<string, string | undefined> = {}) => {
  const params = new URLSearchParams({ from: range.from, to: range.to });
  for (const [key, value] of Object.entries(extra)) if (value !== undefined) params.set(key, value);
  return params.toString();
};

/** The screens show a read's failure in place (with the API's message and a retry), so no toast as well. */
const silently = (signal?: AbortSignal) => (signal ? { signal, silent: true } : { silent: true });

const project = (projectDocumentId: string) => encodeURIComponent(projectDocumentId);
const watch = (watchDocumentId: string) => encodeURIComponent(watchDocumentId);

/**
 * The watch screens' calls. Reads are any member's; saving, previewing and deleting are editors' (a viewer gets a
 * 403). The server scopes every call to the caller's organization: another project's watch is a 404.
 */
export const watchCalls = {
  /** The spec's call: every watch of the project with its numbers over the range. */
  list: (projectDocumentId: string, range: WatchRange, signal?: AbortSignal) =>
    api<WatchListResponse>(
      `/projects/${project(projectDocumentId)}/watches?${rangeQuery(range)}`,
      silently(signal),
    ),

  /** One watch, with its hits per engine and day over the range. */
  detail: (projectDocumentId: string, watchDocumentId: string, range: WatchRange, signal?: AbortSignal) =>
    api<WatchDetailResponse>(
      `/v1/projects/${project(projectDocumentId)}/watches/${watch(watchDocumentId)}?${rangeQuery(range)}`,
      silently(signal),
    ),

  /** A page of the answers the watch matched in the range, newest first (keyset cursor). */
  chats: (
    projectDocumentId: string,
    watchDocumentId: string,
    range: WatchRange,
    page: { limit: number; cursor: string | null },
    signal?: AbortSignal,
  ): Promise<{ chats: ChatSummary[]; nextCursor: string | null }> =>
    api<ChatListResponse>(
      `/v1/projects/${project(projectDocumentId)}/watches/${watch(watchDocumentId)}/chats?${rangeQuery(
        range,
        {
          limit: String(page.limit),
          cursor: page.cursor ?? undefined,
        },
      )}`,
      silently(signal),
    ).then((r) => ({ chats: r.data, nextCursor: r.meta.nextCursor })),

  /** Whether some answer of the project in the range came from the simulator (one answer of the list is enough). */
  simulatedInRange: (projectDocumentId: string, range: WatchRange, signal?: AbortSignal) =>
    api<ChatListResponse>(
      `/v1/projects/${project(projectDocumentId)}/chats?${rangeQuery(range, { simulated: 'true', limit: '1' })}`,
      silently(signal),
    ).then((r) => r.data.length > 0),

  /** How many stored answers a draft would match, and its target as it would be matched. */
  preview: (projectDocumentId: string, body: WatchPreviewBody, signal?: AbortSignal) =>
    api<WatchPreviewResponse>(`/v1/projects/${project(projectDocumentId)}/watches/preview`, {
      method: 'POST',
      json: body,
      ...silently(signal),
    }).then((r) => r.data),

  /** Creates (no `watchDocumentId`) or changes a watch; the form shows a failure by its field. */
  save: (projectDocumentId: string, watchDocumentId: string | undefined, body: WatchBody) =>
    api<WatchResponse>(
      watchDocumentId === undefined
        ? `/v1/projects/${project(projectDocumentId)}/watches`
        : `/v1/projects/${project(projectDocumentId)}/watches/${watch(watchDocumentId)}`,
      { method: watchDocumentId === undefined ? 'POST' : 'PUT', json: body, silent: true },
    ).then((r) => r.data),

  remove: (projectDocumentId: string, watchDocumentId: string) =>
    api<unknown>(`/v1/projects/${project(projectDocumentId)}/watches/${watch(watchDocumentId)}`, {
      method: 'DELETE',
      silent: true,
    }),
};
