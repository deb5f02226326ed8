import { expect, test } from '@playwright/test';
import { createProjectByApi, registerByApi, signInWithForm, uniqueUser, useSession } from './support.ts';

test.describe('frame, errors and notifications', () => {
  test('an unknown path shows "Page not found" with the path, in both languages', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const session = await registerByApi(request);
    await useSession(context, baseURL!, session.jwt);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
    await expect(page.getByTestId('error-detail')).toHaveText('/no/such/page');
    await useSession(context, baseURL!, session.jwt, 'en');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(
      page.getByText(
        "We couldn't find the page you were looking for, please contact a system administrator or try again later.",
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Take me Back' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle('Home · Sightline');
  });

  test('a bad route parameter is the fatal 404 "Page Not Found: {path}"', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const session = await registerByApi(request);
    await useSession(context, baseURL!, session.jwt, 'en');
    await page.goto('/projects/abc/collects/2026/02/30');
    await expect(page.getByTestId('error-detail')).toHaveText(
      'Page Not Found: /projects/abc/collects/2026/02/30',
    );
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('a non-developer cannot open /prompts: "Not authorized"', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const session = await registerByApi(request);
    await useSession(context, baseURL!, session.jwt, 'en');
    await page.goto('/prompts');
    await expect(page.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
    await expect(page.getByText('You are not authorized to access this page.')).toBeVisible();
    await useSession(context, baseURL!, session.jwt, 'ko');
    await page.reload();
    await expect(page.getByRole('heading', { name: '권한이 없습니다' })).toBeVisible();
  });

  test('an API error notification closes after 5 s, unless hovered', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const session = await registerByApi(request);
    await useSession(context, baseURL!, session.jwt, 'en');
    // A call the page makes itself (the header's lists arrive with the session, in /users/me).
    await page.route('**/api/invitations?**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          data: null,
          error: { status: 500, name: 'InternalServerError', message: 'Injected failure', details: {} },
        }),
      }),
    );
    await page.goto('/organization/members');
    const toast = page.getByRole('alert').filter({ hasText: 'Injected failure' }).first();
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('The request failed');
    await page.mouse.move(0, 0);
    await expect(toast).toBeHidden({ timeout: 7_000 });

    await page.reload();
    const hovered = page.getByRole('alert').filter({ hasText: 'Injected failure' }).first();
    await expect(hovered).toBeVisible();
    await hovered.hover();
    await page.waitForTimeout(6_500);
    await expect(hovered).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(hovered).toBeHidden({ timeout: 7_000 });
  });

  test('the language chosen in the account menu persists across reloads', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const session = await registerByApi(request);
    await useSession(context, baseURL!, session.jwt);
    await page.goto('/');
    await expect(page).toHaveTitle('홈 · Sightline');
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page).toHaveTitle('Home · Sightline');
    await page.reload();
    await expect(
      page.getByTestId('navigation').getByRole('link', { name: 'Project Tracking' }),
    ).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('en');
  });

  test('every data screen has its title, the date range in the URL and an honest empty state', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const session = await registerByApi(request);
    await createProjectByApi(request, session, 'Gamma');
    await useSession(context, baseURL!, session.jwt, 'en');
    await page.goto('/');
    await page.getByTestId('project-switcher').click();
    await page.getByRole('menuitem', { name: 'Gamma' }).click();
    const screens: Array<[string, string]> = [
      ['/dashboard', 'Dashboard'],
      ['/projects/tracking', 'Project Tracking'],
      ['/projects/sources', 'Project Sources'],
      ['/projects/watches', 'Project Watches'],
      ['/analytics/overview', 'Overview'],
      ['/analytics/citations', 'Citations'],
      ['/analytics/intent', 'Intent'],
      ['/analytics/content', 'Content'],
      ['/data/completions', 'Completions'],
      ['/reports/optimisation', 'Optimisation'],
    ];
    for (const [path, title] of screens) {
      await page.goto(`${path}?from=2026-11-01&to=2026-11-14`);
      await expect(page, path).toHaveTitle(`${title} · Sightline`);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(page.getByTestId('project-header')).toContainText('Gamma');
      // Every screen is built: the reports wait for Gamma's first answers, the answers table finds none in the
      // range, and the watches screen offers to create the first watch.
      await expect(page.getByTestId('empty-state')).toContainText(
        path === '/data/completions'
          ? 'No answers match'
          : path === '/projects/watches'
            ? 'No watches yet'
            : 'Data appears here after the first collection',
      );
      await expect(page.getByTestId('filter-range')).toContainText('2026-11-01');
    }
    await page.goto('/analytics');
    await expect(page).toHaveURL(/\/analytics\/overview$/);
  });

  test('the frame works from 1280 down to 1024 px wide, and the navigation collapses', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const session = await registerByApi(request);
    await useSession(context, baseURL!, session.jwt, 'en');
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/projects/tracking');
      await expect(page.getByTestId('navigation')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/e2e/screens/tracking-${width}.png` });
    }
    await page.getByTestId('navigation-toggle').click();
    await expect(page.getByTestId('navigation')).not.toBeInViewport();
    await page.getByTestId('navigation-toggle').click();
    await expect(page.getByTestId('navigation')).toBeInViewport();
  });

  test('forms can be used with the keyboard alone', async ({ page, request }) => {
    const session = await registerByApi(request);
    await page.goto('/auth/signin');
    await page.getByLabel('이메일 또는 사용자 이름').focus();
    await page.keyboard.type(session.user.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(session.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveTitle('홈 · Sightline');
  });

  test('a new build is picked up at the next navigation, as a full page load', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const session = await registerByApi(request);
    await useSession(context, baseURL!, session.jwt, 'en');
    await page.goto('/');
    await expect(page).toHaveTitle('Home · Sightline');
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.route('**/version.json', (route) =>
      route.fulfill({ json: { buildId: 'a-newer-build', builtAt: new Date().toISOString() } }),
    );
    const polled = page.waitForRequest('**/version.json');
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await polled;
    await page.waitForTimeout(300);
    await page.getByTestId('navigation').getByRole('link', { name: 'Project Tracking' }).click();
    await expect(page).toHaveURL(/\/projects\/tracking$/);
    await expect(page).toHaveTitle('Project Tracking · Sightline');
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBeUndefined();
  });

  test('a chunk that fails to load reloads the target once, then shows the error screen', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const session = await registerByApi(request);
    await useSession(context, baseURL!, session.jwt, 'en');
    await page.goto('/');
    await expect(page).toHaveTitle('Home · Sightline');
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.route('**/assets/tracking-*.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.getByTestId('navigation').getByRole('link', { name: 'Project Tracking' }).click();
    await expect(page.getByRole('heading', { name: 'Oops... Something went wrong' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page).toHaveURL(/\/projects\/tracking$/);
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBeUndefined();
    expect(await page.evaluate(() => sessionStorage.getItem('sightline:last-chunk-reload'))).not.toBeNull();
  });

  test('route rules redirect old paths', async ({ page, context, baseURL, request }) => {
    const session = await registerByApi(request);
    await useSession(context, baseURL!, session.jwt, 'en');
    for (const [from, to] of [
      ['/analytics', '/analytics/overview'],
      ['/projects', '/projects/tracking'],
      ['/reports', '/reports/optimisation'],
    ]) {
      await page.goto(from!);
      await expect(page, from).toHaveURL(new RegExp(`${to}$`));
    }
  });

  test('the language saved on the account follows the user when signing in', async ({ page, request }) => {
    const account = uniqueUser('english');
    const res = await request.post('/api/auth/local/register', { data: { ...account, locale: 'en' } });
    expect(res.ok()).toBe(true);
    await page.goto('/auth/signin');
    await expect(page).toHaveTitle('로그인 · Sightline');
    await signInWithForm(page, account.email, account.password);
    await expect(page).toHaveTitle('Home · Sightline');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('password fields name their show/hide button in the interface language', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const session = await registerByApi(request);
    await useSession(context, baseURL!, session.jwt);
    await page.goto('/profile/edit/general');
    await expect(page.getByRole('button', { name: '비밀번호 보기' })).toHaveCount(3);
    await useSession(context, baseURL!, session.jwt, 'en');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Show password' })).toHaveCount(3);
  });
});
