import type { ChatOwner } from './chat-keys.ts';

/**
 * Which chat route shows the chat: a project's chat, a chat citing a domain or matched by a watch (of the selected
 * project), or a prompt's chat. Neighbour links stay in the same family.
 */
export type ChatPlace =
  | { kind: 'project'; projectId: string }
  | { kind: 'source'; projectId: string; domain: string }
  | { kind: 'watch'; projectId: string; watchId: string }
  | { kind: 'prompt'; promptId: string };

/** The API the place reads its chat from. */
export function ownerOf(place: ChatPlace): ChatOwner {
  return place.kind === 'prompt'
    ? { kind: 'prompt', promptId: place.promptId }
    : { kind: 'project', projectId: place.projectId };
}
