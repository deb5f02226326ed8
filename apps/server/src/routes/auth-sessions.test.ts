import { AuthResponse, ErrorEnvelope } from '@sightline/contracts';
import { schema } from '@sightline/db';
import { testDatabaseKinds } from '@sightline/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signTestSessionToken } from '#testing/auth-test-kit.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';

const password = 'correct horse battery';

describe.each(testDatabaseKinds())('sessions, sign-out and usernames on %s', (kind) => {
  let t: TestApp;
  let jwt: string;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/register',
      payload: { username: 'Minji', email: 'minji@example.com', password },
    });
    ({ jwt } = AuthResponse.parse(res.json()));
    userId = AuthResponse.parse(res.json()).user.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const me = (token: string | undefined) => t.as(token, { method: 'GET', url: '/api/users/me' });
  const now = () => Math.floor(Date.now() / 1000);

  it('refuses correctly signed tokens without exp, iat or jti, or with an id that is not a positive integer', async () => {
    const valid = { id: userId, tv: 0, iat: now(), exp: now() + 3600, jti: 'a-token-id' };
    // The same claims, correctly signed, are accepted: the refusals below are about the claims alone.
    expect((await me(await signTestSessionToken(valid))).statusCode).toBe(200);
    const variants: Record<string, unknown>[] = [
      { ...valid, exp: undefined },
      { ...valid, iat: undefined },
      { ...valid, jti: undefined },
      { ...valid, id: String(userId) },
      { ...valid, id: 1.5 },
      { ...valid, id: 2 ** 64 },
      { ...valid, id: -1 },
      { ...valid, id: 0 },
      { ...valid, tv: '0' },
    ];
    for (const claims of variants) {
      const res = await me(await signTestSessionToken(JSON.parse(JSON.stringify(claims))));
      expect(res.statusCode, JSON.stringify(claims)).toBe(401);
      expect(ErrorEnvelope.parse(res.json()).error.name).toBe('UnauthorizedError');
    }
  });

  it('signs out: the token stops working at once, other sessions keep working', async () => {
    const other = AuthResponse.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/local',
          payload: { identifier: 'minji', password },
        })
      ).json(),
    ).jwt;
    expect((await me(other)).statusCode).toBe(200);
    const out = await t.as(other, { method: 'POST', url: '/api/auth/logout' });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    expect((await me(other)).statusCode).toBe(401);
    expect((await t.as(other, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
    expect((await me(jwt)).statusCode).toBe(200);
    const revoked = await t.database.db.select().from(schema.revokedSessions);
    expect(revoked).toHaveLength(1);
    expect(revoked[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });

  it('ignores a bad Authorization header on public endpoints; protected ones still answer 401', async () => {
    const bad = ['Bearer not-a-jwt', 'Basic abc', 'Bearer', `Bearer ${jwt}x`, 'Bearer a b'];
    for (const authorization of bad) {
      const headers = { authorization };
      const health = await t.app.inject({ method: 'GET', url: '/api/health', headers });
      expect(health.statusCode, authorization).toBe(200);
      const providers = await t.app.inject({ method: 'GET', url: '/api/auth/providers', headers });
      expect(providers.statusCode, authorization).toBe(200);
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/local',
        headers,
        payload: { identifier: 'minji', password },
      });
      expect(signIn.statusCode, authorization).toBe(200);
      const forgot = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        headers,
        payload: { email: 'nobody@example.com' },
      });
      expect(forgot.statusCode, authorization).toBe(200);
      const protectedRes = await t.app.inject({ method: 'GET', url: '/api/users/me', headers });
      expect(protectedRes.statusCode, authorization).toBe(401);
      expect(ErrorEnvelope.parse(protectedRes.json()).error.name).toBe('UnauthorizedError');
    }
    const docs = await t.app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { authorization: 'Bearer garbage' },
    });
    expect(docs.statusCode).toBe(200);
  });

  it('keeps usernames unique without case, signs in by username in any case', async () => {
    const clash = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/register',
      payload: { username: 'MINJI', email: 'another@example.com', password },
    });
    expect(clash.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(clash.json()).error).toMatchObject({
      name: 'ValidationError',
      message: 'Username already taken',
    });
    for (const identifier of ['minji', 'MINJI', 'Minji']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/local',
        payload: { identifier, password },
      });
      expect(res.statusCode, identifier).toBe(200);
    }
    const second = AuthResponse.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/local/register',
          payload: { username: 'jiwoo', email: 'jiwoo@example.com', password },
        })
      ).json(),
    );
    const rename = (name: string, token: string, id: number) =>
      t.as(token, { method: 'PUT', url: `/api/v1/users/${id}`, payload: { data: { username: name } } });
    const taken = await rename('mInJi', second.jwt, second.user.id);
    expect(taken.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(taken.json()).error).toMatchObject({
      name: 'ValidationError',
      message: 'Username already taken',
    });
    // Changing the case of one's own name is allowed.
    expect((await rename('JIWOO', second.jwt, second.user.id)).statusCode).toBe(200);
  });
});
