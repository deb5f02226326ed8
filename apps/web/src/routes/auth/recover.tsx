import { createFileRoute } from '@tanstack/react-router';
import { RecoverPage } from '../../features/auth/RecoverPage.tsx';
import { guestGuard } from '../../router/guards.ts';

export const Route = createFileRoute('/auth/recover')({
  staticData: { titleKey: 'routes.recover', layout: 'empty', guard: 'guest', skipSetup: true },
  validateSearch: (search: Record<string, unknown>) =>
    typeof search.code === 'string' && search.code.length < 200 ? { code: search.code } : {},
  beforeLoad: guestGuard,
  component: RecoverPage,
});
