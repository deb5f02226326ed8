import { createFileRoute } from '@tanstack/react-router';
import { SourcesPage } from '../../../../features/sources/SourcesPage.tsx';
import { validateSourceSearch } from '../../../../features/sources/source-search.ts';
import { authGuard } from '../../../../router/guards.ts';
import { parseDocumentId } from '../../../../router/params.ts';

export const Route = createFileRoute('/prompts/$documentId/sources/')({
  staticData: { titleKey: 'routes.source', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  params: {
    parse: (params: Record<string, string>) => ({
      ...parseDocumentId('documentId')(params),
    }),
  },
  validateSearch: validateSourceSearch,
  component: function PromptSourcesRoute() {
    const { documentId } = Route.useParams();
    return <SourcesPage promptDocumentId={documentId} />;
  },
});
