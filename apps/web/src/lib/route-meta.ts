import type { ParseKeys } from 'i18next';

export type RouteLayout = 'default' | 'empty' | 'full-width';
export type RouteGuard = 'auth' | 'guest' | 'dev';

/** What every route declares about itself (docs/features/web.md): title, layout, guard, and whether it skips setup. */
export interface RouteMeta {
  /** i18n key of the route title; the document title is "{title} · Sightline". */
  titleKey?: ParseKeys;
  layout?: RouteLayout;
  guard?: RouteGuard;
  skipSetup?: boolean;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption extends RouteMeta {}
}
