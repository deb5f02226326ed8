import { createFileRoute } from '@tanstack/react-router';
import { SourcesPage } from '../../../features/sources/SourcesPage.tsx';
import { validateSourceSearch } from '../../../features/sources/source-search.ts';
import { authGuard } from '../../../router/guards.ts';

export const Route = createFileRoute('/projects/sources/')({
  staticData: { titleKey: 'routes.projectSources', layout: 'full-width', guard: 'auth' },
  beforeLoad: authGuard,
  validateSearch: validateSourceSearch,
  component: SourcesPage,
});
