import { AuthProvidersResponse, AuthResponse, ErrorEnvelope } from '@sightline/contracts';
import { schema } from '@sightline/db';
import { testDatabaseKinds } from '@sightline/db/testing';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { inviteByMail, operatorAccount } from '#testing/auth-test-kit.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';

const password = 'correct horse battery';

describe.each(testDatabaseKinds())('registration modes on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
  });

  const register = (payload: Record<string, unknown>) =>
    t!.app.inject({ method: 'POST', url: '/api/auth/local/register', payload: { password, ...payload } });
  const organizationCount = async () => (await t!.database.db.select().from(schema.organizations)).length;

  it('by invitation only: says so publicly, refuses registration without a valid invitation for that e-mail', async () => {
    t = await createTestApp(kind, { REGISTRATION: 'invite' });
    const providers = AuthProvidersResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json(),
    );
    expect(providers.registration).toBe('invite');

    const uninvited = await register({ username: 'stranger', email: 'stranger@example.com' });
    expect(uninvited.statusCode).toBe(403);
    expect(ErrorEnvelope.parse(uninvited.json()).error.name).toBe('ForbiddenError');
    const forged = await register({
      username: 'stranger',
      email: 'stranger@example.com',
      invitationToken: 'made-up',
    });
    expect(forged.statusCode).toBe(400);
    expect(await t.database.db.select().from(schema.users)).toHaveLength(0);

    const owner = await operatorAccount(t, 'owner', password);
    const token = await inviteByMail(t, owner, 'Invitee@Example.com', 'viewer');
    const elsewhere = await register({
      username: 'stranger',
      email: 'stranger@example.com',
      invitationToken: token,
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.message).toBe('This invitation was sent to another e-mail address');

    const organizationsBefore = await organizationCount();
    const res = await register({ username: 'invitee', email: 'invitee@example.com', invitationToken: token });
    expect(res.statusCode, res.body).toBe(200);
    const { user, jwt } = AuthResponse.parse(res.json());
    // The invitation was mailed to this address: it is proven.
    expect(user).toMatchObject({ confirmed: true, lastSelectedOrganizationId: owner.organizationId });
    expect(user.lastSelectedWorkspaceId).toEqual(expect.any(Number));
    expect(await organizationCount()).toBe(organizationsBefore);
    const memberships = await t.database.db
      .select()
      .from(schema.members)
      .where(eq(schema.members.userId, user.id));
    expect(memberships).toEqual([
      expect.objectContaining({ organizationId: owner.organizationId, role: 'viewer' }),
    ]);
    expect((await t.as(jwt, { method: 'GET', url: '/api/users/me' })).statusCode).toBe(200);

    const again = await register({
      username: 'invitee2',
      email: 'invitee@example.com',
      invitationToken: token,
    });
    expect(again.statusCode).toBe(400);
  });

  it('open: an invitation token on registration joins the inviting organization instead of making one', async () => {
    t = await createTestApp(kind, { EMAIL_CONFIRMATION: 'true' });
    const owner = await operatorAccount(t, 'owner', password);
    const token = await inviteByMail(t, owner, 'invitee@example.com');
    const organizationsBefore = await organizationCount();
    const res = await register({ username: 'invitee', email: 'invitee@example.com', invitationToken: token });
    // Even with e-mail confirmation on, the invitation proved the address: a session at once.
    expect(res.statusCode, res.body).toBe(200);
    const { user } = AuthResponse.parse(res.json());
    expect(user.lastSelectedOrganizationId).toBe(owner.organizationId);
    expect(await organizationCount()).toBe(organizationsBefore);

    const plain = await register({ username: 'someone', email: 'someone@example.com' });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().jwt).toBeUndefined();
    expect(await organizationCount()).toBe(organizationsBefore + 1);
  });
});
