import { createFileRoute } from '@tanstack/react-router';
import { validateFilters } from '../../../lib/filter-search.ts';
import { authGuard } from '../../../router/guards.ts';
import { DataScreen } from '../../../ui/data-screen/DataScreen.tsx';

export const Route = createFileRoute('/projects/sources/')({
  staticData: { titleKey: 'routes.projectSources', layout: 'full-width', guard: 'auth' },
  beforeLoad: authGuard,
  validateSearch: validateFilters,
  component: () => <DataScreen titleKey="routes.projectSources" />,
});
