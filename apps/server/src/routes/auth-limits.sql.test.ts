import { join } from 'node:path';
import { AuthResponse, ErrorEnvelope } from '@sightline/contracts';
import { schema } from '@sightline/db';
import { testDatabaseKinds } from '@sightline/db/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testSecret } from '#testing/test-app.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

const password = 'correct horse battery';

/** The limits of a real server (test apps lift them unless told), with a window long enough not to end mid-test. */
const limits = {
  AUTH_RATE_LIMIT_MAX: '5',
  AUTH_RATE_LIMIT_WINDOW_MS: '600000',
  AUTH_ADDRESS_RATE_LIMIT_MAX: '30',
  AUTH_ACCOUNT_RATE_LIMIT_MAX: '20',
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000',
};

function expectRateLimited(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  expect(ErrorEnvelope.parse(res.json()).error).toMatchObject({ status: 429, name: 'RateLimitError' });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  return retryAfter;
}

describe.each(testDatabaseKinds())('authentication limits per address and account on %s', (kind) => {
  let t: TestApp | undefined;
  let second: FastifyInstance | undefined;
  afterEach(async () => {
    await second?.close();
    await t?.close();
    second = undefined;
  });

  const signIn = (
    app: FastifyInstance,
    identifier: string,
    pass: string,
    remoteAddress: string,
    cookies = {},
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/local',
      payload: { identifier, password: pass },
      remoteAddress,
      cookies,
    });

  async function registerOwner(app: FastifyInstance, remoteAddress: string) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/local/register',
      payload: { username: 'owner', email: 'owner@example.com', password },
      remoteAddress,
    });
    expect(res.statusCode).toBe(200);
    return AuthResponse.parse(res.json());
  }

  /** The signed known-device cookie a successful sign-in sets. */
  function deviceCookie(res: LightMyRequestResponse): Record<string, string> {
    const cookie = res.cookies.find((c) => c.name === 'sightline_device');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/auth' });
    return { sightline_device: cookie!.value };
  }

  it('stops 109 concurrent guesses across accounts from one address after the address limit', async () => {
    t = await createTestApp(kind, limits);
    const guesses = await Promise.all(
      Array.from({ length: 109 }, (_, i) => signIn(t!.app, `user${i}@example.com`, 'guess', '198.51.100.7')),
    );
    const refused = guesses.filter((res) => res.statusCode === 429);
    const answered = guesses.filter((res) => res.statusCode === 400);
    expect(answered.length).toBe(30);
    expect(refused.length).toBe(79);
    const retryAfter = expectRateLimited(refused[0]!);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Another address is not affected.
    expect((await signIn(t.app, 'user1@example.com', 'guess', '198.51.100.8')).statusCode).toBe(400);
    // Counters live in the database, keyed by hashes: no e-mail or address is stored in them.
    const rows = await t.database.db.select().from(schema.rateLimitCounters);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toMatch(/example\.com|198\.51/);
  });

  it('does not let guesses from many addresses lock the owner out of a browser they signed in from before', async () => {
    t = await createTestApp(kind, limits);
    await registerOwner(t.app, '192.0.2.10');
    const before = await signIn(t.app, 'owner', password, '192.0.2.10');
    expect(before.statusCode).toBe(200);
    const known = deviceCookie(before);

    // A stranger's sixth guess from one address is refused by the account-and-address limit (5), whichever name
    // of the account is used…
    for (let i = 0; i < 5; i++) {
      const guess = await signIn(
        t.app,
        i % 2 ? 'OWNER' : 'owner@example.com',
        'wrong guess',
        '203.0.113.200',
      );
      expect(guess.statusCode).toBe(400);
    }
    expectRateLimited(await signIn(t.app, 'owner', 'wrong guess', '203.0.113.200'));
    // …and 40 strangers, one wrong guess each, go far past the account-wide limit (4 × 5), none past its own.
    for (let i = 0; i < 40; i++)
      await signIn(t.app, 'owner@example.com', 'wrong guess', `203.0.113.${i + 1}`);
    // The account-wide limit now slows everyone without the known-device cookie, even with the right password…
    expectRateLimited(await signIn(t.app, 'owner', password, '198.51.100.99'));
    // …but the owner, on the browser they used before, gets in from their usual or a new address.
    const owner = await signIn(t.app, 'owner', password, '192.0.2.10', known);
    expect(owner.statusCode, owner.body).toBe(200);
    AuthResponse.parse(owner.json());
    expect((await signIn(t.app, 'owner', password, '192.0.2.77', known)).statusCode).toBe(200);
    // A cookie made up without the server's signature does not help.
    const forged = await signIn(t.app, 'owner', password, '198.51.100.99', { sightline_device: '1' });
    expectRateLimited(forged);
  });

  it('shares counters between two API processes on one database', async () => {
    t = await createTestApp(kind, limits);
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: t.dataDir,
      WEB_DIST_DIR: join(t.dataDir, 'no-web'),
      ...limits,
    });
    second = await buildApp({ config, database: t.database, secret: testSecret, mailer: t.mailer });
    for (let i = 0; i < 5; i++) {
      const app = i % 2 === 0 ? t.app : second;
      expect((await signIn(app, 'someone', 'guess', '198.51.100.20')).statusCode).toBe(400);
    }
    expectRateLimited(await signIn(second, 'someone', 'guess', '198.51.100.20'));
    expectRateLimited(await signIn(t.app, 'someone', 'guess', '198.51.100.20'));
  });

  it('limits new accounts per address per hour; refused registrations do not count', async () => {
    t = await createTestApp(kind, { ...limits, REGISTRATIONS_PER_ADDRESS_PER_HOUR: '2' });
    const register = (username: string, remoteAddress: string) =>
      t!.app.inject({
        method: 'POST',
        url: '/api/auth/local/register',
        payload: { username, email: `${username}@example.com`, password },
        remoteAddress,
      });
    expect((await register('first', '198.51.100.30')).statusCode).toBe(200);
    expect((await register('first', '198.51.100.30')).statusCode).toBe(400); // taken: refunded
    expect((await register('second', '198.51.100.30')).statusCode).toBe(200);
    const third = await register('third', '198.51.100.30');
    const retryAfter = expectRateLimited(third);
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // The /64 of an IPv6 subscriber is one address for the limits.
    expect((await register('six1', '2001:db8:1:2::1')).statusCode).toBe(200);
    expect((await register('six2', '2001:db8:1:2::2')).statusCode).toBe(200);
    expectRateLimited(await register('six3', '2001:db8:1:2:ffff::3'));
    expect((await register('fourth', '198.51.100.31')).statusCode).toBe(200);
  });

  it('limits reset mails to one address from many senders, and answers 429 on every auth endpoint', async () => {
    t = await createTestApp(kind, { ...limits, AUTH_RATE_LIMIT_MAX: '2', AUTH_ACCOUNT_RATE_LIMIT_MAX: '8' });
    const forgot = (remoteAddress: string) =>
      t!.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'victim@example.com' },
        remoteAddress,
      });
    for (let i = 0; i < 8; i++) expect((await forgot(`203.0.113.${i + 1}`)).statusCode).toBe(200);
    expectRateLimited(await forgot('203.0.113.99'));

    const address = '198.51.100.50';
    for (let i = 0; i < 30; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { code: `wrong-${i}`, password: 'new password', passwordConfirmation: 'new password' },
        remoteAddress: address,
      });
    }
    const endpoints = [
      { method: 'POST', url: '/api/auth/local', payload: { identifier: 'x', password: 'y' } },
      {
        method: 'POST',
        url: '/api/auth/local/register',
        payload: { username: 'abc', email: 'a@b.co', password },
      },
      { method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'a@b.co' } },
      { method: 'POST', url: '/api/auth/send-email-confirmation', payload: { email: 'a@b.co' } },
      {
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { code: 'c', password, passwordConfirmation: password },
      },
      { method: 'GET', url: '/api/auth/email-confirmation?confirmation=nope' },
    ] as const;
    for (const endpoint of endpoints) {
      const res = await t.app.inject({ ...endpoint, remoteAddress: address });
      expect(res.statusCode, endpoint.url).toBe(429);
      expectRateLimited(res);
    }
  });
});
