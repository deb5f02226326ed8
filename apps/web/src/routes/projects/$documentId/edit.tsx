import { createFileRoute } from '@tanstack/react-router';
import { EditProjectPage } from '../../../features/projects/edit/EditProjectPage.tsx';
import { loadProject } from '../../../features/projects/use-project.ts';
import { authGuard } from '../../../router/guards.ts';
import { parseDocumentId } from '../../../router/params.ts';

export const Route = createFileRoute('/projects/$documentId/edit')({
  staticData: { titleKey: 'routes.editProject', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  params: { parse: parseDocumentId('documentId') },
  loader: ({ context, params }) => loadProject(context.queryClient, params.documentId),
  component: function EditProjectRoute() {
    const { documentId } = Route.useParams();
    return <EditProjectPage documentId={documentId} />;
  },
});
