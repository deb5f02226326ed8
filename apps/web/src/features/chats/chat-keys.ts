/** Where a chat is read from: its project, or one of its prompts (the `/prompts/{id}/chats/{chatId}` route). */
export type ChatOwner = { kind: 'project'; projectId: string } | { kind: 'prompt'; promptId: string };

/** TanStack Query keys of the chat view. */
export const chatKeys = {
  all: ['chats'] as const,
  detail: (owner: ChatOwner, chatId: string) =>
    [
      ...chatKeys.all,
      owner.kind,
      owner.kind === 'project' ? owner.projectId : owner.promptId,
      chatId,
    ] as const,
  raw: (owner: ChatOwner, chatId: string) => [...chatKeys.detail(owner, chatId), 'raw'] as const,
};
