import { hkdfSync } from 'node:crypto';
import type { MemberRole } from '@sightline/contracts';
import { createAccount } from '@sightline/db';
import { SignJWT } from 'jose';
import { hashPassword } from '../src/auth/passwords.ts';
import type { MailMessage } from '../src/mail/mailer.ts';
import type { TestApp } from './test-app.ts';
import { testSecret } from './test-app.ts';
import { waitUntil } from './wait-until.ts';

/** For tests: the mail last sent to `to`, waiting for mail sent in the background (see wait-until.ts). */
export function waitForMail(
  mailer: { last(to?: string): MailMessage | undefined },
  to: string,
): Promise<MailMessage> {
  return waitUntil(
    `a mail to ${to}`,
    () => mailer.last(to),
    (mail): mail is MailMessage => mail !== undefined,
    { intervalMs: 20 },
  );
}

/** For tests: a session token with exactly these claims, correctly signed with the test app's secret. */
export function signTestSessionToken(claims: Record<string, unknown>): Promise<string> {
  const key = new Uint8Array(hkdfSync('sha256', testSecret, 'sightline', 'session-jwt', 32));
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
}

/**
 * For tests: an account with its own organization made directly in the database (as an operator's first account is,
 * when registration is by invitation only), signed in. Returns its session token and organization id.
 */
export async function operatorAccount(t: TestApp, username: string, password: string) {
  const user = await createAccount(t.database.db, {
    username,
    email: `${username}@example.com`,
    passwordHash: await hashPassword(password),
    provider: 'local',
    confirmed: true,
    locale: 'en',
    organizationName: `${username}'s organization`,
    workspaceName: 'Default workspace',
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/local',
    payload: { identifier: username, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${res.body}`);
  return { jwt: res.json().jwt as string, organizationId: user.lastSelectedOrganizationId!, userId: user.id };
}

/** For tests: invites `email` to the organization and returns the token of the mailed link. */
export async function inviteByMail(
  t: TestApp,
  inviter: { jwt: string; organizationId: number },
  email: string,
  role: MemberRole = 'editor',
): Promise<string> {
  const res = await t.as(inviter.jwt, {
    method: 'POST',
    url: `/api/v1/organizations/${inviter.organizationId}/invitations`,
    payload: { data: { email, role } },
  });
  if (res.statusCode !== 200) throw new Error(`invitation failed: ${res.body}`);
  const mail = await waitForMail(t.mailer, email);
  const token = /invitations\/accept\?token=(\S+)/.exec(mail.text)?.[1];
  if (!token) throw new Error('no invitation link in the mail');
  return token;
}
