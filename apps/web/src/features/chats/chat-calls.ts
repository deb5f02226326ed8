import type { ChatDetail, ChatDetailResponse } from '@sightline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/api-client.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import { type ChatOwner, chatKeys } from './chat-keys.ts';

const pathOf = (owner: ChatOwner, chatId: string) =>
  owner.kind === 'project'
    ? `/projects/${encodeURIComponent(owner.projectId)}/chats/${encodeURIComponent(chatId)}`
    : `/prompts/${encodeURIComponent(owner.promptId)}/chats/${encodeURIComponent(chatId)}`;

/** Calls of the chat view. Failures are shown by the view (the 404 screen, or the message with a retry). */
export const chatCalls = {
  get: (owner: ChatOwner, chatId: string, signal?: AbortSignal) =>
    api<ChatDetailResponse>(pathOf(owner, chatId), { silent: true, ...(signal ? { signal } : {}) }).then(
      (r) => r.data,
    ),
  raw: (owner: ChatOwner, chatId: string, signal?: AbortSignal) =>
    api<ChatDetailResponse>(pathOf(owner, chatId), {
      query: { raw: 'true' },
      silent: true,
      ...(signal ? { signal } : {}),
    }).then((r) => r.data.raw ?? null),
};

/** A 404 is final (the chat does not exist or is not ours); other failures are retried once. */
const retry = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status === 404) && failures < 1;

/** One chat with its facts. */
export function useChat(owner: ChatOwner, chatId: string) {
  return useQuery<ChatDetail>({
    queryKey: chatKeys.detail(owner, chatId),
    queryFn: ({ signal }) => chatCalls.get(owner, chatId, signal),
    retry,
  });
}

/** The engine's raw response, fetched only once the user asks for it (`enabled`). */
export function useChatRaw(owner: ChatOwner, chatId: string, enabled: boolean) {
  return useQuery<unknown>({
    queryKey: chatKeys.raw(owner, chatId),
    queryFn: ({ signal }) => chatCalls.raw(owner, chatId, signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry,
  });
}
