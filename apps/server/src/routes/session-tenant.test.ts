import { AuthResponse } from '@sightline/contracts';
import { testDatabaseKinds } from '@sightline/db/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#testing/test-app.ts';

/**
 * The caller's organizations come from their own memberships. Accepting an invitation makes member ids and user ids
 * differ, which is when a membership lookup keyed by the wrong column would hand a user other organizations.
 */
describe.each(testDatabaseKinds())('session tenant on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  const signUp = async (username: string) =>
    AuthResponse.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/local/register',
          payload: { username, email: `${username}@example.com`, password: 'correct horse battery' },
        })
      ).json(),
    );
  const get = async (jwt: string, url: string) => {
    const res = await t.as(jwt, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Array<{ id: number }>;
  };

  it('after memberships and users stop sharing ids, each user still sees exactly their own organizations', async () => {
    const owner = await signUp('owner');
    const guest = await signUp('guest');
    const organization = owner.user.lastSelectedOrganizationId!;
    const invite = await t.as(owner.jwt, {
      method: 'POST',
      url: `/api/v1/organizations/${organization}/invitations`,
      payload: { data: { email: 'guest@example.com', role: 'viewer' } },
    });
    expect(invite.statusCode, invite.body).toBe(200);
    const token = /token=(\S+)/.exec(t.mailer.last('guest@example.com')?.text ?? '')?.[1];
    const accepted = await t.as(guest.jwt, {
      method: 'POST',
      url: '/api/v1/invitations/accept',
      payload: { token },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    // Member ids now run ahead of user ids.
    const late = await signUp('late');
    expect(late.user.lastSelectedMemberId).not.toBe(late.user.id);
    const own = late.user.lastSelectedWorkspaceId!;
    expect((await get(late.jwt, '/api/workspaces')).map((w) => w.id)).toEqual([own]);
    expect((await get(late.jwt, '/api/sightline-members')).map((m) => m.id)).toEqual([
      late.user.lastSelectedMemberId,
    ]);
    expect((await t.as(late.jwt, { method: 'GET', url: `/api/workspaces/${own}` })).statusCode).toBe(200);

    const guestOrganizations = (
      await get(
        guest.jwt,
        `/api/sightline-members?filters[user][id][$eq]=${guest.user.id}&populate=sightline_organization`,
      )
    )
      .map((m) => (m as unknown as { sightline_organization: { id: number } }).sightline_organization.id)
      .sort();
    expect(guestOrganizations).toEqual([organization, guest.user.lastSelectedOrganizationId!].sort());
  });
});
