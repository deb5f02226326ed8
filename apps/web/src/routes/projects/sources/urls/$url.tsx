import { createFileRoute } from '@tanstack/react-router';
import { validateFilters } from '../../../../lib/filter-search.ts';
import { authGuard } from '../../../../router/guards.ts';
import { DataScreen } from '../../../../ui/data-screen/DataScreen.tsx';

export const Route = createFileRoute('/projects/sources/urls/$url')({
  staticData: { titleKey: 'routes.source', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  params: {
    parse: (params: Record<string, string>) => ({
      url: decodeURIComponent(params.url ?? ''),
    }),
  },
  validateSearch: validateFilters,
  component: () => <DataScreen titleKey="routes.source" />,
});
