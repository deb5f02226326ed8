import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsOverviewPage } from '../../features/analytics/AnalyticsOverviewPage.tsx';
import { validateAnalyticsSearch } from '../../features/analytics/analytics-search.ts';
import { authGuard } from '../../router/guards.ts';

export const Route = createFileRoute('/analytics/overview')({
  staticData: { titleKey: 'routes.analyticsOverview', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  validateSearch: validateAnalyticsSearch,
  component: AnalyticsOverviewPage,
});
