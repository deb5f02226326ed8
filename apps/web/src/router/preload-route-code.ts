import type { AnyRouter } from '@tanstack/react-router';
import { redirectTarget } from '../lib/redirect-target.ts';
import type { RouteLayout } from '../lib/route-meta.ts';
import { loadAppFrame } from '../shell/RouteFrame.tsx';

/**
 * Starts downloading the code a path renders — its routes' chunks and, unless it declares the empty layout, the
 * signed-in frame — without running guards or loaders, so that the code arrives while the session loads instead of
 * after it. Failures are left to the navigation itself (which retries and reports them).
 */
export function preloadRouteCode(router: AnyRouter, pathname: string): void {
  let layout: RouteLayout | undefined;
  try {
    for (const match of router.matchRoutes(pathname, {})) {
      const route = router.routesById[match.routeId];
      if (!route) continue;
      layout = route.options.staticData?.layout ?? layout;
      router.loadRouteChunk(route)?.catch(() => {});
    }
  } catch {
    return;
  }
  if (layout !== 'empty') loadAppFrame().catch(() => {});
}

/** The path a sign-in returns to: its `redirect` when it is a path of this site, else home. */
export function signInTargetPath(search: Record<string, unknown>): string {
  return (redirectTarget(search.redirect) ?? '/').split(/[?#]/)[0] ?? '/';
}
