import { reportSearchOf } from '@sightline/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { SourceUrlPage } from '../../../../features/sources/SourceUrlPage.tsx';
import { authGuard } from '../../../../router/guards.ts';
import { parseSourceUrl } from '../../../../router/params.ts';

export const Route = createFileRoute('/projects/sources/urls/$url')({
  staticData: { titleKey: 'routes.source', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  params: {
    parse: (params: Record<string, string>) => ({
      ...parseSourceUrl('url')(params),
    }),
  },
  validateSearch: reportSearchOf,
  component: function SourceUrlRoute() {
    const { url } = Route.useParams();
    return <SourceUrlPage url={url} />;
  },
});
