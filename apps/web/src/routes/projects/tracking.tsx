import { createFileRoute } from '@tanstack/react-router';
import { TrackingPage } from '../../features/tracking/TrackingPage.tsx';
import { prefetchTrackingReports } from '../../features/tracking/tracking-report-query.ts';
import { validateFilters } from '../../lib/filter-search.ts';
import { sessionStore } from '../../lib/session/session-store.ts';
import { authGuard } from '../../router/guards.ts';
import { effectiveRange } from '../../ui/data-screen/effective-range.ts';

export const Route = createFileRoute('/projects/tracking')({
  staticData: { titleKey: 'routes.projectTracking', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  validateSearch: validateFilters,
  loaderDeps: ({ search }) => ({ search }),
  // The reports are asked for when the route matches, not after the page has rendered (about 300 ms sooner).
  loader: ({ context, deps }) => {
    const project = sessionStore.getState().selection.project;
    if (project)
      prefetchTrackingReports(context.queryClient, project.documentId, effectiveRange(deps.search));
  },
  component: TrackingPage,
});
