import { createFileRoute } from '@tanstack/react-router';
import { validateCostsSearch } from '../../features/costs/costs-search.ts';
import { OrganizationCostsPage } from '../../features/costs/OrganizationCostsPage.tsx';
import { authGuard } from '../../router/guards.ts';

export const Route = createFileRoute('/organization/costs')({
  staticData: { titleKey: 'routes.costs', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  validateSearch: validateCostsSearch,
  component: OrganizationCostsPage,
});
