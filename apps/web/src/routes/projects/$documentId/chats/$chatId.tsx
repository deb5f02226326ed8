import { createFileRoute } from '@tanstack/react-router';
import { ProjectChatScreen } from '../../../../features/chats/ChatScreens.tsx';
import { validateDateRange } from '../../../../lib/date-range.ts';
import { authGuard } from '../../../../router/guards.ts';
import { parseDocumentId, parseSegment } from '../../../../router/params.ts';

export const Route = createFileRoute('/projects/$documentId/chats/$chatId')({
  staticData: { titleKey: 'routes.projectChats', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  params: {
    parse: (params: Record<string, string>) => ({
      ...parseDocumentId('documentId')(params),
      ...parseSegment('chatId')(params),
    }),
  },
  validateSearch: validateDateRange,
  component: function ProjectChatRoute() {
    const { documentId, chatId } = Route.useParams();
    return <ProjectChatScreen projectId={documentId} chatId={chatId} />;
  },
});
