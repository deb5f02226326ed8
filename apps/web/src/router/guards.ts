import { redirect } from '@tanstack/react-router';
import { RouteError } from '../lib/route-error.ts';
import { sessionStore } from '../lib/session/session-store.ts';

interface GuardContext {
  location: { href: string };
}

/**
 * 'auth': a signed-out visit stores the full requested path and goes to sign-in, which returns there after
 * signing in (docs/features/web.md).
 */
export async function authGuard({ location }: GuardContext): Promise<void> {
  await sessionStore.ensureLoaded();
  if (sessionStore.getState().status !== 'signed-in') {
    throw redirect({ to: '/auth/signin', search: { redirect: location.href } });
  }
}

/** 'guest' (skips setup): signed-in users have nothing to do on sign-in pages; they go home. */
export async function guestGuard(): Promise<void> {
  await sessionStore.ensureLoaded();
  if (sessionStore.getState().status === 'signed-in') throw redirect({ to: '/' });
}

/** 'dev': developers only; anyone else sees "Not authorized". */
export async function devGuard(context: GuardContext): Promise<void> {
  await authGuard(context);
  if (!sessionStore.getState().user?.isDeveloper) {
    throw new RouteError(401, 'Not authorized');
  }
}
