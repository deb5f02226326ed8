import { createFileRoute } from '@tanstack/react-router';
import { validateDateRange } from '../../../../../../lib/date-range.ts';
import { authGuard } from '../../../../../../router/guards.ts';
import { parseCollectDate, parseDocumentId } from '../../../../../../router/params.ts';
import { DataScreen } from '../../../../../../ui/data-screen/DataScreen.tsx';

export const Route = createFileRoute('/projects/$documentId/collects/$year/$month/$day')({
  staticData: { titleKey: 'routes.projectCollects', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  params: {
    parse: (params: Record<string, string>) => ({
      ...parseDocumentId('documentId')(params),
      ...parseCollectDate(params),
    }),
  },
  validateSearch: validateDateRange,
  component: () => <DataScreen titleKey="routes.projectCollects" />,
});
