import { createFileRoute } from '@tanstack/react-router';
import { validateAnalyticsSearch } from '../../features/analytics/analytics-search.ts';
import { IntentPage } from '../../features/analytics/IntentPage.tsx';
import { authGuard } from '../../router/guards.ts';

export const Route = createFileRoute('/analytics/intent')({
  staticData: { titleKey: 'routes.intent', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  validateSearch: validateAnalyticsSearch,
  component: IntentPage,
});
