import type { TFunction } from 'i18next';
import { ApiError } from '../../api/api-error.ts';

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
  };
  return known[error.message] ?? error.message;
}
