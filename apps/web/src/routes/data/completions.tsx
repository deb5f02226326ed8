import { createFileRoute } from '@tanstack/react-router';
import { CompletionsPage } from '../../features/completions/CompletionsPage.tsx';
import { validateCompletionSearch } from '../../features/completions/completion-search.ts';
import { authGuard } from '../../router/guards.ts';

export const Route = createFileRoute('/data/completions')({
  staticData: { titleKey: 'routes.completions', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  validateSearch: validateCompletionSearch,
  component: CompletionsPage,
});
