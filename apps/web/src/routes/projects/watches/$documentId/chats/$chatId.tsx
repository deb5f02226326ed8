import { createFileRoute } from '@tanstack/react-router';
import { WatchChatScreen } from '../../../../../features/chats/ChatScreens.tsx';
import { WatchChatBack } from '../../../../../features/watches/WatchChatBack.tsx';
import { validateDateRange } from '../../../../../lib/date-range.ts';
import { authGuard } from '../../../../../router/guards.ts';
import { parseDocumentId, parseSegment } from '../../../../../router/params.ts';

export const Route = createFileRoute('/projects/watches/$documentId/chats/$chatId')({
  staticData: { titleKey: 'routes.chat', layout: 'full-width', guard: 'auth' },
  beforeLoad: authGuard,
  params: {
    parse: (params: Record<string, string>) => ({
      ...parseDocumentId('documentId')(params),
      ...parseSegment('chatId')(params),
    }),
  },
  validateSearch: validateDateRange,
  component: function WatchChatRoute() {
    const { documentId, chatId } = Route.useParams();
    return (
      <WatchChatScreen
        watchId={documentId}
        chatId={chatId}
        context={<WatchChatBack watchDocumentId={documentId} />}
      />
    );
  },
});
