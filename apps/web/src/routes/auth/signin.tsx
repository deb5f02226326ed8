import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../../features/auth/SignInPage.tsx';
import { redirectTarget } from '../../lib/redirect-target.ts';
import { guestGuard } from '../../router/guards.ts';

export const Route = createFileRoute('/auth/signin')({
  staticData: { titleKey: 'routes.signIn', layout: 'empty', guard: 'guest', skipSetup: true },
  validateSearch: (search: Record<string, unknown>) => {
    const redirect = redirectTarget(search.redirect);
    return {
      ...(redirect ? { redirect } : {}),
      ...(search.confirmed === true || search.confirmed === 'true' ? { confirmed: true } : {}),
      ...(typeof search.provider === 'string' ? { provider: search.provider } : {}),
      ...(typeof search.access_token === 'string' ? { access_token: search.access_token } : {}),
    };
  },
  beforeLoad: guestGuard,
  component: SignInPage,
});
