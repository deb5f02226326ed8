import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../../components/auth/SignInPage.tsx';
import { validateRedirectSearch } from '../../router/redirect-target.ts';

export const Route = createFileRoute('/auth/signin')({
  staticData: { titleKey: 'routes.signIn', layout: 'empty', guard: 'guest', skipSetup: true },
  validateSearch: validateRedirectSearch,
  component: SignInPage,
});
