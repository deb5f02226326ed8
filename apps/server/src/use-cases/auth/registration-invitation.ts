import { AppError, ForbiddenError, ValidationError } from '@sightline/contracts';
import { findOpenInvitation, type InvitationRow, invitationUnusableMessage } from '@sightline/db';
import { hashOneTimeToken } from '../../auth/one-time-token.ts';
import type { Services } from '../../services.ts';

export const invitationOnlyMessage =
  'Registration is by invitation only: open the invitation link you received';

/**
 * The invitation a new account is made with: the open invitation of `token`, which must have been sent to `email`.
 * Without a token: none, unless registration is by invitation only (REGISTRATION=invite), which is then refused.
 */
export async function invitationForNewAccount(
  services: Services,
  token: string | undefined,
  email: string,
): Promise<InvitationRow | undefined> {
  if (!token) {
    if (services.config.auth.registration === 'invite') throw new ForbiddenError(invitationOnlyMessage);
    return undefined;
  }
  const invitation = await findOpenInvitation(services.db, hashOneTimeToken(token));
  if (!invitation) throw new ValidationError(invitationUnusableMessage);
  if (invitation.email !== email.trim().toLowerCase()) {
    throw new AppError('ApplicationError', 'This invitation was sent to another e-mail address');
  }
  return invitation;
}
