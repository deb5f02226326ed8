import { createFileRoute } from '@tanstack/react-router';
import { ProfileSettingsSummary } from '../../../features/account/ProfileSettingsSummary.tsx';
import { authGuard } from '../../../router/guards.ts';

export const Route = createFileRoute('/profile/edit/')({
  staticData: { titleKey: 'routes.editProfile', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  component: ProfileSettingsSummary,
});
