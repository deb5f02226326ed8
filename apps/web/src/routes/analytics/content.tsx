import { reportSearchOf } from '@sightline/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { ContentAnalyticsPage } from '../../features/content-analytics/ContentAnalyticsPage.tsx';
import { authGuard } from '../../router/guards.ts';

export const Route = createFileRoute('/analytics/content')({
  staticData: { titleKey: 'routes.content', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  validateSearch: reportSearchOf,
  component: ContentAnalyticsPage,
});
