import { createFileRoute } from '@tanstack/react-router';
import { TrackingPage } from '../../features/tracking/TrackingPage.tsx';
import { validateTrackingSearch } from '../../features/tracking/tracking-search.ts';
import { sessionStore } from '../../lib/session/session-store.ts';
import { authGuard } from '../../router/guards.ts';

export const Route = createFileRoute('/projects/tracking')({
  staticData: { titleKey: 'routes.projectTracking', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  validateSearch: validateTrackingSearch,
  loaderDeps: ({ search }) => ({ search }),
  // The report and the prompt × engine table are asked for when the route matches, not after the page has rendered
  // (about 300 ms sooner); the loader's code is fetched on demand (beside the page's), so the first page of the app
  // does not carry it.
  loader: ({ context, deps }) => {
    const project = sessionStore.getState().selection.project;
    if (!project) return;
    void import('../../features/tracking/tracking-report-query.ts').then(({ prefetchTrackingReports }) =>
      prefetchTrackingReports(context.queryClient, project.documentId, deps.search),
    );
  },
  component: TrackingPage,
});
