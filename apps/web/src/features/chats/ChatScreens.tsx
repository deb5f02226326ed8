import { Group, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session/use-session.ts';
import { DataScreen } from '../../ui/data-screen/DataScreen.tsx';
import { AnchorLink } from '../../ui/RouterLinks.tsx';
import { ChatSkeleton } from './ChatSkeleton.tsx';
import { ChatView } from './ChatView.tsx';

const back = <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} />;

/** `/projects/{id}/chats/{chatId}`: a chat of the project in the path. */
export function ProjectChatScreen({ projectId, chatId }: { projectId: string; chatId: string }) {
  const { t } = useTranslation();
  return (
    <ChatView
      place={{ kind: 'project', projectId }}
      chatId={chatId}
      context={
        <AnchorLink
          to="/projects/$documentId"
          params={{ documentId: projectId }}
          size="sm"
          mb="xs"
          display="block"
        >
          {back} {t('chats.backToProject')}
        </AnchorLink>
      }
    />
  );
}

/** `/projects/sources/{domain}/chats/{chatId}`: a chat of the selected project that cites the domain. */
export function SourceChatScreen({ domain, chatId }: { domain: string; chatId: string }) {
  const { t } = useTranslation();
  const { selection, selectionReady } = useSession();
  const project = selection.project;
  if (!project) return selectionReady ? <DataScreen titleKey="routes.chat" /> : <ChatSkeleton />;
  return (
    <ChatView
      place={{ kind: 'source', projectId: project.documentId, domain }}
      chatId={chatId}
      context={
        <Group gap="xs" mb="xs" wrap="wrap">
          <AnchorLink to="/projects/sources/$domain" params={{ domain }} size="sm" data-testid="chat-back">
            {back} {t('chats.backToDomain', { domain })}
          </AnchorLink>
          <Text size="sm" c="dimmed" data-testid="chat-domain-context">
            · {t('chats.domainContext', { domain })}
          </Text>
        </Group>
      }
    />
  );
}

/**
 * `/projects/watches/{id}/chats/{chatId}`: a chat of the selected project that a watch matched; `context` is the way
 * back to the watch (the watch screen's, which knows its name).
 */
export function WatchChatScreen({
  watchId,
  chatId,
  context,
}: {
  watchId: string;
  chatId: string;
  context: ReactNode;
}) {
  const { selection, selectionReady } = useSession();
  const project = selection.project;
  if (!project) return selectionReady ? <DataScreen titleKey="routes.chat" /> : <ChatSkeleton />;
  return (
    <ChatView
      place={{ kind: 'watch', projectId: project.documentId, watchId }}
      chatId={chatId}
      context={context}
    />
  );
}

/** `/prompts/{id}/chats/{chatDocumentId}`: an answer to the prompt in the path. */
export function PromptChatScreen({ promptId, chatId }: { promptId: string; chatId: string }) {
  const { t } = useTranslation();
  return (
    <ChatView
      place={{ kind: 'prompt', promptId }}
      chatId={chatId}
      context={
        <AnchorLink
          to="/prompts/$documentId"
          params={{ documentId: promptId }}
          size="sm"
          mb="xs"
          display="block"
          data-testid="chat-back"
        >
          {back} {t('chats.backToPrompt')}
        </AnchorLink>
      }
    />
  );
}
