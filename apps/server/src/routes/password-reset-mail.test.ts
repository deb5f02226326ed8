import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AuthResponse } from '@sightline/contracts';
import { testDatabaseKinds } from '@sightline/db/testing';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '#testing/test-app.ts';
import { waitUntil } from '#testing/wait-until.ts';

describe.each(testDatabaseKinds())('password reset through the mail folder on %s', (kind) => {
  it('writes the reset e-mail to DATA_DIR/mail when no SMTP server is set, and its code works', async () => {
    const t = await createTestApp(kind, { PUBLIC_URL: 'http://localhost:3000' }, { fileMail: true });
    try {
      const password = 'correct horse battery';
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/local/register',
        payload: { username: 'minji', email: 'minji@example.com', password, locale: 'en' },
      });
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'minji@example.com' },
      });
      // The mail is sent after the answer (so the answer's timing does not tell whether the account exists).
      const files = await waitUntil(
        'the reset mail in DATA_DIR/mail',
        () => readdir(join(t.dataDir, 'mail')).catch(() => [] as string[]),
        (files) => files.length > 0,
        { intervalMs: 25 },
      );
      expect(files).toHaveLength(1);
      const mail = JSON.parse(await readFile(join(t.dataDir, 'mail', files[0]!), 'utf8'));
      expect(mail.subject).toBe('Reset your Sightline password');
      expect(mail.to).toEqual([{ address: 'minji@example.com', name: '' }]);
      const code = /Reset code: (\S+)/.exec(mail.text)?.[1];
      expect(mail.text).toContain(`http://localhost:3000/auth/recover?code=${code}`);

      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { code, password: 'another password', passwordConfirmation: 'another password' },
      });
      expect(reset.statusCode).toBe(200);
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/local',
        payload: { identifier: 'minji@example.com', password: 'another password' },
      });
      AuthResponse.parse(signIn.json());
    } finally {
      await t.close();
    }
  });
});
