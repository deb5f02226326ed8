import { createFileRoute } from '@tanstack/react-router';
import { SignUpPage } from '../../features/auth/SignUpPage.tsx';
import { validateRedirectSearch } from '../../lib/redirect-target.ts';
import { guestGuard } from '../../router/guards.ts';

export const Route = createFileRoute('/auth/signup')({
  staticData: { titleKey: 'routes.signUp', layout: 'empty', guard: 'guest', skipSetup: true },
  validateSearch: validateRedirectSearch,
  beforeLoad: guestGuard,
  component: SignUpPage,
});
