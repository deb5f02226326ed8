import type { EmailBody, Locale } from '@sightline/contracts';
import { findUserByEmail, setResetPasswordToken } from '@sightline/db';
import { createOneTimeToken } from '../../auth/one-time-token.ts';
import { linkMailText, mailTexts } from '../../mail/messages.ts';
import type { Services } from '../../services.ts';

const resetValidForMs = 60 * 60 * 1000;

/** Mails a reset link and code (valid one hour) when the account exists; answers the same either way. */
export async function forgotPassword(services: Services, { email }: EmailBody): Promise<{ ok: true }> {
  const user = await findUserByEmail(services.db, email);
  if (user && !user.blocked) {
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
  return { ok: true };
}
