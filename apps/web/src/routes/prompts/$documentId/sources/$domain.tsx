import { reportSearchOf } from '@sightline/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { SourceDomainPage } from '../../../../features/sources/SourceDomainPage.tsx';
import { authGuard } from '../../../../router/guards.ts';
import { parseDocumentId, parseDomain } from '../../../../router/params.ts';

export const Route = createFileRoute('/prompts/$documentId/sources/$domain')({
  staticData: { titleKey: 'routes.source', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  params: {
    parse: (params: Record<string, string>) => ({
      ...parseDocumentId('documentId')(params),
      ...parseDomain('domain')(params),
    }),
  },
  validateSearch: reportSearchOf,
  component: function PromptSourceDomainRoute() {
    const { documentId, domain } = Route.useParams();
    return <SourceDomainPage domain={domain} promptDocumentId={documentId} />;
  },
});
