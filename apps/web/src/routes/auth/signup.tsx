import { createFileRoute } from '@tanstack/react-router';
import { SignUpPage } from '../../components/auth/SignUpPage.tsx';
import { guestGuard } from '../../router/guards.ts';
import { validateRedirectSearch } from '../../router/redirect-target.ts';

export const Route = createFileRoute('/auth/signup')({
  staticData: { titleKey: 'routes.signUp', layout: 'empty', guard: 'guest', skipSetup: true },
  validateSearch: validateRedirectSearch,
  beforeLoad: guestGuard,
  component: SignUpPage,
});
