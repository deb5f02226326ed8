import { AppError, type Locale, type PublicUser, type RegisterBody } from '@sightline/contracts';
import { accountTakenMessage, createAccount, findUserByEmail } from '@sightline/db';
import { hashPassword } from '../../auth/passwords.ts';
import { linkMailText, mailTexts } from '../../mail/messages.ts';
import type { Services } from '../../services.ts';
import { sendConfirmationMail } from './send-confirmation-mail.ts';
import { publicUser, sessionResponse } from './session-response.ts';

const defaults: Record<Locale, { organization: (name: string) => string; workspace: string }> = {
  ko: { organization: (name) => `${name}의 조직`, workspace: '기본 워크스페이스' },
  en: { organization: (name) => `${name}'s organization`, workspace: 'Default workspace' },
};

/**
 * Creates an account with its own organization (owner) and default workspace. With e-mail confirmation on,
 * the answer is `{ user }` and a link is mailed; a taken e-mail then gets the same answer (and its owner a
 * notice), so registration does not reveal accounts. Without confirmation the answer is `{ jwt, user }`.
 */
export async function register(
  services: Services,
  body: RegisterBody,
): Promise<{ jwt: string; user: PublicUser } | { user: PublicUser | { email: string; confirmed: false } }> {
  const locale: Locale = body.locale ?? 'ko';
  const confirmation = services.config.auth.emailConfirmation;
  const passwordHash = await hashPassword(body.password);
  try {
    const user = await createAccount(services.db, {
      username: body.username,
      email: body.email,
      passwordHash,
      provider: 'local',
      confirmed: !confirmation,
      locale,
      organizationName: defaults[locale].organization(body.username),
      workspaceName: defaults[locale].workspace,
    });
    if (!confirmation) return sessionResponse(services, user);
    await sendConfirmationMail(services, user);
    return { user: (await publicUser(services, user.id)) as PublicUser };
  } catch (error) {
    if (!(confirmation && error instanceof AppError && error.message === accountTakenMessage)) throw error;
    const existing = await findUserByEmail(services.db, body.email);
    if (!existing) throw error; // the username is taken, not the e-mail: nothing is revealed by saying so
    const texts = mailTexts[existing.locale as Locale] ?? mailTexts.ko;
    await services.mailer.send({
      to: existing.email,
      subject: texts.registrationAttempt.subject,
      text: linkMailText(texts.registrationAttempt, `${services.config.publicUrl}/auth/recover`),
    });
    return { user: { email: body.email.toLowerCase(), confirmed: false } };
  }
}
