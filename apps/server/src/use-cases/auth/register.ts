import { AppError, type Locale, type PublicUser, type RegisterBody } from '@sightline/contracts';
import { accountTakenMessage, createAccount, findUserByEmail } from '@sightline/db';
import { hashPassword } from '../../auth/passwords.ts';
import { type AuthClient, addressRule, registrationRule } from '../../auth/rate-limit/auth-limits.ts';
import { takeLimits } from '../../auth/rate-limit/take-limits.ts';
import { linkMailText, mailTexts } from '../../mail/messages.ts';
import type { Services } from '../../services.ts';
import { invitationForNewAccount } from './registration-invitation.ts';
import { sendConfirmationMail } from './send-confirmation-mail.ts';
import { publicUser, sessionResponse } from './session-response.ts';

const defaults: Record<Locale, { organization: (name: string) => string; workspace: string }> = {
  ko: { organization: (name) => `${name}의 조직`, workspace: '기본 워크스페이스' },
  en: { organization: (name) => `${name}'s organization`, workspace: 'Default workspace' },
};

type RegisterAnswer =
  | { jwt: string; user: PublicUser }
  | { user: PublicUser | { email: string; confirmed: false } };

/**
 * Creates an account with its own organization (owner) and default workspace, or, with an invitation token, as a
 * member of the inviting organization (REGISTRATION=invite requires one). With e-mail confirmation on and no
 * invitation, the answer is `{ user }` and a link is mailed; a taken e-mail then gets the same answer (and its owner a
 * notice), so registration does not reveal accounts. Otherwise the answer is `{ jwt, user }`. The account's e-mail
 * counts as confirmed only once proven: by the mailed link, or by the invitation that was mailed to it.
 * Limits: failed attempts per address, and new accounts per address per hour.
 */
export async function register(
  services: Services,
  body: RegisterBody,
  client: AuthClient,
): Promise<RegisterAnswer> {
  const attempt = await takeLimits(services, [addressRule(services, client)]);
  const slot = await takeLimits(services, [registrationRule(services, client)]);
  try {
    const answer = await createAndAnswer(services, body);
    await attempt.refund();
    return answer;
  } catch (error) {
    await slot.refund();
    throw error;
  }
}

async function createAndAnswer(services: Services, body: RegisterBody): Promise<RegisterAnswer> {
  const invitation = await invitationForNewAccount(services, body.invitationToken, body.email);
  const locale: Locale = body.locale ?? 'ko';
  const confirmation = services.config.auth.emailConfirmation && !invitation;
  const passwordHash = await hashPassword(body.password);
  try {
    const user = await createAccount(services.db, {
      username: body.username,
      email: body.email,
      passwordHash,
      provider: 'local',
      confirmed: invitation !== undefined,
      locale,
      organizationName: defaults[locale].organization(body.username),
      workspaceName: defaults[locale].workspace,
      ...(invitation ? { invitation } : {}),
    });
    if (!confirmation) return sessionResponse(services, user);
    await sendConfirmationMail(services, user);
    return { user: (await publicUser(services, user.id)) as PublicUser };
  } catch (error) {
    if (!(confirmation && error instanceof AppError && error.message === accountTakenMessage)) throw error;
    const existing = await findUserByEmail(services.db, body.email);
    if (!existing) throw error;
    const texts = mailTexts[existing.locale as Locale] ?? mailTexts.ko;
    await services.mailer.send({
      to: existing.email,
      subject: texts.registrationAttempt.subject,
      text: linkMailText(texts.registrationAttempt, `${services.config.publicUrl}/auth/recover`),
    });
    return { user: { email: body.email.toLowerCase(), confirmed: false } };
  }
}
