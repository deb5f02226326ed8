import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SignInPage } from '../../components/auth/SignInPage.tsx';

export const Route = createFileRoute('/auth/signin')({
  staticData: { titleKey: 'routes.signIn', layout: 'empty', guard: 'guest', skipSetup: true },
  validateSearch: z.object({ redirect: z.string().startsWith('/').optional().catch(undefined) }),
  component: SignInPage,
});
