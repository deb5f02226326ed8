import { createFileRoute } from '@tanstack/react-router';
import { OwnedMediaPage } from '../../../features/projects/media/OwnedMediaPage.tsx';
import { loadProject } from '../../../features/projects/use-project.ts';
import { authGuard } from '../../../router/guards.ts';
import { parseDocumentId } from '../../../router/params.ts';

export const Route = createFileRoute('/projects/$documentId/media')({
  staticData: { titleKey: 'routes.mediaSettings', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  params: { parse: parseDocumentId('documentId') },
  loader: ({ context, params }) => loadProject(context.queryClient, params.documentId),
  component: function OwnedMediaRoute() {
    const { documentId } = Route.useParams();
    return <OwnedMediaPage documentId={documentId} />;
  },
});
