import type { TFunction } from 'i18next';
import { ApiError } from './api/api-error.ts';
import { notify } from './notify.ts';

/** An account-screen failure in the interface language (the server's messages are English). */
export function accountErrorMessage(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors.somethingWrongText');
  if (error.status === 403) return t('account.errors.forbidden');
  if (error.status === 404) return t('account.errors.notFound');
  if (error.status === 413) return t('account.errors.fileTooLarge');
  const known: Record<string, string> = {
    'An organization needs at least one owner': t('account.errors.lastOwner'),
    'The provided current password is invalid': t('account.errors.currentPasswordInvalid'),
    'Your new password must be different than your current password': t('account.errors.samePassword'),
    'This invitation is invalid, expired or already used': t('account.accept.invalid'),
  };
  return known[error.message] ?? error.message;
}

/** A red toast for a failed account action. */
export function notifyFailure(t: TFunction, error: unknown): void {
  notify({ color: 'red', title: t('account.errors.failed'), message: accountErrorMessage(t, error) });
}
