import { AppError, type AuthResponse, type SignInBody, ValidationError } from '@sightline/contracts';
import { findUserByIdentifier } from '@sightline/db';
import { verifyPassword } from '../../auth/passwords.ts';
import type { Services } from '../../services.ts';
import { sessionResponse } from './session-response.ts';

export const invalidCredentialsMessage = 'Invalid identifier or password';

/**
 * Signs in with an e-mail or username and a password. Unknown accounts and wrong passwords get the same
 * answer after the same work, so the response never tells whether an account exists.
 */
export async function signIn(
  services: Services,
  { identifier, password }: SignInBody,
): Promise<AuthResponse> {
  const user = await findUserByIdentifier(services.db, identifier);
  const valid = await verifyPassword(user?.passwordHash, password);
  if (!user || !valid) throw new ValidationError(invalidCredentialsMessage);
  if (user.blocked)
    throw new AppError('ApplicationError', 'Your account has been blocked by an administrator');
  if (services.config.auth.emailConfirmation && !user.confirmed) {
    throw new AppError('ApplicationError', 'Your account email is not confirmed');
  }
  return sessionResponse(services, user);
}
