import type { Locale } from '@sightline/contracts';
import { setConfirmationToken, type UserRow } from '@sightline/db';
import { createOneTimeToken } from '../../auth/one-time-token.ts';
import { linkMailText, mailTexts } from '../../mail/messages.ts';
import type { Services } from '../../services.ts';

/** Mails a fresh confirmation link to the user; earlier links stop working. */
export async function sendConfirmationMail(services: Services, user: UserRow): Promise<void> {
  const { token, hash } = createOneTimeToken();
  await setConfirmationToken(services.db, user.id, hash);
  const texts = mailTexts[user.locale as Locale] ?? mailTexts.ko;
  const url = `${services.config.publicUrl}/api/auth/email-confirmation?confirmation=${token}`;
  await services.mailer.send({
    to: user.email,
    subject: texts.confirmEmail.subject,
    text: linkMailText(texts.confirmEmail, url),
  });
}
