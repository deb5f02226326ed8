import { Box } from '@mantine/core';
import { Outlet, useMatches } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteMeta } from '../lib/route-meta.ts';
import { EmptyLayout } from './EmptyLayout.tsx';
import classes from './RouteFrame.module.css';
import { AppFrameSkeleton } from './ShellSkeleton.tsx';

let appFrameModule: Promise<typeof import('./AppFrame.tsx')> | undefined;

/**
 * The signed-in frame's code, loaded once on demand (the sign-in pages, in the empty layout, do not need it); started
 * early by the router while the session loads, so that it is not fetched only after.
 */
export function loadAppFrame() {
  appFrameModule ??= import('./AppFrame.tsx').catch((error: unknown) => {
    appFrameModule = undefined;
    throw error;
  });
  return appFrameModule;
}

const AppFrame = lazy(() => loadAppFrame().then((m) => ({ default: m.AppFrame })));

/** The route's own declarations win over its parents'. */
function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  return Object.assign({}, ...matches.map((match) => match.staticData));
}

/** Puts the current route in its declared layout and shows its title as "{title} · Sightline". */
export function RouteFrame() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  // The page under the root: tabs of one page (child routes) keep it, so keyboard focus stays put.
  // Keyed by the page's path, not the match id: a preloaded match and the navigated one may differ in id, and a
  // key change after the page has rendered would remount it and lose what was typed.
  const pageKey = useMatches({ select: (matches) => matches[1]?.pathname ?? '' });
  const title = meta.titleKey ? `${t(meta.titleKey)} · ${t('app.titleSuffix')}` : t('app.titleSuffix');
  useEffect(() => {
    document.title = title;
  }, [title]);

  // Keyed by page, so each navigation to another page fades it in (about 100 ms).
  const page = (
    <Box key={pageKey} className={classes.page}>
      <Outlet />
    </Box>
  );
  if (meta.layout === 'empty') return <EmptyLayout>{page}</EmptyLayout>;
  return (
    <Suspense fallback={<AppFrameSkeleton fullWidth={meta.layout === 'full-width'} />}>
      <AppFrame fullWidth={meta.layout === 'full-width'}>{page}</AppFrame>
    </Suspense>
  );
}
