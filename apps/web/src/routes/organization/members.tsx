import { createFileRoute } from '@tanstack/react-router';
import { MembersPage } from '../../features/organization/MembersPage.tsx';
import { authGuard } from '../../router/guards.ts';

export const Route = createFileRoute('/organization/members')({
  staticData: { titleKey: 'routes.members', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  component: MembersPage,
});
