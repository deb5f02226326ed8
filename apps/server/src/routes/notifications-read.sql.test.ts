import { AuthResponse, NotificationListResponse } from '@sightline/contracts';
import { insertNotifications } from '@sightline/db';
import { testDatabaseKinds } from '@sightline/db/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#testing/test-app.ts';

const facts = {
  condition: 'below',
  subject: '오늘커피',
  from: '2026-11-22',
  to: '2026-11-28',
  successes: 1,
  n: 10,
  rate: 0.1,
  previousSuccesses: 0,
  previousN: 0,
  previousRate: null,
  threshold: 0.5,
  pValue: null,
};

/**
 * `POST /api/v1/notifications/read` marks only the caller's own notifications: a document id that is not one of
 * them (another user's, or none at all) is a 404 and marks nothing.
 */
describe.each(testDatabaseKinds())('marking notifications read on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers 404 for a notification that is not the caller’s, and leaves it unread', async () => {
    t = await createTestApp(kind);
    const app = t;
    const register = async (username: string) =>
      AuthResponse.parse(
        (
          await app.app.inject({
            method: 'POST',
            url: '/api/auth/local/register',
            payload: { username, email: `${username}@example.com`, password: 'correct horse battery' },
          })
        ).json(),
      );
    const minji = await register('minji');
    const james = await register('james');
    const payload = {
      rule: '가시성 50% 미만',
      project: { documentId: 'p', name: '오늘커피' },
      path: '/',
      facts,
    };
    await insertNotifications(t.database.db, [
      {
        organizationId: minji.user.lastSelectedOrganizationId!,
        userId: minji.user.id,
        kind: 'alert',
        payload,
      },
      {
        organizationId: james.user.lastSelectedOrganizationId!,
        userId: james.user.id,
        kind: 'alert',
        payload,
      },
    ]);
    const list = async (jwt: string) =>
      NotificationListResponse.parse(
        (await app.as(jwt, { method: 'GET', url: '/api/v1/notifications' })).json(),
      );
    const read = (jwt: string, data: Record<string, unknown>) =>
      app.as(jwt, { method: 'POST', url: '/api/v1/notifications/read', payload: { data } });
    const hers = (await list(minji.jwt)).data[0]!.documentId;
    const his = (await list(james.jwt)).data[0]!.documentId;

    const foreign = await read(james.jwt, { documentIds: [hers] });
    expect(foreign.statusCode, foreign.body).toBe(404);
    // His own with hers: still a 404, and his own is not marked either.
    expect((await read(james.jwt, { documentIds: [his, hers] })).statusCode).toBe(404);
    expect((await read(james.jwt, { documentIds: ['nosuchnotification000000'] })).statusCode).toBe(404);
    expect((await list(minji.jwt)).meta.unread).toBe(1);
    expect((await list(james.jwt)).meta.unread).toBe(1);

    const own = await read(james.jwt, { documentIds: [his, his] });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.unread).toBe(0);
    expect((await list(minji.jwt)).meta.unread).toBe(1);
    expect((await read(minji.jwt, { all: true })).json().data.unread).toBe(0);
  });
});
