import { createFileRoute } from '@tanstack/react-router';
import { OverviewPage } from '../features/home/OverviewPage.tsx';
import { overviewTable, validateOverviewSearch } from '../features/home/overview-search.ts';
import { sessionStore } from '../lib/session/session-store.ts';
import { authGuard } from '../router/guards.ts';

export const Route = createFileRoute('/overview')({
  staticData: { titleKey: 'routes.overview', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  validateSearch: validateOverviewSearch,
  loaderDeps: ({ search }) => search,
  // The page of the workspace overview the URL shows is asked for when the route matches (its module is fetched on
  // demand).
  loader: ({ context, deps }) => {
    const { workspace } = sessionStore.getState().selection;
    if (!workspace) return;
    void import('../features/home/home-queries.ts').then(({ workspaceOverviewQuery }) =>
      context.queryClient.prefetchQuery(workspaceOverviewQuery(workspace.documentId, overviewTable(deps))),
    );
  },
  component: OverviewPage,
});
