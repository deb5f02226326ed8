import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { seedSelectionQueries } from '../lib/session/seed-selection-queries.ts';
import { sessionStore } from '../lib/session/session-store.ts';
import { readToken } from '../lib/session/token-cookie.ts';
import { routeTree } from '../routeTree.gen.ts';
import { PageSkeleton } from '../shell/ShellSkeleton.tsx';
import { preloadRouteCode, signInTargetPath } from './preload-route-code.ts';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

// The header pickers' lists arrive with the session: they are not asked for again.
sessionStore.onPreload((user, preload) => seedSelectionQueries(queryClient, user, preload));

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // A page whose code or data takes longer than 150 ms shows its skeleton in the frame (at least 100 ms, no flash).
  defaultPendingComponent: PageSkeleton,
  defaultPendingMs: 150,
  defaultPendingMinMs: 100,
  scrollRestoration: true,
});

// The page's code loads while the session does: on a signed-in start, and from the moment a sign-in has its token.
if (readToken()) preloadRouteCode(router, window.location.pathname);
sessionStore.onSignIn(() =>
  preloadRouteCode(router, signInTargetPath(router.state.location.search as Record<string, unknown>)),
);

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
