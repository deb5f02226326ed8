import { createFileRoute } from '@tanstack/react-router';
import { validateDateRange } from '../../../../../lib/date-range.ts';
import { authGuard } from '../../../../../router/guards.ts';
import { parseDomain, parseSegment } from '../../../../../router/params.ts';
import { DataScreen } from '../../../../../ui/data-screen/DataScreen.tsx';

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
  component: () => <DataScreen titleKey="routes.chat" />,
});
