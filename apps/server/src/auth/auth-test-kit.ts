import { hkdfSync } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { SignJWT } from 'jose';
import type { MailMessage } from '../mail/mailer.ts';
import { testSecret } from '../testing/test-app.ts';

/** For tests: the mail last sent to `to`, waiting for mail sent in the background (up to `timeoutMs`). */
export async function waitForMail(
  mailer: { last(to?: string): MailMessage | undefined },
  to: string,
  timeoutMs = 5000,
): Promise<MailMessage> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mail = mailer.last(to);
    if (mail) return mail;
    if (Date.now() > until) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    await sleep(20);
  }
}

/** For tests: a session token with exactly these claims, correctly signed with the test app's secret. */
export function signTestSessionToken(claims: Record<string, unknown>): Promise<string> {
  const key = new Uint8Array(hkdfSync('sha256', testSecret, 'sightline', 'session-jwt', 32));
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
}
