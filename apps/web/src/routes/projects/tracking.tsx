import { createFileRoute } from '@tanstack/react-router';
import { TrackingPage } from '../../components/tracking/TrackingPage.tsx';
import { validateDateRange } from '../../router/date-range.ts';
import { authGuard } from '../../router/guards.ts';

export const Route = createFileRoute('/projects/tracking')({
  staticData: { titleKey: 'routes.projectTracking', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  validateSearch: validateDateRange,
  component: TrackingPage,
});
