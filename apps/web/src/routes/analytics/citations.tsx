import { createFileRoute } from '@tanstack/react-router';
import { CitationsPage } from '../../features/citation-analytics/CitationsPage.tsx';
import { validateFilters } from '../../lib/filter-search.ts';
import { authGuard } from '../../router/guards.ts';

export const Route = createFileRoute('/analytics/citations')({
  staticData: { titleKey: 'routes.citations', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  validateSearch: validateFilters,
  component: CitationsPage,
});
