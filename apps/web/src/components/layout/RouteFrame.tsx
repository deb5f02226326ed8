import { Box } from '@mantine/core';
import { Outlet, useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteMeta } from '../../router/route-meta.ts';
import { EmptyLayout } from './EmptyLayout.tsx';

/** The route's own declarations win over its parents'. */
function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  return Object.assign({}, ...matches.map((match) => match.staticData));
}

/** Puts the current route in its declared layout and shows its title as "{title} · Sightline". */
export function RouteFrame() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const title = meta.titleKey ? `${t(meta.titleKey)} · ${t('app.titleSuffix')}` : t('app.titleSuffix');
  useEffect(() => {
    document.title = title;
  }, [title]);

  if (meta.layout === 'empty') {
    return (
      <EmptyLayout>
        <Outlet />
      </EmptyLayout>
    );
  }
  return (
    <Box mih="100dvh">
      <Outlet />
    </Box>
  );
}
