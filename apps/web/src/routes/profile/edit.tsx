import { createFileRoute } from '@tanstack/react-router';
import { ProfileEditLayout } from '../../features/account/ProfileEditLayout.tsx';
import { authGuard } from '../../router/guards.ts';

export const Route = createFileRoute('/profile/edit')({
  staticData: { titleKey: 'routes.editProfile', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  component: ProfileEditLayout,
});
