import { createFileRoute } from '@tanstack/react-router';
import { TrackingPage } from '../../features/tracking/TrackingPage.tsx';
import { validateDateRange } from '../../lib/date-range.ts';
import { authGuard } from '../../router/guards.ts';

export const Route = createFileRoute('/projects/tracking')({
  staticData: { titleKey: 'routes.projectTracking', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  validateSearch: validateDateRange,
  component: TrackingPage,
});
