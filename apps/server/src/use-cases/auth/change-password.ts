import { type AuthResponse, type ChangePasswordBody, ValidationError } from '@sightline/contracts';
import { type AuthContext, setUserPassword } from '@sightline/db';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { type AuthClient, accountRules, addressRule } from '../../auth/rate-limit/auth-limits.ts';
import { takeLimits } from '../../auth/rate-limit/take-limits.ts';
import type { Services } from '../../services.ts';
import { sessionResponse } from './session-response.ts';

/**
 * Changes the caller's password; every token issued before stops working, the answer carries a new one. Wrong
 * current passwords count like wrong sign-in passwords (someone holding a stolen token may be guessing).
 */
export async function changePassword(
  services: Services,
  auth: AuthContext,
  body: ChangePasswordBody,
  client: AuthClient,
): Promise<AuthResponse> {
  const limits = await takeLimits(services, [
    addressRule(services, client),
    ...accountRules(services, 'change-password', `user:${auth.user.id}`, client, auth.user.id),
  ]);
  if (!(await verifyPassword(auth.user.passwordHash, body.currentPassword))) {
    throw new ValidationError('The provided current password is invalid', [
      { path: ['currentPassword'], message: 'is invalid', name: 'ValidationError' },
    ]);
  }
  await limits.refund();
  if (body.currentPassword === body.password) {
    throw new ValidationError('Your new password must be different than your current password', [
      { path: ['password'], message: 'must differ from the current password', name: 'ValidationError' },
    ]);
  }
  const updated = await setUserPassword(services.db, auth.user.id, await hashPassword(body.password));
  return sessionResponse(services, updated);
}
