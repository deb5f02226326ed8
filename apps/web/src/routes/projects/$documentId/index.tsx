import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { BudgetPausedAlert } from '../../../features/costs/BudgetPausedAlert.tsx';
import { CostsSectionSkeleton } from '../../../features/costs/CostsSectionSkeleton.tsx';
import { ProjectDetailsPage } from '../../../features/projects/details/ProjectDetailsPage.tsx';
import { loadProject } from '../../../features/projects/use-project.ts';
import { authGuard } from '../../../router/guards.ts';
import { parseDocumentId } from '../../../router/params.ts';

// The costs section (tables, its chart frame, the budget editor) loads after the rest of the page.
const ProjectCostsSection = lazy(() =>
  import('../../../features/costs/ProjectCostsSection.tsx').then((m) => ({ default: m.ProjectCostsSection })),
);

export const Route = createFileRoute('/projects/$documentId/')({
  staticData: { titleKey: 'routes.projectDetails', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  params: { parse: parseDocumentId('documentId') },
  loader: ({ context, params }) => loadProject(context.queryClient, params.documentId),
  component: function ProjectDetailsRoute() {
    const { documentId } = Route.useParams();
    return (
      <ProjectDetailsPage
        documentId={documentId}
        notices={<BudgetPausedAlert documentId={documentId} />}
        sections={(project) => (
          <Suspense fallback={<CostsSectionSkeleton />}>
            <ProjectCostsSection documentId={documentId} name={project.name} />
          </Suspense>
        )}
      />
    );
  },
});
