import { createFileRoute } from '@tanstack/react-router';
import { CreateProjectWizard } from '../features/projects/wizard/CreateProjectWizard.tsx';
import { authGuard } from '../router/guards.ts';

export const Route = createFileRoute('/create-project')({
  staticData: { titleKey: 'routes.createProject', layout: 'empty', guard: 'auth' },
  beforeLoad: authGuard,
  component: CreateProjectWizard,
});
