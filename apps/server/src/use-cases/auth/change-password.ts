import { type AuthResponse, type ChangePasswordBody, ValidationError } from '@sightline/contracts';
import { type AuthContext, setUserPassword } from '@sightline/db';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import type { Services } from '../../services.ts';
import { sessionResponse } from './session-response.ts';

/** Changes the caller's password; every token issued before stops working, the answer carries a new one. */
export async function changePassword(
  services: Services,
  auth: AuthContext,
  body: ChangePasswordBody,
): Promise<AuthResponse> {
  if (!(await verifyPassword(auth.user.passwordHash, body.currentPassword))) {
    throw new ValidationError('The provided current password is invalid', [
      { path: ['currentPassword'], message: 'is invalid', name: 'ValidationError' },
    ]);
  }
  if (body.currentPassword === body.password) {
    throw new ValidationError('Your new password must be different than your current password', [
      { path: ['password'], message: 'must differ from the current password', name: 'ValidationError' },
    ]);
  }
  const updated = await setUserPassword(services.db, auth.user.id, await hashPassword(body.password));
  return sessionResponse(services, updated);
}
