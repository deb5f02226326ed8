import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './ui/long-words.css';
import './lib/i18n/i18n.ts';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, StrictMode, Suspense, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { onApiError } from './lib/api/api-client.ts';
import { watchForNewBuild } from './lib/build-check.ts';
import { i18n } from './lib/i18n/i18n.ts';
import { loadNotifications, notify } from './lib/notify.ts';
import { queryClient, router } from './router/router.ts';
import notificationClasses from './shell/notifications.module.css';
import { buildTheme, cssVariablesResolver } from './ui/theme.ts';

onApiError((error) => {
  if (error.status === 401) return;
  notify({ color: 'red', title: i18n.t('errors.requestFailed'), message: error.message });
});
watchForNewBuild(router);

const Notifications = lazy(() => loadNotifications().then((module) => ({ default: module.Notifications })));

function App() {
  const { t, i18n: instance } = useTranslation();
  const theme = useMemo(() => buildTheme(t('auth.showPassword')), [t]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <DatesProvider settings={{ locale: instance.resolvedLanguage ?? 'ko', firstDayOfWeek: 0 }}>
        <Suspense fallback={null}>
          <Notifications
            position="top-center"
            autoClose={5000}
            limit={5}
            classNames={{ root: notificationClasses.root }}
          />
        </Suspense>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
