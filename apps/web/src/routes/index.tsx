import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/HomePage.tsx';
import { sessionStore } from '../lib/session/session-store.ts';
import { authGuard } from '../router/guards.ts';

export const Route = createFileRoute('/')({
  staticData: { titleKey: 'routes.home', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  // The week's report and the workspace overview are asked for when the route matches; the loader's code is fetched
  // on demand, so the first page of the app does not carry it.
  loader: ({ context }) => {
    const { selection } = sessionStore.getState();
    if (!selection.project && !selection.workspace) return;
    void import('../features/home/home-queries.ts').then(({ prefetchHome }) =>
      prefetchHome(context.queryClient, selection),
    );
  },
  component: HomePage,
});
