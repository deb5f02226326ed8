import { createFileRoute } from '@tanstack/react-router';
import { SourceChatScreen } from '../../../../../features/chats/ChatScreens.tsx';
import { validateDateRange } from '../../../../../lib/date-range.ts';
import { authGuard } from '../../../../../router/guards.ts';
import { parseDomain, parseSegment } from '../../../../../router/params.ts';

export const Route = createFileRoute('/projects/sources/$domain/chats/$chatId')({
  staticData: { titleKey: 'routes.chat', layout: 'full-width', guard: 'auth' },
  beforeLoad: authGuard,
  params: {
    parse: (params: Record<string, string>) => ({
      ...parseDomain('domain')(params),
      ...parseSegment('chatId')(params),
    }),
  },
  validateSearch: validateDateRange,
  component: function SourceChatRoute() {
    const { domain, chatId } = Route.useParams();
    return <SourceChatScreen domain={domain} chatId={chatId} />;
  },
});
