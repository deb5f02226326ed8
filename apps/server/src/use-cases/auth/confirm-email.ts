import { type EmailBody, ValidationError } from '@sightline/contracts';
import { confirmEmailByToken, findUserByEmail } from '@sightline/db';
import { hashOneTimeToken } from '../../auth/one-time-token.ts';
import { type AuthClient, accountRules, addressRule } from '../../auth/rate-limit/auth-limits.ts';
import { takeLimits } from '../../auth/rate-limit/take-limits.ts';
import { inBackground, padTo } from '../../auth/same-duration.ts';
import type { Services } from '../../services.ts';
import { forgotPasswordAnswerMs } from './forgot-password.ts';
import { sendConfirmationMail } from './send-confirmation-mail.ts';

/** Confirms the e-mail of the account whose link was opened; the link works once. Failed tries count per address. */
export async function confirmEmail(services: Services, token: string, client: AuthClient): Promise<void> {
  const limits = await takeLimits(services, [addressRule(services, client)]);
  const user = await confirmEmailByToken(services.db, hashOneTimeToken(token));
  if (!user) throw new ValidationError('Invalid or already used confirmation link');
  await limits.refund();
}

/**
 * Sends the confirmation link again; answers the same, after the same time, whether or not the account exists (the
 * mail goes in the background). Limited like forgot-password.
 */
export async function resendConfirmation(services: Services, { email }: EmailBody, client: AuthClient) {
  const startedAt = performance.now();
  const address = email.trim().toLowerCase();
  await takeLimits(services, [
    addressRule(services, client, false),
    ...accountRules(services, 'send-email-confirmation', `email:${address}`, client),
  ]);
  inBackground(services, 'confirmation mail', async () => {
    const user = await findUserByEmail(services.db, address);
    if (user && !user.confirmed && !user.blocked) await sendConfirmationMail(services, user);
  });
  await padTo(forgotPasswordAnswerMs, startedAt);
  return { email: address, sent: true as const };
}
