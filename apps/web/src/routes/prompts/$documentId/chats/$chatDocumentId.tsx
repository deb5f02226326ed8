import { createFileRoute } from '@tanstack/react-router';
import { PromptChatScreen } from '../../../../features/chats/ChatScreens.tsx';
import { validateDateRange } from '../../../../lib/date-range.ts';
import { authGuard } from '../../../../router/guards.ts';
import { parseDocumentId, parseSegment } from '../../../../router/params.ts';

export const Route = createFileRoute('/prompts/$documentId/chats/$chatDocumentId')({
  staticData: { titleKey: 'routes.chat', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  params: {
    parse: (params: Record<string, string>) => ({
      ...parseDocumentId('documentId')(params),
      ...parseSegment('chatDocumentId')(params),
    }),
  },
  validateSearch: validateDateRange,
  component: function PromptChatRoute() {
    const { documentId, chatDocumentId } = Route.useParams();
    return <PromptChatScreen promptId={documentId} chatId={chatDocumentId} />;
  },
});
