import { createFileRoute } from '@tanstack/react-router';
import { OptimisationPage } from '../../features/optimisation/OptimisationPage.tsx';
import { validateOptimisationSearch } from '../../features/optimisation/optimisation-search.ts';
import { authGuard } from '../../router/guards.ts';

export const Route = createFileRoute('/reports/optimisation')({
  staticData: { titleKey: 'routes.optimisation', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  validateSearch: validateOptimisationSearch,
  component: OptimisationPage,
});
