import { reportSearchOf } from '@sightline/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { PromptDetailPage } from '../../../features/prompt-detail/PromptDetailPage.tsx';
import { authGuard } from '../../../router/guards.ts';
import { parseDocumentId } from '../../../router/params.ts';

export const Route = createFileRoute('/prompts/$documentId/')({
  staticData: { titleKey: 'routes.prompt', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  params: {
    parse: (params: Record<string, string>) => ({
      ...parseDocumentId('documentId')(params),
    }),
  },
  validateSearch: reportSearchOf,
  component: function PromptRoute() {
    const { documentId } = Route.useParams();
    return <PromptDetailPage promptDocumentId={documentId} />;
  },
});
