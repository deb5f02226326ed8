import { createFileRoute } from '@tanstack/react-router';
import { OverviewPage } from '../features/home/OverviewPage.tsx';
import { authGuard } from '../router/guards.ts';

export const Route = createFileRoute('/overview')({
  staticData: { titleKey: 'routes.overview', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  component: OverviewPage,
});
