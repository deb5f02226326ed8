import { createFileRoute } from '@tanstack/react-router';
import { ProjectHeader } from '../../../components/data/ProjectHeader.tsx';
import { authGuard } from '../../../router/guards.ts';

// Scaffold: the screen is being built; it shows its title only.
export const Route = createFileRoute('/projects/$documentId/edit')({
  staticData: { titleKey: 'routes.editProject', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  component: () => <ProjectHeader title="" />,
});
