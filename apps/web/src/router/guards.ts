import { redirect } from '@tanstack/react-router';
import { hasSessionToken } from './session.ts';

/**
 * The 'auth' guard: a signed-out visit remembers the full requested path and goes to sign-in,
 * which returns there after signing in.
 */
export function requireAuth({ location }: { location: { href: string } }): void {
  if (!hasSessionToken()) {
    throw redirect({ to: '/auth/signin', search: { redirect: location.href } });
  }
}
