import { createFileRoute } from '@tanstack/react-router';
import { DataScreen } from '../../../../components/data/DataScreen.tsx';
import { validateDateRange } from '../../../../router/date-range.ts';
import { authGuard } from '../../../../router/guards.ts';
import { parseDocumentId } from '../../../../router/params.ts';

export const Route = createFileRoute('/projects/watches/$documentId/')({
  staticData: { titleKey: 'routes.watchesDetail', layout: 'full-width', guard: 'auth' },
  beforeLoad: authGuard,
  params: {
    parse: (params: Record<string, string>) => ({
      ...parseDocumentId('documentId')(params),
    }),
  },
  validateSearch: validateDateRange,
  component: () => <DataScreen titleKey="routes.watchesDetail" />,
});
