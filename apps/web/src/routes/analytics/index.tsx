import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/analytics` has no page of its own: it opens the analytics overview. */
export const Route = createFileRoute('/analytics/')({
  staticData: { titleKey: 'routes.analytics', layout: 'default', guard: 'auth' },
  beforeLoad: () => {
    throw redirect({ to: '/analytics/overview' });
  },
});
