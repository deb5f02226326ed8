import { AuthProvidersResponse, AuthResponse, ErrorEnvelope } from '@sightline/contracts';
import { testDatabaseKinds } from '@sightline/db/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { inviteByMail, operatorAccount } from '#testing/auth-test-kit.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { loadConfig } from '../config.ts';

const password = 'correct horse battery';

/**
 * On an invitation-only server nobody may create an organization unless the operator allows it
 * (ALLOW_NEW_ORGANIZATIONS; docs/features/accounts.md): an outside probe's invited viewer created one and then
 * invited anyone.
 */
describe.each(testDatabaseKinds())('creating organizations on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  /** An invited viewer of the operator's organization, signed in. */
  async function invitedViewer() {
    const owner = await operatorAccount(t!, 'owner', password);
    const token = await inviteByMail(t!, owner, 'viewer@example.com', 'viewer');
    const res = await t!.app.inject({
      method: 'POST',
      url: '/api/auth/local/register',
      payload: { username: 'viewer', email: 'viewer@example.com', password, invitationToken: token },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { owner, viewer: AuthResponse.parse(res.json()).jwt! };
  }
  const create = (jwt: string, name: string) =>
    t!.as(jwt, { method: 'POST', url: '/api/v1/organizations', payload: { data: { name } } });

  it('is off by default when registration is by invitation, on when it is open, and the operator decides', () => {
    expect(loadConfig({ REGISTRATION: 'invite' }).auth.allowNewOrganizations).toBe(false);
    expect(loadConfig({}).auth.allowNewOrganizations).toBe(true);
    expect(
      loadConfig({ REGISTRATION: 'invite', ALLOW_NEW_ORGANIZATIONS: 'true' }).auth.allowNewOrganizations,
    ).toBe(true);
    expect(loadConfig({ ALLOW_NEW_ORGANIZATIONS: 'false' }).auth.allowNewOrganizations).toBe(false);
  });

  it('by invitation only: an invited member, and even the operator, get 403 saying why', async () => {
    t = await createTestApp(kind, { REGISTRATION: 'invite' });
    // The web app hides its new-organization form by what the server says.
    const providers = AuthProvidersResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json(),
    );
    expect(providers).toMatchObject({ registration: 'invite', newOrganizations: false });
    const { owner, viewer } = await invitedViewer();
    for (const jwt of [viewer, owner.jwt]) {
      const res = await create(jwt, 'Spam Inc.');
      expect(res.statusCode, res.body).toBe(403);
      const { error } = ErrorEnvelope.parse(res.json());
      expect(error.name).toBe('ForbiddenError');
      expect(error.message).toMatch(/does not allow creating organizations/);
    }
  });

  it('by invitation only with ALLOW_NEW_ORGANIZATIONS=true: members may create organizations', async () => {
    t = await createTestApp(kind, { REGISTRATION: 'invite', ALLOW_NEW_ORGANIZATIONS: 'true' });
    const providers = AuthProvidersResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json(),
    );
    expect(providers.newOrganizations).toBe(true);
    const { viewer } = await invitedViewer();
    const res = await create(viewer, 'Second team');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Second team', members: [{ role: 'owner' }] });
  });
});
