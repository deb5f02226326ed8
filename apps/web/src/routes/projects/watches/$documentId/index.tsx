import { reportSearchOf } from '@sightline/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { WatchDetailPage } from '../../../../features/watches/WatchDetailPage.tsx';
import { authGuard } from '../../../../router/guards.ts';
import { parseDocumentId } from '../../../../router/params.ts';

export const Route = createFileRoute('/projects/watches/$documentId/')({
  staticData: { titleKey: 'routes.watchesDetail', layout: 'full-width', guard: 'auth' },
  beforeLoad: authGuard,
  params: {
    parse: (params: Record<string, string>) => ({
      ...parseDocumentId('documentId')(params),
    }),
  },
  validateSearch: reportSearchOf,
  component: function WatchDetailRoute() {
    const { documentId } = Route.useParams();
    return <WatchDetailPage watchDocumentId={documentId} />;
  },
});
