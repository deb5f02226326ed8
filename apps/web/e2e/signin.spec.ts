import { expect } from '@playwright/test';
import { test } from './fixtures.ts';

test.describe('sign-in page', () => {
  test('renders in Korean for a Korean browser, with logo, slogan and a labelled form', async ({ page }) => {
    await page.goto('/auth/signin');
    await expect(page).toHaveTitle('로그인 · Sightline');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('img', { name: 'Sightline' })).toBeVisible();
    await expect(page.getByTestId('slogan')).toHaveText('AI가 우리 브랜드를 어떻게 말하는지, 한눈에');
    await expect(page.getByRole('heading', { name: '로그인' })).toBeVisible();
    await expect(page.getByLabel('이메일 또는 사용자 이름')).toBeVisible();
    await expect(page.getByLabel('비밀번호', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: '로그인' })).toBeVisible();
    await page.screenshot({ path: 'test-results/e2e/screens/signin-ko.png', fullPage: true });
  });

  test.describe('in a browser that prefers English', () => {
    test.use({ locale: 'en-GB' });
    test('the first visit is in English, and follows the browser until the user picks a language', async ({
      page,
      context,
    }) => {
      await page.goto('/auth/signin');
      await expect(page).toHaveTitle('Sign in · Sightline');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      // Nothing is remembered until the user chooses: the browser's language is not a choice.
      expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')).toBeUndefined();
      await page.getByText('한국어', { exact: true }).click();
      await expect(page.getByRole('heading', { name: '로그인' })).toBeVisible();
      expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('ko');
      await page.reload();
      await expect(page).toHaveTitle('로그인 · Sightline');
    });
  });

  test('switches to English, remembers it in the i18n_redirected cookie for a year, and keeps it on reload', async ({
    page,
    context,
  }) => {
    await page.goto('/auth/signin');
    await page.getByText('English', { exact: true }).click();
    await expect(page).toHaveTitle('Sign in · Sightline');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('Email or username')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('en');
    const daysLeft = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(364);
    expect(daysLeft).toBeLessThanOrEqual(365.01);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByTestId('slogan')).toHaveText('See how AI answer engines talk about your brand');
    await page.screenshot({ path: 'test-results/e2e/screens/signin-en.png', fullPage: true });

    await page.getByText('한국어', { exact: true }).click();
    await expect(page.getByRole('heading', { name: '로그인' })).toBeVisible();
  });

  test('sends a signed-out visit of a guarded page to sign-in, remembering where it was going', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/signin\?redirect=%2F$/);
    await expect(page.getByRole('heading', { name: '로그인' })).toBeVisible();
  });

  test('shows the 404 screen for an unknown path', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL! }]);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('button', { name: 'Take me Back' }).click();
    await expect(page).toHaveURL(/\/auth\/signin/);
  });

  test('works on a phone-sized screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/auth/signin');
    const button = page.getByRole('button', { name: '로그인' });
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
  });

  test('runs under the strict Content-Security-Policy without violations', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
    });
    const response = await page.goto('/auth/signin');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('heading', { name: '로그인' })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('publishes the build id at /version.json', async ({ request }) => {
    const res = await request.get('/version.json');
    expect(res.ok()).toBe(true);
    const body = await res.json();
    expect(body.buildId).toMatch(/^[a-z0-9]+-[0-9a-f]{8}$/);
  });
});
