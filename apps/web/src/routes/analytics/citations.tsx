import { reportSearchOf } from '@sightline/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { CitationsPage } from '../../features/citation-analytics/CitationsPage.tsx';
import { authGuard } from '../../router/guards.ts';

export const Route = createFileRoute('/analytics/citations')({
  staticData: { titleKey: 'routes.citations', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  validateSearch: reportSearchOf,
  component: CitationsPage,
});
