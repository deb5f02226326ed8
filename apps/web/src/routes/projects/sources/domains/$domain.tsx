import { createFileRoute } from '@tanstack/react-router';
import { DomainOverTimePage } from '../../../../features/source-domain-over-time/DomainOverTimePage.tsx';
import { validateDomainOverTimeSearch } from '../../../../features/source-domain-over-time/domain-over-time-search.ts';
import { authGuard } from '../../../../router/guards.ts';
import { parseDomain } from '../../../../router/params.ts';

export const Route = createFileRoute('/projects/sources/domains/$domain')({
  staticData: { titleKey: 'routes.source', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  params: {
    parse: (params: Record<string, string>) => ({
      ...parseDomain('domain')(params),
    }),
  },
  validateSearch: validateDomainOverTimeSearch,
  // The domain over time, across every prompt and engine; its answers are on `/projects/sources/{domain}`.
  component: function SourceDomainOverTimeRoute() {
    const { domain } = Route.useParams();
    return <DomainOverTimePage domain={domain} />;
  },
});
