import { reportSearchOf } from '@sightline/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { WatchesPage } from '../../../features/watches/WatchesPage.tsx';
import { authGuard } from '../../../router/guards.ts';

export const Route = createFileRoute('/projects/watches/')({
  staticData: { titleKey: 'routes.projectWatches', layout: 'full-width', guard: 'auth' },
  beforeLoad: authGuard,
  validateSearch: reportSearchOf,
  component: WatchesPage,
});
