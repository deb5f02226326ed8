import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import { registerByApi, signInWithForm, uniqueUser, useSession } from './support.ts';

// After sign-in the browser returns only to a path of this site, however the `redirect` value is spelled.
const offSite = [
  'https://example.org',
  '//example.org',
  '/\\example.org',
  '/\t/example.org',
  '/%09/example.org',
  'javascript:alert(1)',
];

test.describe('sign-in redirect', () => {
  for (const target of offSite) {
    test(`stays on this site for redirect=${JSON.stringify(target)}`, async ({ page, request, baseURL }) => {
      const account = uniqueUser('redir');
      await registerByApi(request, account);
      await page.goto(`/auth/signin?redirect=${encodeURIComponent(target)}`);
      await signInWithForm(page, account.email, account.password);
      await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
      expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    });
  }

  test('a signed-in browser opening the sign-in page with an off-site redirect stays here', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const session = await registerByApi(request);
    await useSession(context, baseURL!, session.jwt);
    await page.goto(`/auth/signin?redirect=${encodeURIComponent('https://example.org')}`);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  });

  test('returns to the path it was given', async ({ page, request }) => {
    const account = uniqueUser('redir');
    await registerByApi(request, account);
    await page.goto(`/auth/signin?redirect=${encodeURIComponent('/profile')}`);
    await signInWithForm(page, account.email, account.password);
    await expect(page).toHaveURL(/\/profile$/);
  });
});
