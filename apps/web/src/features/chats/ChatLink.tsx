import type { ReactNode } from 'react';
import type { AnswerTrail } from '../../ui/answer-trail/answer-trail.ts';
import { ButtonLink } from '../../ui/RouterLinks.tsx';
import type { ChatPlace } from './chat-place.ts';

/** A button to another chat in the same route family as the current one (in the same list, when opened from one). */
export function ChatLink({
  place,
  chatId,
  children,
  testId,
  leftSection,
  rightSection,
  trail,
}: {
  place: ChatPlace;
  chatId: string;
  children: ReactNode;
  testId: string;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  /** The list the answer was opened from, carried to the next answer. */
  trail?: AnswerTrail | undefined;
}) {
  const common = {
    variant: 'default' as const,
    size: 'xs' as const,
    'data-testid': testId,
    leftSection,
    rightSection,
    ...(trail ? { state: { answerTrail: trail } } : {}),
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
