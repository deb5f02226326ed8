import { Box } from '@mantine/core';
import { Outlet, useMatches, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteMeta } from '../../router/route-meta.ts';
import { AppFrame } from './AppFrame.tsx';
import { EmptyLayout } from './EmptyLayout.tsx';
import classes from './RouteFrame.module.css';

/** The route's own declarations win over its parents'. */
function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  return Object.assign({}, ...matches.map((match) => match.staticData));
}

/** Puts the current route in its declared layout and shows its title as "{title} · Sightline". */
export function RouteFrame() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const title = meta.titleKey ? `${t(meta.titleKey)} · ${t('app.titleSuffix')}` : t('app.titleSuffix');
  useEffect(() => {
    document.title = title;
  }, [title]);

  // Keyed by path, so each navigation fades the new page in (about 100 ms).
  const page = (
    <Box key={pathname} className={classes.page}>
      <Outlet />
    </Box>
  );
  if (meta.layout === 'empty') return <EmptyLayout>{page}</EmptyLayout>;
  return <AppFrame fullWidth={meta.layout === 'full-width'}>{page}</AppFrame>;
}
