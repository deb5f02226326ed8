import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  type ErrorComponentProps,
  redirect,
  useLocation,
  useRouter,
} from '@tanstack/react-router';
import { isChunkLoadError, reloadAfterChunkError } from '../lib/build-check.ts';
import { hasUndecodableParam, RouteError } from '../lib/route-error.ts';
import { ruleFor } from '../router/route-rules.ts';
import { ErrorScreen } from '../shell/ErrorScreen.tsx';
import { RouteFrame } from '../shell/RouteFrame.tsx';
import { RootPending } from '../shell/ShellSkeleton.tsx';
import '../lib/route-meta.ts';
import { sessionStore } from '../lib/session/session-store.ts';

/** Search-engine bots and crawlers get no error page; the error is only logged (docs/features/web.md). */
function isCrawler(): boolean {
  return /bot|crawler|spider|crawling|slurp|yeti|daum/i.test(navigator.userAgent);
}

export interface RouterContext {
  queryClient: QueryClient;
}

/**
 * Non-fatal 404 for a path that matches no route: "Page not found" with the path. A path that matches a route but
 * whose parameter is not even decodable (a malformed percent escape) fails that route's parameter validation: the
 * fatal 404.
 */
function NotFound() {
  const location = useLocation();
  const router = useRouter();
  if (isCrawler()) {
    console.error(`Page not found: ${location.pathname}`);
    return null;
  }
  const fatal = hasUndecodableParam(location.pathname, (path) => {
    const [, params, found] = router.getMatchedRoutes(path);
    return found !== undefined && !('**' in params);
  });
  return (
    <ErrorScreen
      status={404}
      detail={fatal ? `Page Not Found: ${location.pathname}` : location.pathname}
      onBack={() => void router.navigate({ to: '/' })}
    />
  );
}

function RouteErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const location = useLocation();
  if (isChunkLoadError(error) && reloadAfterChunkError(location.href)) return null;
  if (isCrawler()) {
    console.error(error);
    return null;
  }
  // Errors from params.parse reach here wrapped (the router's own error, with ours as the cause).
  const cause = (error as { cause?: unknown }).cause;
  const routeError = error instanceof RouteError ? error : cause instanceof RouteError ? cause : undefined;
  const status = routeError?.status ?? 500;
  const detail = routeError?.fatal ? routeError.message : undefined;
  return (
    <ErrorScreen
      status={status}
      {...(detail ? { detail } : {})}
      onBack={() => {
        reset();
        void router.navigate({ to: '/' });
      }}
    />
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ location }) => {
    await sessionStore.ensureLoaded();
    const rule = ruleFor(location.pathname);
    if (rule.kind === 'external') {
      window.location.assign(rule.href);
      return;
    }
    if (rule.kind === 'internal') throw redirect({ href: rule.to });
  },
  component: RouteFrame,
  // The first load waits for the session (and the route's code): the layout's skeleton shows meanwhile.
  pendingComponent: RootPending,
  notFoundComponent: NotFound,
  errorComponent: RouteErrorScreen,
});
