import { createFileRoute } from '@tanstack/react-router';
import { GeneralSettings } from '../../../features/account/GeneralSettings.tsx';
import { authGuard } from '../../../router/guards.ts';

export const Route = createFileRoute('/profile/edit/general')({
  staticData: { titleKey: 'routes.editProfile', layout: 'default', guard: 'auth' },
  beforeLoad: authGuard,
  component: GeneralSettings,
});
