import { AuthResponse, ErrorEnvelope, PublicUser } from '@sightline/contracts';
import { schema } from '@sightline/db';
import { testDatabaseKinds } from '@sightline/db/testing';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitForMail } from '#testing/auth-test-kit.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';

const password = 'correct horse battery';

describe.each(testDatabaseKinds())('authentication on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  const post = (url: string, payload: unknown, jwt?: string) =>
    t.as(jwt, { method: 'POST', url, payload: payload as object });
  const register = (username: string, email: string) =>
    post('/api/auth/local/register', { username, email, password });
  const me = (jwt?: string) => t.as(jwt, { method: 'GET', url: '/api/users/me' });

  it('registers a user with their own organization, member and workspace, and signs them in', async () => {
    const res = await register('minji', 'Minji@Example.com');
    expect(res.statusCode).toBe(200);
    const body = AuthResponse.parse(res.json());
    // Nothing proved the address yet (no confirmation link, no invitation): `confirmed` says so.
    expect(body.user).toMatchObject({
      username: 'minji',
      email: 'minji@example.com',
      confirmed: false,
      blocked: false,
    });
    expect(res.body).not.toMatch(/passwordHash|password_hash|tokenVersion|argon2/);

    const profile = PublicUser.parse((await me(body.jwt)).json());
    expect(profile.lastSelectedOrganizationId).toEqual(expect.any(Number));
    const [member] = await t.database.db
      .select()
      .from(schema.members)
      .where(eq(schema.members.id, profile.lastSelectedMemberId!));
    expect(member).toMatchObject({
      role: 'owner',
      userId: profile.id,
      organizationId: profile.lastSelectedOrganizationId,
    });
    const [workspace] = await t.database.db
      .select()
      .from(schema.workspaces)
      .where(eq(schema.workspaces.id, profile.lastSelectedWorkspaceId!));
    expect(workspace).toMatchObject({ name: '기본 워크스페이스', ownerMemberId: member!.id });
  });

  it('answers /users/me with populate and refuses unknown query parameters', async () => {
    const { jwt } = AuthResponse.parse((await register('minji', 'minji@example.com')).json());
    const res = await t.as(jwt, {
      method: 'GET',
      url: '/api/users/me?populate[0]=avatar&populate[1]=members',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ avatar: null, members: [expect.objectContaining({ role: 'owner' })] });
    const bad = await t.as(jwt, { method: 'GET', url: '/api/users/me?sneaky=1' });
    expect(bad.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(bad.json()).error.name).toBe('ValidationError');
  });

  it('refuses a taken e-mail or username and invalid input, naming the fields', async () => {
    await register('minji', 'minji@example.com');
    const taken = await register('other', 'MINJI@example.com');
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.message).toBe('Email or Username are already taken');
    const invalid = await post('/api/auth/local/register', {
      username: 'x',
      email: 'not-an-email',
      password: 'short',
    });
    expect(invalid.statusCode).toBe(400);
    const paths = invalid.json().error.details.errors.map((e: { path: string[] }) => e.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['body.username', 'body.email', 'body.password']));
    // Each says which check failed and its limit, so that a client can say it in its own language; nothing sent is
    // echoed back.
    const long = await post('/api/auth/local/register', {
      username: 'u'.repeat(10_000),
      email: 'not-an-email',
      password: 'short',
    });
    expect(long.statusCode).toBe(400);
    const errors = long.json().error.details.errors;
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: ['body', 'username'],
          code: 'too_big',
          origin: 'string',
          maximum: 50,
        }),
        expect.objectContaining({ path: ['body', 'email'], code: 'invalid_format', format: 'email' }),
        expect.objectContaining({
          path: ['body', 'password'],
          code: 'too_small',
          origin: 'string',
          minimum: 8,
        }),
      ]),
    );
    expect(long.body).not.toContain('uuuuuuuuuu');
  });

  it('signs in by e-mail in any case or by username; wrong password and unknown account answer alike', async () => {
    await register('minji', 'minji@example.com');
    for (const identifier of ['minji@example.com', 'MINJI@EXAMPLE.COM', 'minji']) {
      const res = await post('/api/auth/local', { identifier, password });
      expect(res.statusCode, identifier).toBe(200);
      AuthResponse.parse(res.json());
    }
    const wrong = await post('/api/auth/local', { identifier: 'minji', password: 'wrong password' });
    const unknown = await post('/api/auth/local', {
      identifier: 'nobody@example.com',
      password: 'wrong password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.message).toBe('Invalid identifier or password');
  });

  it('rejects missing, tampered and unsigned tokens with 401', async () => {
    const { jwt } = AuthResponse.parse((await register('minji', 'minji@example.com')).json());
    expect((await me()).statusCode).toBe(401);
    const [header, payload, signature] = jwt.split('.');
    const forged = Buffer.from(JSON.stringify({ id: 999, tv: 0, iat: 1, exp: 4_000_000_000 })).toString(
      'base64url',
    );
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    for (const token of [`${header}.${forged}.${signature}`, unsigned, `${jwt}x`, 'not-a-jwt']) {
      const res = await me(token);
      expect(res.statusCode, token).toBe(401);
      expect(ErrorEnvelope.parse(res.json()).error.name).toBe('UnauthorizedError');
    }
    expect(
      (
        await t.as(undefined, {
          method: 'GET',
          url: '/api/users/me',
          headers: { authorization: 'Basic abc' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('resets a forgotten password with the mailed code, once', async () => {
    await register('minji', 'minji@example.com');
    const forgot = await post('/api/auth/forgot-password', { email: 'minji@example.com' });
    expect(forgot.json()).toEqual({ ok: true });
    const mail = await waitForMail(t.mailer, 'minji@example.com');
    expect(mail?.subject).toBe('Sightline 비밀번호 재설정');
    const code = /재설정 코드: (\S+)/.exec(mail?.text ?? '')?.[1];
    expect(code).toBeDefined();
    expect(mail?.text).toContain(`/auth/recover?code=${code}`);

    const mismatch = await post('/api/auth/reset-password', {
      code,
      password: 'a new password',
      passwordConfirmation: 'other',
    });
    expect(mismatch.statusCode).toBe(400);
    const reset = await post('/api/auth/reset-password', {
      code,
      password: 'a new password',
      passwordConfirmation: 'a new password',
    });
    expect(reset.statusCode).toBe(200);
    // The code came by e-mail: the address is proven now.
    expect(AuthResponse.parse(reset.json()).user.confirmed).toBe(true);
    expect((await post('/api/auth/local', { identifier: 'minji', password })).statusCode).toBe(400);
    expect(
      (await post('/api/auth/local', { identifier: 'minji', password: 'a new password' })).statusCode,
    ).toBe(200);
    const again = await post('/api/auth/reset-password', {
      code,
      password: 'third password',
      passwordConfirmation: 'third password',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('Incorrect code provided');
  });

  it('answers forgot-password the same for an unknown address, and sends nothing', async () => {
    const res = await post('/api/auth/forgot-password', { email: 'ghost@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    await new Promise((r) => setTimeout(r, 200)); // the lookup runs after the answer
    expect(t.mailer.sent).toEqual([]);
  });

  it('changes the password: the old token stops working, the new one works', async () => {
    const { jwt } = AuthResponse.parse((await register('minji', 'minji@example.com')).json());
    const wrong = await post(
      '/api/auth/change-password',
      { currentPassword: 'nope nope', password: 'brand new pass', passwordConfirmation: 'brand new pass' },
      jwt,
    );
    expect(wrong.statusCode).toBe(400);
    const changed = await post(
      '/api/auth/change-password',
      { currentPassword: password, password: 'brand new pass', passwordConfirmation: 'brand new pass' },
      jwt,
    );
    expect(changed.statusCode).toBe(200);
    const fresh = AuthResponse.parse(changed.json()).jwt;
    expect((await me(jwt)).statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(200);
    expect(
      (
        await post('/api/auth/change-password', {
          currentPassword: 'x',
          password: 'yyyyyyyy',
          passwordConfirmation: 'yyyyyyyy',
        })
      ).statusCode,
    ).toBe(401);
  });

  it('keeps blocked users out, even with a token they already had', async () => {
    const { jwt, user } = AuthResponse.parse((await register('minji', 'minji@example.com')).json());
    await t.database.db.update(schema.users).set({ blocked: true }).where(eq(schema.users.id, user.id));
    expect((await me(jwt)).statusCode).toBe(401);
    const signIn = await post('/api/auth/local', { identifier: 'minji', password });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json().error.message).toMatch(/blocked/);
  });
});

describe.each(testDatabaseKinds())('authentication limits and confirmation on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
  });

  it('answers the 6th wrong password within the window with 429 RateLimitError', async () => {
    t = await createTestApp(kind, { AUTH_RATE_LIMIT_MAX: '5', AUTH_RATE_LIMIT_WINDOW_MS: '60000' });
    const attempt = () =>
      t!.app.inject({
        method: 'POST',
        url: '/api/auth/local',
        payload: { identifier: 'someone', password: 'guess' },
      });
    for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(400);
    const sixth = await attempt();
    expect(sixth.statusCode).toBe(429);
    expect(ErrorEnvelope.parse(sixth.json()).error).toMatchObject({ status: 429, name: 'RateLimitError' });
    const otherAccount = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local',
      payload: { identifier: 'another', password: 'guess' },
    });
    expect(otherAccount.statusCode).toBe(400);
  });

  it('expires tokens after JWT_EXPIRES_IN', async () => {
    t = await createTestApp(kind, { JWT_EXPIRES_IN: '1s' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/register',
      payload: { username: 'minji', email: 'minji@example.com', password },
    });
    const { jwt } = AuthResponse.parse(res.json());
    await new Promise((r) => setTimeout(r, 2100));
    const expired = await t.as(jwt, { method: 'GET', url: '/api/users/me' });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.message).toBe('Token expired');
  });

  it('with e-mail confirmation: no session until the mailed link is opened; a taken e-mail looks the same', async () => {
    t = await createTestApp(kind, { EMAIL_CONFIRMATION: 'true', PUBLIC_URL: 'https://sightline.example' });
    const payload = { username: 'minji', email: 'minji@example.com', password, locale: 'en' };
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/local/register', payload });
    expect(res.statusCode).toBe(200);
    expect(res.json().jwt).toBeUndefined();
    expect(res.json().user).toMatchObject({ email: 'minji@example.com', confirmed: false });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local',
      payload: { identifier: 'minji', password },
    });
    expect(signIn.json().error.message).toBe('Your account email is not confirmed');

    const link = /https:\/\/sightline\.example(\/api\/auth\/email-confirmation\?confirmation=\S+)/.exec(
      t.mailer.last()?.text ?? '',
    )?.[1];
    expect(t.mailer.last()?.subject).toBe('Confirm your e-mail address for Sightline');
    const confirm = await t.app.inject({ method: 'GET', url: link! });
    expect(confirm.statusCode).toBe(302);
    expect(confirm.headers.location).toBe('https://sightline.example/auth/signin?confirmed=true');
    expect((await t.app.inject({ method: 'GET', url: link! })).statusCode).toBe(400);
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local',
      payload: { identifier: 'minji', password },
    });
    expect(after.statusCode).toBe(200);

    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/register',
      payload: { ...payload, username: 'someone-else' },
    });
    expect(duplicate.statusCode).toBe(200);
    expect(Object.keys(duplicate.json())).toEqual(['user']);
    expect(t.mailer.last()?.subject).toBe('Someone tried to sign up to Sightline with your e-mail');
  });
});
