import { AppError, type AuthResponse, type SignInBody, ValidationError } from '@sightline/contracts';
import { findUserByIdentifier } from '@sightline/db';
import { verifyPassword } from '../../auth/passwords.ts';
import { type AuthClient, accountRules, addressRule } from '../../auth/rate-limit/auth-limits.ts';
import { takeLimits } from '../../auth/rate-limit/take-limits.ts';
import type { Services } from '../../services.ts';
import { sessionResponse } from './session-response.ts';

export const invalidCredentialsMessage = 'Invalid identifier or password';

/**
 * Signs in with an e-mail or username and a password. Unknown accounts and wrong passwords get the same
 * answer after the same work, so the response never tells whether an account exists. Attempts are limited per
 * address, per account and address, and per account (except from a browser the account signed in from before); a
 * successful sign-in does not count against them.
 */
export async function signIn(
  services: Services,
  { identifier, password }: SignInBody,
  client: AuthClient,
): Promise<AuthResponse> {
  const user = await findUserByIdentifier(services.db, identifier);
  // An existing account is counted under its id, however it was named (e-mail or username, in any case).
  const account = user ? `user:${user.id}` : `name:${identifier.trim().toLowerCase()}`;
  const limits = await takeLimits(services, [
    addressRule(services, client),
    ...accountRules(services, 'sign-in', account, client, user?.id),
  ]);
  const valid = await verifyPassword(user?.passwordHash, password);
  if (!user || !valid) throw new ValidationError(invalidCredentialsMessage);
  await limits.refund();
  if (user.blocked)
    throw new AppError('ApplicationError', 'Your account has been blocked by an administrator');
  if (services.config.auth.emailConfirmation && !user.confirmed) {
    throw new AppError('ApplicationError', 'Your account email is not confirmed');
  }
  return sessionResponse(services, user);
}
