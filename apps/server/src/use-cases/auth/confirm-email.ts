import { type EmailBody, ValidationError } from '@sightline/contracts';
import { confirmEmailByToken, findUserByEmail } from '@sightline/db';
import { hashOneTimeToken } from '../../auth/one-time-token.ts';
import type { Services } from '../../services.ts';
import { sendConfirmationMail } from './send-confirmation-mail.ts';

/** Confirms the e-mail of the account whose link was opened; the link works once. */
export async function confirmEmail(services: Services, token: string): Promise<void> {
  const user = await confirmEmailByToken(services.db, hashOneTimeToken(token));
  if (!user) throw new ValidationError('Invalid or already used confirmation link');
}

/** Sends the confirmation link again; answers the same whether or not the account exists. */
export async function resendConfirmation(services: Services, { email }: EmailBody) {
  const user = await findUserByEmail(services.db, email);
  if (user && !user.confirmed && !user.blocked) await sendConfirmationMail(services, user);
  return { email: email.toLowerCase(), sent: true as const };
}
