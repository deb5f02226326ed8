import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../components/ErrorScreen.tsx';
import { RouteFrame } from '../components/layout/RouteFrame.tsx';
import '../router/route-meta.ts';

export interface RouterContext {
  queryClient: QueryClient;
}

function NotFound() {
  const { t } = useTranslation();
  return <ErrorScreen status={404} title={t('errors.pageNotFound')} text={t('errors.pageNotFoundText')} />;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RouteFrame,
  notFoundComponent: NotFound,
});
