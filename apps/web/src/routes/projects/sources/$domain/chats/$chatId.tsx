import { createFileRoute } from '@tanstack/react-router';
import { DataScreen } from '../../../../../components/data/DataScreen.tsx';
import { validateDateRange } from '../../../../../router/date-range.ts';
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
  component: () => <DataScreen titleKey="routes.chat" />,
});
