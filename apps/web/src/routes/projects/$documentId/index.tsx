import { createFileRoute } from '@tanstack/react-router';
import { ProjectDetailsPage } from '../../../features/projects/details/ProjectDetailsPage.tsx';
import { loadProject } from '../../../features/projects/use-project.ts';
import { authGuard } from '../../../router/guards.ts';
import { parseDocumentId } from '../../../router/params.ts';

export const Route = createFileRoute('/projects/$documentId/')({
  staticData: { titleKey: 'routes.projectDetails', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  params: { parse: parseDocumentId('documentId') },
  loader: ({ context, params }) => loadProject(context.queryClient, params.documentId),
  component: function ProjectDetailsRoute() {
    const { documentId } = Route.useParams();
    return <ProjectDetailsPage documentId={documentId} />;
  },
});
