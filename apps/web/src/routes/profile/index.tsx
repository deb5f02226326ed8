import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../features/account/ProfilePage.tsx';
import { authGuard } from '../../router/guards.ts';

export const Route = createFileRoute('/profile/')({
  staticData: { titleKey: 'routes.profile', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  component: ProfilePage,
});
