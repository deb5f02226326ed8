import { AuthProvidersResponse, AuthResponse, ErrorEnvelope } from '@sightline/contracts';
import { testDatabaseKinds } from '@sightline/db/testing';
import { type Dispatcher, getGlobalDispatcher, MockAgent, setGlobalDispatcher } from 'undici';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inviteByMail, operatorAccount, waitForMail } from '#testing/auth-test-kit.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';

const googleEnv = {
  GOOGLE_CLIENT_ID: 'google-client',
  GOOGLE_CLIENT_SECRET: 'google-secret',
  PUBLIC_URL: 'https://sightline.example',
};

/** Google's token and profile endpoints answered by the MockAgent for one sign-in with this verified e-mail. */
function googleAnswers(agent: MockAgent, email: string) {
  agent
    .get('https://oauth2.googleapis.com')
    .intercept({ path: '/token', method: 'POST' })
    .reply(200, { access_token: 'ya29.token', token_type: 'Bearer', expires_in: 3599 });
  agent
    .get('https://openidconnect.googleapis.com')
    .intercept({ path: '/v1/userinfo', method: 'GET' })
    .reply(200, { sub: `sub-${email}`, email, email_verified: true, name: email.split('@')[0] });
}

/** The whole Google sign-in as the browser and web app make it; returns the answer of the final session call. */
async function signInWithGoogle(t: TestApp, agent: MockAgent, email: string, invitation?: string) {
  const query = invitation ? `?invitation=${encodeURIComponent(invitation)}` : '';
  const start = await t.app.inject({ method: 'GET', url: `/api/connect/google${query}` });
  const state = new URL(String(start.headers.location)).searchParams.get('state')!;
  const cookie = String(start.headers['set-cookie']).split(';')[0]!;
  googleAnswers(agent, email);
  const back = await t.app.inject({
    method: 'GET',
    url: `/api/connect/google/callback?code=c&state=${state}`,
    headers: { cookie },
  });
  expect(back.statusCode, back.body).toBe(302);
  const grant = new URL(String(back.headers.location)).searchParams.get('access_token')!;
  return t.app.inject({ method: 'GET', url: `/api/auth/google/callback?access_token=${grant}` });
}

/**
 * The providers are not reachable from tests: their token and profile endpoints are answered by undici's
 * MockAgent, with the shapes of the providers' documentation, while arctic and our code run for real.
 */
describe.each(testDatabaseKinds())('social sign-in on %s', (kind) => {
  let t: TestApp;
  let agent: MockAgent;
  let previous: Dispatcher;
  beforeEach(async () => {
    t = await createTestApp(kind, {
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      KAKAO_CLIENT_ID: 'kakao-client',
      KAKAO_CLIENT_SECRET: 'kakao-secret',
      PUBLIC_URL: 'https://sightline.example',
    });
    previous = getGlobalDispatcher();
    agent = new MockAgent();
    agent.disableNetConnect();
    setGlobalDispatcher(agent);
  });
  afterEach(async () => {
    setGlobalDispatcher(previous);
    await agent.close();
    await t.close();
  });

  async function connect(provider: string) {
    const start = await t.app.inject({ method: 'GET', url: `/api/connect/${provider}` });
    expect(start.statusCode).toBe(302);
    const location = new URL(String(start.headers.location));
    const cookie = String(start.headers['set-cookie']).split(';')[0]!;
    return { location, cookie, state: location.searchParams.get('state')! };
  }

  it('lists the enabled providers only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(AuthProvidersResponse.parse(res.json())).toEqual({
      providers: ['google', 'kakao'],
      registration: 'open',
      newOrganizations: true,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/connect/github' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/connect/myspace' })).statusCode).toBe(400);
  });

  it('signs in with Google: redirect with state and PKCE, verified profile, a session, the same account next time', async () => {
    const { location, cookie, state } = await connect('google');
    expect(location.origin + location.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(location.searchParams.get('client_id')).toBe('google-client');
    expect(location.searchParams.get('redirect_uri')).toBe(
      'https://sightline.example/api/connect/google/callback',
    );
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');

    const google = agent.get('https://oauth2.googleapis.com');
    google
      .intercept({ path: '/token', method: 'POST' })
      .reply(200, { access_token: 'ya29.token', token_type: 'Bearer', expires_in: 3599 })
      .times(2);
    agent
      .get('https://openidconnect.googleapis.com')
      .intercept({ path: '/v1/userinfo', method: 'GET' })
      .reply(200, { sub: '1234567890', email: 'Jiwoo@Gmail.com', email_verified: true, name: '김지우' })
      .times(2);

    const back = await t.app.inject({
      method: 'GET',
      url: `/api/connect/google/callback?code=auth-code&state=${state}`,
      headers: { cookie },
    });
    expect(back.statusCode, back.body).toBe(302);
    const target = new URL(String(back.headers.location));
    expect(target.origin + target.pathname).toBe('https://sightline.example/auth/signin');
    expect(target.searchParams.get('provider')).toBe('google');
    const grant = target.searchParams.get('access_token')!;
    expect(grant).not.toContain('ya29');

    const session = await t.app.inject({
      method: 'GET',
      url: `/api/auth/google/callback?access_token=${grant}`,
    });
    expect(session.statusCode, session.body).toBe(200);
    const { user, jwt } = AuthResponse.parse(session.json());
    expect(user).toMatchObject({
      email: 'jiwoo@gmail.com',
      provider: 'google',
      confirmed: true,
      username: '김지우',
    });
    expect(user.lastSelectedWorkspaceId).toEqual(expect.any(Number));
    expect((await t.as(jwt, { method: 'GET', url: '/api/users/me' })).statusCode).toBe(200);

    const again = await connect('google');
    const secondBack = await t.app.inject({
      method: 'GET',
      url: `/api/connect/google/callback?code=code-2&state=${again.state}`,
      headers: { cookie: again.cookie },
    });
    const secondGrant = new URL(String(secondBack.headers.location)).searchParams.get('access_token')!;
    const second = AuthResponse.parse(
      (
        await t.app.inject({ method: 'GET', url: `/api/auth/google/callback?access_token=${secondGrant}` })
      ).json(),
    );
    expect(second.user.id).toBe(user.id);
  });

  it('refuses a callback whose state does not match, and a forged or cross-provider access_token', async () => {
    const { cookie } = await connect('google');
    const wrongState = await t.app.inject({
      method: 'GET',
      url: '/api/connect/google/callback?code=x&state=forged',
      headers: { cookie },
    });
    expect(wrongState.statusCode).toBe(401);
    const noCookie = await t.app.inject({
      method: 'GET',
      url: '/api/connect/google/callback?code=x&state=y',
    });
    expect(noCookie.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/auth/google/callback?access_token=eyJhbGciOiJub25lIn0.e30.',
    });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses a Kakao account without a verified e-mail', async () => {
    const { state, cookie } = await connect('kakao');
    agent.get('https://kauth.kakao.com').intercept({ path: '/oauth/token', method: 'POST' }).reply(200, {
      access_token: 'kakao-token',
      token_type: 'bearer',
      expires_in: 21599,
    });
    agent
      .get('https://kapi.kakao.com')
      .intercept({ path: '/v2/user/me', method: 'GET' })
      .reply(200, { id: 42, kakao_account: { email: 'a@kakao.com', is_email_verified: false } });
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/connect/kakao/callback?code=c&state=${state}`,
      headers: { cookie },
    });
    expect(back.statusCode).toBe(400);
    expect(back.json().error.message).toBe('The provider did not share a verified e-mail address');
  });
});

describe.each(testDatabaseKinds())('social sign-in and existing or invited accounts on %s', (kind) => {
  let t: TestApp | undefined;
  let agent: MockAgent;
  let previous: Dispatcher;
  beforeEach(() => {
    previous = getGlobalDispatcher();
    agent = new MockAgent();
    agent.disableNetConnect();
    setGlobalDispatcher(agent);
  });
  afterEach(async () => {
    setGlobalDispatcher(previous);
    await agent.close();
    await t?.close();
    t = undefined;
  });

  it('does not hand an unconfirmed registration of the same e-mail to whoever signs in with Google', async () => {
    t = await createTestApp(kind, googleEnv);
    const password = 'attacker password';
    // Someone registers the victim's address first; nothing proves it is theirs.
    const squat = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/register',
      payload: { username: 'squatter', email: 'victim@gmail.com', password },
    });
    const squatter = AuthResponse.parse(squat.json());

    // The real owner signs in with Google: refused, with what to do, and no session for that account.
    const refused = await signInWithGoogle(t, agent, 'victim@gmail.com');
    expect(refused.statusCode).toBe(409);
    expect(ErrorEnvelope.parse(refused.json()).error.message).toMatch(/never confirmed/);
    expect(refused.json().jwt).toBeUndefined();
    expect(squatter.user.confirmed).toBe(false);

    // The owner proves the address with a reset by e-mail: the squatter's password and sessions stop working…
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'victim@gmail.com' },
    });
    const code = /재설정 코드: (\S+)/.exec((await waitForMail(t.mailer, 'victim@gmail.com')).text)?.[1];
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { code, password: 'owner password', passwordConfirmation: 'owner password' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await t.as(squatter.jwt, { method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
    const squatterAgain = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local',
      payload: { identifier: 'victim@gmail.com', password },
    });
    expect(squatterAgain.statusCode).toBe(400);
    // …and Google sign-in now reaches the confirmed account.
    const joined = await signInWithGoogle(t, agent, 'victim@gmail.com');
    expect(joined.statusCode, joined.body).toBe(200);
    expect(AuthResponse.parse(joined.json()).user.id).toBe(squatter.user.id);
  });

  it('by invitation only: a new Google account needs an invitation for its address, and joins the inviting organization', async () => {
    t = await createTestApp(kind, { ...googleEnv, REGISTRATION: 'invite' });
    const uninvited = await signInWithGoogle(t, agent, 'newcomer@gmail.com');
    expect(uninvited.statusCode).toBe(403);
    expect(ErrorEnvelope.parse(uninvited.json()).error.name).toBe('ForbiddenError');

    const owner = await operatorAccount(t, 'owner', 'owner password');
    const token = await inviteByMail(t, owner, 'newcomer@gmail.com', 'editor');
    const wrongAddress = await signInWithGoogle(t, agent, 'other@gmail.com', token);
    expect(wrongAddress.statusCode).toBe(400);

    const invited = await signInWithGoogle(t, agent, 'newcomer@gmail.com', token);
    expect(invited.statusCode, invited.body).toBe(200);
    const { user } = AuthResponse.parse(invited.json());
    expect(user).toMatchObject({ confirmed: true, lastSelectedOrganizationId: owner.organizationId });
    // An existing account signs in without an invitation.
    expect((await signInWithGoogle(t, agent, 'newcomer@gmail.com')).statusCode).toBe(200);
  });
});
