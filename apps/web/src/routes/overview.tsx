import { createFileRoute } from '@tanstack/react-router';
import { OverviewPage } from '../features/home/OverviewPage.tsx';
import { sessionStore } from '../lib/session/session-store.ts';
import { authGuard } from '../router/guards.ts';

export const Route = createFileRoute('/overview')({
  staticData: { titleKey: 'routes.overview', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  // The workspace overview is asked for when the route matches (its module is fetched on demand).
  loader: ({ context }) => {
    const { workspace } = sessionStore.getState().selection;
    if (!workspace) return;
    void import('../features/home/home-queries.ts').then(({ workspaceOverviewQuery }) =>
      context.queryClient.prefetchQuery(workspaceOverviewQuery(workspace.documentId)),
    );
  },
  component: OverviewPage,
});
