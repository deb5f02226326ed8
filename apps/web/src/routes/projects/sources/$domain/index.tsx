import { reportSearchOf } from '@sightline/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { SourceDomainPage } from '../../../../features/sources/SourceDomainPage.tsx';
import { authGuard } from '../../../../router/guards.ts';
import { parseDomain } from '../../../../router/params.ts';

export const Route = createFileRoute('/projects/sources/$domain/')({
  staticData: { titleKey: 'routes.source', layout: 'full-width', guard: 'auth' },
  beforeLoad: authGuard,
  params: {
    parse: (params: Record<string, string>) => ({
      ...parseDomain('domain')(params),
    }),
  },
  validateSearch: reportSearchOf,
  component: function SourceDomainRoute() {
    const { domain } = Route.useParams();
    return <SourceDomainPage domain={domain} />;
  },
});
