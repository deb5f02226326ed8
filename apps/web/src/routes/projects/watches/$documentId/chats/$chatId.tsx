import { createFileRoute } from '@tanstack/react-router';
import { validateFilters } from '../../../../../lib/filter-search.ts';
import { authGuard } from '../../../../../router/guards.ts';
import { parseDocumentId, parseSegment } from '../../../../../router/params.ts';
import { DataScreen } from '../../../../../ui/data-screen/DataScreen.tsx';

export const Route = createFileRoute('/projects/watches/$documentId/chats/$chatId')({
  staticData: { titleKey: 'routes.chat', layout: 'full-width', guard: 'auth' },
  beforeLoad: authGuard,
  params: {
    parse: (params: Record<string, string>) => ({
      ...parseDocumentId('documentId')(params),
      ...parseSegment('chatId')(params),
    }),
  },
  validateSearch: validateFilters,
  component: () => <DataScreen titleKey="routes.chat" />,
});
