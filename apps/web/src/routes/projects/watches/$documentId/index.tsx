import { createFileRoute } from '@tanstack/react-router';
import { validateFilters } from '../../../../lib/filter-search.ts';
import { authGuard } from '../../../../router/guards.ts';
import { parseDocumentId } from '../../../../router/params.ts';
import { DataScreen } from '../../../../ui/data-screen/DataScreen.tsx';

export const Route = createFileRoute('/projects/watches/$documentId/')({
  staticData: { titleKey: 'routes.watchesDetail', layout: 'full-width', guard: 'auth' },
  beforeLoad: authGuard,
  params: {
    parse: (params: Record<string, string>) => ({
      ...parseDocumentId('documentId')(params),
    }),
  },
  validateSearch: validateFilters,
  component: () => <DataScreen titleKey="routes.watchesDetail" />,
});
