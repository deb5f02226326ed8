import { AuthResponse, UserDocument } from '@sightline/contracts';
import { testDatabaseKinds } from '@sightline/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { seedThreeTenants, type ThreeTenants } from '#testing/three-tenants.ts';

// The report detail (docs/features/web.md, Simple view): a setting of the user's own, `full` by default, saved with the
// profile's PUT, validated, and read by no one else.
describe.each(testDatabaseKinds())('report detail setting on %s', (kind) => {
  let t: TestApp;
  let s: ThreeTenants;

  const me = async (jwt: string) => {
    const res = await t.as(jwt, { method: 'GET', url: '/api/users/me' });
    expect(res.statusCode, res.body).toBe(200);
    return UserDocument.parse(res.json());
  };
  const save = (jwt: string, userKey: number | string, data: unknown) =>
    t.as(jwt, { method: 'PUT', url: `/api/v1/users/${userKey}`, payload: { data } });

  beforeAll(async () => {
    t = await createTestApp(kind);
    s = await seedThreeTenants(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('is full for a new account, in the registration answer and in /users/me', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/register',
      payload: { username: 'newcomer', email: 'newcomer@example.com', password: 'correct horse battery' },
    });
    const { jwt, user } = AuthResponse.parse(res.json());
    expect(user.reportDetail).toBe('full');
    expect((await me(jwt)).reportDetail).toBe('full');
  });

  it('is changed by the user with PUT /api/v1/users/:id, alone or with other fields, and kept', async () => {
    const simple = await save(s.alice.jwt, s.alice.userId, { reportDetail: 'simple' });
    expect(simple.statusCode, simple.body).toBe(200);
    expect(UserDocument.parse(simple.json())).toMatchObject({ reportDetail: 'simple', locale: 'ko' });
    expect((await me(s.alice.jwt)).reportDetail).toBe('simple');

    // Another field's update leaves it alone.
    const locale = await save(s.alice.jwt, s.alice.userId, { locale: 'en' });
    expect(locale.json()).toMatchObject({ reportDetail: 'simple', locale: 'en' });

    // By documentId as well as by id.
    const full = await save(s.alice.jwt, (await me(s.alice.jwt)).documentId, {
      reportDetail: 'full',
      locale: 'ko',
    });
    expect(full.json()).toMatchObject({ reportDetail: 'full', locale: 'ko' });
    expect((await me(s.alice.jwt)).reportDetail).toBe('full');
  });

  it('answers 400 naming the field for a value that is not full or simple', async () => {
    for (const value of ['compact', '', 'SIMPLE', null, 1, true]) {
      const res = await save(s.alice.jwt, s.alice.userId, { reportDetail: value });
      expect(res.statusCode, `${JSON.stringify(value)}: ${res.body}`).toBe(400);
      const { error } = res.json();
      expect(error.name).toBe('ValidationError');
      expect(error.message).toBe('Invalid data.reportDetail');
      expect(error.details.errors).toEqual([
        expect.objectContaining({ path: ['data', 'reportDetail'], name: 'ValidationError' }),
      ]);
    }
    expect((await me(s.alice.jwt)).reportDetail).toBe('full');
  });

  it("is the user's own: another user cannot change it, nor read it (null), nor filter by it", async () => {
    expect((await save(s.bob.jwt, s.bob.userId, { reportDetail: 'simple' })).statusCode).toBe(200);

    // Alice is a co-member of Bob's organization: she sees Bob, but not his setting, and cannot change it.
    const change = await save(s.alice.jwt, s.bob.userId, { reportDetail: 'full' });
    expect(change.statusCode).toBe(403);
    expect((await me(s.bob.jwt)).reportDetail).toBe('simple');

    const read = await t.as(s.alice.jwt, {
      method: 'GET',
      url: `/api/sightline-members/${s.bob.memberId}?populate=user`,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.user).toMatchObject({ id: s.bob.userId, username: 'bob', reportDetail: null });
    const own = await t.as(s.bob.jwt, {
      method: 'GET',
      url: `/api/sightline-members/${s.bob.memberId}?populate=user`,
    });
    expect(own.json().data.user.reportDetail).toBe('simple');

    const probe = await t.as(s.alice.jwt, {
      method: 'GET',
      url: `/api/sightline-members?filters[user][id][$eq]=${s.bob.userId}&filters[user][reportDetail][$eq]=simple`,
    });
    expect(probe.statusCode, probe.body).toBe(200);
    expect(probe.json().data).toEqual([]);
  });
});
