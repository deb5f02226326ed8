import { createFileRoute } from '@tanstack/react-router';
import { CollectDayPage } from '../../../../../../features/collects/CollectDayPage.tsx';
import { loadCollectDay } from '../../../../../../features/collects/load-collect-day.ts';
import { validateDateRange } from '../../../../../../lib/date-range.ts';
import { authGuard } from '../../../../../../router/guards.ts';
import { parseCollectDate, parseDocumentId } from '../../../../../../router/params.ts';

export const Route = createFileRoute('/projects/$documentId/collects/$year/$month/$day')({
  staticData: { titleKey: 'routes.projectCollects', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  params: {
    parse: (params: Record<string, string>) => ({
      ...parseDocumentId('documentId')(params),
      ...parseCollectDate(params),
    }),
  },
  validateSearch: validateDateRange,
  loader: ({ context, params: { documentId, ...parts } }) =>
    loadCollectDay(context.queryClient, documentId, parts),
  component: function CollectDayRoute() {
    const { documentId, ...parts } = Route.useParams();
    return <CollectDayPage documentId={documentId} parts={parts} />;
  },
});
