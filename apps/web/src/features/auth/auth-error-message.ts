import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api/api-error.ts';

/** A sign-in or sign-up failure in the interface language (the server's messages are English). */
export function authErrorMessage(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors.somethingWrongText');
  if (error.status === 429) return t('auth.errors.tooMany');
  const known: Record<string, string> = {
    'Invalid identifier or password': t('auth.errors.invalidCredentials'),
    'Email or Username are already taken': t('auth.errors.taken'),
    'Incorrect code provided': t('auth.errors.incorrectCode'),
    'Your account has been blocked by an administrator': t('auth.errors.blocked'),
    'Your account email is not confirmed': t('auth.errors.notConfirmed'),
    'Username already taken': t('auth.errors.usernameTaken'),
    'Registration is by invitation only: open the invitation link you received': t('auth.errors.inviteOnly'),
    'This invitation was sent to another e-mail address': t('auth.errors.invitationOtherEmail'),
    'This invitation is invalid, expired or already used': t('auth.errors.invitationUnusable'),
  };
  if (error.status === 409 && error.message.startsWith('An account with this e-mail address already exists'))
    return t('auth.errors.socialUnconfirmed');
  return known[error.message] ?? error.message;
}
