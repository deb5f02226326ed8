import { type AuthResponse, type ResetPasswordBody, ValidationError } from '@sightline/contracts';
import { findUserByResetToken, setUserPassword } from '@sightline/db';
import { hashOneTimeToken } from '../../auth/one-time-token.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { type AuthClient, addressRule } from '../../auth/rate-limit/auth-limits.ts';
import { takeLimits } from '../../auth/rate-limit/take-limits.ts';
import type { Services } from '../../services.ts';
import { sessionResponse } from './session-response.ts';

/**
 * Sets a new password with the code from the reset e-mail; the code works once, within its hour. The code came by
 * e-mail, so the address counts as confirmed afterwards. Wrong codes count against the address's limit.
 */
export async function resetPassword(
  services: Services,
  body: ResetPasswordBody,
  client: AuthClient,
): Promise<AuthResponse> {
  const limits = await takeLimits(services, [addressRule(services, client)]);
  const user = await findUserByResetToken(services.db, hashOneTimeToken(body.code));
  if (!user || user.blocked) throw new ValidationError('Incorrect code provided');
  await limits.refund();
  const updated = await setUserPassword(services.db, user.id, await hashPassword(body.password), {
    proofOfEmail: true,
  });
  return sessionResponse(services, updated);
}
