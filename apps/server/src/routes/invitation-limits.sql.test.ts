import { AuthResponse, ErrorEnvelope } from '@sightline/contracts';
import { testDatabaseKinds } from '@sightline/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { inviteByMail, operatorAccount } from '#testing/auth-test-kit.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { loadConfig } from '../config.ts';

const password = 'correct horse battery';

/**
 * Invitations are limited per inviter and per organization, and an organization's open invitations are capped
 * (docs/features/accounts.md, invitations): an outside probe sent 40 invitations in a row to made-up addresses, each
 * mail carrying its organization's name — a spam relay.
 */
describe.each(testDatabaseKinds())('invitation limits on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const invite = (who: { jwt: string; organizationId: number }, email: string) =>
    t!.as(who.jwt, {
      method: 'POST',
      url: `/api/v1/organizations/${who.organizationId}/invitations`,
      payload: { data: { email, role: 'viewer' } },
    });

  function expectLimited(res: LightMyRequestResponse, message: RegExp) {
    expect(res.statusCode, res.body).toBe(429);
    const { error } = ErrorEnvelope.parse(res.json());
    expect(error.name).toBe('RateLimitError');
    expect(error.message).toMatch(message);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  }

  /** The owner's organization with a second admin, who joined through an invitation (which counts too). */
  async function ownerAndAdmin() {
    const owner = await operatorAccount(t!, 'owner', password);
    const token = await inviteByMail(t!, owner, 'admin@example.com', 'admin');
    const res = await t!.app.inject({
      method: 'POST',
      url: '/api/auth/local/register',
      payload: { username: 'admin', email: 'admin@example.com', password, invitationToken: token },
    });
    expect(res.statusCode, res.body).toBe(200);
    const admin = { jwt: AuthResponse.parse(res.json()).jwt!, organizationId: owner.organizationId };
    return { owner, admin };
  }

  it('defaults to 20 an hour per inviter, 50 a day per organization and 100 open invitations', () => {
    expect(loadConfig({}).invitations).toEqual({
      perInviterPerHour: 20,
      perOrganizationPerDay: 50,
      maxPending: 100,
    });
    expect(
      loadConfig({
        INVITATIONS_PER_INVITER_PER_HOUR: '5',
        INVITATIONS_PER_ORGANIZATION_PER_DAY: '7',
        PENDING_INVITATIONS_PER_ORGANIZATION: '9',
      }).invitations,
    ).toEqual({ perInviterPerHour: 5, perOrganizationPerDay: 7, maxPending: 9 });
  });

  it('refuses an inviter over their hourly limit with 429, Retry-After and a message naming it; others may go on', async () => {
    t = await createTestApp(kind, { INVITATIONS_PER_INVITER_PER_HOUR: '3' });
    const { owner, admin } = await ownerAndAdmin();
    // The admin's invitation was the owner's first.
    for (const n of [2, 3]) expect((await invite(owner, `guest${n}@example.com`)).statusCode).toBe(200);
    const refused = await invite(owner, 'guest4@example.com');
    expectLimited(refused, /at most 3 invitations an hour/);
    expect(t.mailer.last('guest4@example.com')).toBeUndefined();
    // Per inviter: the other admin of the organization still may.
    expect((await invite(admin, 'guest5@example.com')).statusCode).toBe(200);
  });

  it("refuses an organization over its daily limit, whoever invites, naming the organization's limit", async () => {
    t = await createTestApp(kind, { INVITATIONS_PER_ORGANIZATION_PER_DAY: '4' });
    const { owner, admin } = await ownerAndAdmin();
    expect((await invite(owner, 'guest2@example.com')).statusCode).toBe(200);
    expect((await invite(admin, 'guest3@example.com')).statusCode).toBe(200);
    expect((await invite(admin, 'guest4@example.com')).statusCode).toBe(200);
    expectLimited(
      await invite(owner, 'guest5@example.com'),
      /organization may send at most 4 invitations a day/,
    );
    expectLimited(
      await invite(admin, 'guest6@example.com'),
      /organization may send at most 4 invitations a day/,
    );
    // Another organization is counted on its own.
    const other = await operatorAccount(t, 'other', password);
    expect((await invite(other, 'guest7@example.com')).statusCode).toBe(200);
  });

  it('caps open invitations with 409 naming the cap; withdrawing one makes room', async () => {
    t = await createTestApp(kind, { PENDING_INVITATIONS_PER_ORGANIZATION: '3' });
    const owner = await operatorAccount(t, 'owner', password);
    const sent = [];
    for (const n of [1, 2, 3]) {
      const res = await invite(owner, `guest${n}@example.com`);
      expect(res.statusCode, res.body).toBe(200);
      sent.push(res.json().data.documentId as string);
    }
    const refused = await invite(owner, 'guest4@example.com');
    expect(refused.statusCode, refused.body).toBe(409);
    const { error } = ErrorEnvelope.parse(refused.json());
    expect(error.name).toBe('ConflictError');
    expect(error.message).toMatch(/3 open invitations, the most it may have \(3\)/);
    const withdrawn = await t.as(owner.jwt, { method: 'DELETE', url: `/api/v1/invitations/${sent[0]}` });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await invite(owner, 'guest4@example.com')).statusCode).toBe(200);
  });
});
