import type { ReactNode } from 'react';
import { ButtonLink } from '../../ui/RouterLinks.tsx';
import type { ChatPlace } from './chat-place.ts';

/** A button to another chat in the same route family as the current one. */
export function ChatLink({
  place,
  chatId,
  children,
  testId,
  leftSection,
  rightSection,
}: {
  place: ChatPlace;
  chatId: string;
  children: ReactNode;
  testId: string;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
}) {
  const common = {
    variant: 'default' as const,
    size: 'xs' as const,
    'data-testid': testId,
    leftSection,
    rightSection,
  };
  if (place.kind === 'prompt')
    return (
      <ButtonLink
        {...common}
        to="/prompts/$documentId/chats/$chatDocumentId"
        params={{ documentId: place.promptId, chatDocumentId: chatId }}
      >
        {children}
      </ButtonLink>
    );
  if (place.kind === 'source')
    return (
      <ButtonLink
        {...common}
        to="/projects/sources/$domain/chats/$chatId"
        params={{ domain: place.domain, chatId }}
      >
        {children}
      </ButtonLink>
    );
  if (place.kind === 'watch')
    return (
      <ButtonLink
        {...common}
        to="/projects/watches/$documentId/chats/$chatId"
        params={{ documentId: place.watchId, chatId }}
        search={true}
      >
        {children}
      </ButtonLink>
    );
  return (
    <ButtonLink
      {...common}
      to="/projects/$documentId/chats/$chatId"
      params={{ documentId: place.projectId, chatId }}
    >
      {children}
    </ButtonLink>
  );
}
