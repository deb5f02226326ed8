import { type AuthResponse, type ResetPasswordBody, ValidationError } from '@sightline/contracts';
import { findUserByResetToken, setUserPassword } from '@sightline/db';
import { hashOneTimeToken } from '../../auth/one-time-token.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Services } from '../../services.ts';
import { sessionResponse } from './session-response.ts';

/** Sets a new password with the code from the reset e-mail; the code works once, within its hour. */
export async function resetPassword(services: Services, body: ResetPasswordBody): Promise<AuthResponse> {
  const user = await findUserByResetToken(services.db, hashOneTimeToken(body.code));
  if (!user || user.blocked) throw new ValidationError('Incorrect code provided');
  const updated = await setUserPassword(services.db, user.id, await hashPassword(body.password));
  return sessionResponse(services, updated);
}
