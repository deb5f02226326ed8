import { reportSearchOf } from '@sightline/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../features/dashboard/DashboardPage.tsx';
import { sessionStore } from '../lib/session/session-store.ts';
import { authGuard } from '../router/guards.ts';

export const Route = createFileRoute('/dashboard')({
  staticData: { titleKey: 'routes.dashboard', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  validateSearch: reportSearchOf,
  loaderDeps: ({ search }) => ({ search }),
  // The report and the domains are asked for when the route matches, not after the page has rendered; the loader's
  // code is fetched on demand (beside the page's), so the first page of the app does not carry it.
  loader: ({ context, deps }) => {
    const project = sessionStore.getState().selection.project;
    if (!project) return;
    void import('../features/dashboard/dashboard-queries.ts').then(({ prefetchDashboard }) =>
      prefetchDashboard(context.queryClient, project.documentId, deps.search),
    );
  },
  component: DashboardPage,
});
