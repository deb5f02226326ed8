import { createFileRoute } from '@tanstack/react-router';
import { DataScreen } from '../../../../components/data/DataScreen.tsx';
import { validateDateRange } from '../../../../router/date-range.ts';
import { authGuard } from '../../../../router/guards.ts';

export const Route = createFileRoute('/projects/sources/urls/$url')({
  staticData: { titleKey: 'routes.source', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  params: {
    parse: (params: Record<string, string>) => ({
      url: decodeURIComponent(params.url ?? ''),
    }),
  },
  validateSearch: validateDateRange,
  component: () => <DataScreen titleKey="routes.source" />,
});
