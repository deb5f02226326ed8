import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import { registerByApi, useSession } from './support.ts';

test.describe('deep links', () => {
  test('a shared link whose path holds a domain opens the app, also on reload, not the API’s 404', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const session = await registerByApi(request);
    await useSession(context, baseURL!, session.jwt, 'en');
    for (const path of ['/projects/sources/example.co.kr', '/projects/sources/domains/blog.naver.com']) {
      const response = await page.goto(`${path}?from=2026-11-01&to=2026-11-14`);
      expect(response?.status(), path).toBe(200);
      expect(response?.headers()['content-type'], path).toMatch(/text\/html/);
      await expect(page.getByRole('heading', { name: 'Source', level: 1 }), path).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Source', level: 1 }), path).toBeVisible();
      await expect(page.locator('body'), path).not.toContainText('NotFoundError');
    }
  });

  test('a missing hashed asset stays a 404, so a stale chunk is not answered with the app', async ({
    request,
  }) => {
    const res = await request.get('/assets/no-such-chunk-0000.js');
    expect(res.status()).toBe(404);
  });
});
