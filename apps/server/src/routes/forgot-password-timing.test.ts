import { testDatabaseKinds } from '@sightline/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '#testing/auth-test-kit.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { waitUntil } from '#testing/wait-until.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { forgotPasswordAnswerMs } from '../use-cases/auth/forgot-password.ts';

/**
 * Forgot-password must not tell, by its answer or its response time, whether an account exists. Nothing here is
 * timed against a threshold that load could break: the mail server is held shut by a gate the test opens, so "the
 * answer does not wait for the mail" is shown by the answer arriving while the mail cannot possibly have gone.
 */
describe.each(testDatabaseKinds())('forgot-password answers alike for every address on %s', (kind) => {
  let t: TestApp;
  let gate = Promise.withResolvers<void>();
  let sendsStarted = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const keep = t.mailer.send.bind(t.mailer);
    t.mailer.send = async (message: MailMessage) => {
      sendsStarted++;
      await gate.promise;
      await keep(message);
    };
    gate.resolve();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/register',
      payload: { username: 'minji', email: 'minji@example.com', password: 'correct horse battery' },
    });
  });
  afterAll(async () => {
    gate.resolve();
    await t.close();
  });

  const forgot = async (email: string) => {
    const started = performance.now();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    return { res, took: performance.now() - started };
  };

  it('answers while the mail server has not taken the mail yet, and the mail goes out afterwards', async () => {
    gate = Promise.withResolvers<void>();
    const sentBefore = t.mailer.sent.length;
    const startedBefore = sendsStarted;
    const { res } = await forgot('minji@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    // The gate is still shut: the answer cannot have waited for the mail.
    expect(t.mailer.sent.length).toBe(sentBefore);
    // The lookup and the mail happen after the answer: the send starts, and waits at the gate.
    await waitUntil(
      'the send of the reset mail to start (it waits at the shut gate)',
      () => sendsStarted,
      (started) => started === startedBefore + 1,
    );
    expect(sendsStarted).toBe(startedBefore + 1);
    gate.resolve();
    const mail = await waitForMail(
      { last: () => (t.mailer.sent.length > sentBefore ? t.mailer.sent.at(-1) : undefined) },
      'minji@example.com',
    );
    expect(mail.text).toContain('/auth/recover?code=');
  });

  it('gives the same status, body and headers, after the same floor, for an existing and an unknown account', async () => {
    gate = Promise.withResolvers<void>();
    const existing = await forgot('minji@example.com');
    const unknown = await forgot('nobody@example.com');
    gate.resolve();
    for (const answer of [existing, unknown]) {
      expect(answer.res.statusCode).toBe(200);
      // Both paths wait for the same floor, so neither is measurably quicker.
      expect(answer.took).toBeGreaterThanOrEqual(forgotPasswordAnswerMs - 1);
    }
    expect(unknown.res.body).toBe(existing.res.body);
    const headerNames = (res: typeof existing.res) =>
      Object.keys(res.headers)
        .filter(
          (name) => !['date', 'x-request-id', 'x-ratelimit-remaining', 'x-ratelimit-reset'].includes(name),
        )
        .sort();
    expect(headerNames(unknown.res)).toEqual(headerNames(existing.res));
    expect(unknown.res.headers['content-length']).toBe(existing.res.headers['content-length']);
  });
});
