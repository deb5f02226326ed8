import { createFileRoute } from '@tanstack/react-router';
import { TrackingPage } from '../../features/tracking/TrackingPage.tsx';
import { validateFilters } from '../../lib/filter-search.ts';
import { authGuard } from '../../router/guards.ts';

export const Route = createFileRoute('/projects/tracking')({
  staticData: { titleKey: 'routes.projectTracking', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  validateSearch: validateFilters,
  component: TrackingPage,
});
