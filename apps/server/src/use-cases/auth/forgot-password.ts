import type { EmailBody, Locale } from '@sightline/contracts';
import { findUserByEmail, setResetPasswordToken } from '@sightline/db';
import { createOneTimeToken } from '../../auth/one-time-token.ts';
import { type AuthClient, accountRules, addressRule } from '../../auth/rate-limit/auth-limits.ts';
import { takeLimits } from '../../auth/rate-limit/take-limits.ts';
import { inBackground, padTo } from '../../auth/same-duration.ts';
import { linkMailText, mailTexts } from '../../mail/messages.ts';
import type { Services } from '../../services.ts';

const resetValidForMs = 60 * 60 * 1000;
/** Every answer takes at least this long (the work that depends on the account happens after the answer). */
export const forgotPasswordAnswerMs = 100;

/**
 * Mails a reset link and code (valid one hour) when the account exists; answers the same, after the same time, either
 * way: the lookup, the code and the mail happen in the background. Limited per address, per e-mail and address, and
 * per e-mail (so one inbox cannot be flooded from many addresses).
 */
export async function forgotPassword(
  services: Services,
  { email }: EmailBody,
  client: AuthClient,
): Promise<{ ok: true }> {
  const startedAt = performance.now();
  const address = email.trim().toLowerCase();
  await takeLimits(services, [
    addressRule(services, client, false),
    ...accountRules(services, 'forgot-password', `email:${address}`, client),
  ]);
  inBackground(services, 'password reset mail', () => mailResetCode(services, address));
  await padTo(forgotPasswordAnswerMs, startedAt);
  return { ok: true };
}

async function mailResetCode(services: Services, email: string): Promise<void> {
  const user = await findUserByEmail(services.db, email);
  if (!user || user.blocked) return;
  const { token, hash } = createOneTimeToken();
  await setResetPasswordToken(services.db, user.id, hash, new Date(Date.now() + resetValidForMs));
  const texts = mailTexts[user.locale as Locale] ?? mailTexts.ko;
  const url = `${services.config.publicUrl}/auth/recover?code=${token}`;
  await services.mailer.send({
    to: user.email,
    subject: texts.resetPassword.subject,
    text: linkMailText(texts.resetPassword, url, { label: texts.resetPassword.code, value: token }),
  });
}
