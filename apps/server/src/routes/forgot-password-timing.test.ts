import { setTimeout as sleep } from 'node:timers/promises';
import { testDatabaseKinds } from '@sightline/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../auth/auth-test-kit.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Forgot-password must not tell, by its response time, whether an account exists. The mail server is made slow
 * here (as a real SMTP server is), which is what made the existing-account path measurably slower.
 */
describe.each(testDatabaseKinds)('forgot-password timing on %s', (kind) => {
  let t: TestApp;
  let mailDelayMs = 40;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const keep = t.mailer.send.bind(t.mailer);
    t.mailer.send = async (message: MailMessage) => {
      await sleep(mailDelayMs);
      await keep(message);
    };
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/register',
      payload: { username: 'minji', email: 'minji@example.com', password: 'correct horse battery' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const forgot = async (email: string) => {
    const started = performance.now();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    return performance.now() - started;
  };

  it('answers before the mail is sent', async () => {
    mailDelayMs = 1000;
    try {
      const before = t.mailer.sent.length;
      const took = await forgot('minji@example.com');
      expect(took).toBeLessThan(900);
      expect(t.mailer.sent.length).toBe(before);
      await waitForMail(
        { last: () => (t.mailer.sent.length > before ? t.mailer.sent.at(-1) : undefined) },
        'minji@example.com',
      );
    } finally {
      mailDelayMs = 40;
    }
  });

  it('takes the same median time for an existing and an unknown account', async () => {
    for (let i = 0; i < 3; i++) {
      await forgot('minji@example.com');
      await forgot(`warmup${i}@example.com`);
    }
    const existing: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 30; i++) {
      existing.push(await forgot('minji@example.com'));
      unknown.push(await forgot(`nobody${i}@example.com`));
    }
    const a = median(existing);
    const b = median(unknown);
    // Before: the existing account waited for the mail server (here 40 ms more). Now both wait for the same floor.
    expect(Math.abs(a - b), `existing ${a.toFixed(1)} ms, unknown ${b.toFixed(1)} ms`).toBeLessThan(
      Math.max(8, 0.15 * Math.min(a, b)),
    );
  });
});
