import { expect } from '@playwright/test';
import { test, withSelectedProject } from './fixtures.ts';
import { registerByApi, signInWithForm, uniqueUser, useSession } from './support.ts';

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
    // The toast's 5 s run on the page's clock, which the test moves: however slowly the page gets there, the toast
    // cannot close before it is looked at or hovered, and no test time is spent waiting for it.
    await page.clock.install();
    // A call the page makes itself (the header's lists arrive with the session, in /users/me). The next one fails
    // (its retry, if any, goes through), and only once the page's clock is paused.
    let failNext: Promise<void> | undefined;
    await page.route('**/api/invitations?**', async (route) => {
      const held = failNext;
      failNext = undefined;
      if (!held) return route.continue();
      await held;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          data: null,
          error: { status: 500, name: 'InternalServerError', message: 'Injected failure', details: {} },
        }),
      });
    });
    /** Opens the page with the clock running (a page cannot load without timers), then pauses it and fails the call. */
    const failOnceWithClockPaused = async (open: () => Promise<unknown>) => {
      const release = Promise.withResolvers<void>();
      failNext = release.promise;
      const asked = page.waitForRequest('**/api/invitations?**');
      await open();
      await asked;
      await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
      // Paused a moment ahead of the page's time; if that moment has passed already, the clock is paused by then
      // and the second try pauses it where it stands.
      await expect(async () => {
        await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
      }).toPass();
      release.resolve();
    };

    await failOnceWithClockPaused(() => page.goto('/organization/members'));
    const toast = page.getByRole('alert').filter({ hasText: 'Injected failure' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('The request failed');
    await page.mouse.move(0, 0);
    // Still there just before 5 s; gone after them (the clock runs the close and its exit transition).
    await page.clock.runFor(4_900);
    await expect(toast).toBeVisible();
    // It never covers the header's buttons: once it has slid in, it shows below the header's bottom edge. (Measured
    // here, not on arrival: with the page's clock paused, its entering transition may not have started yet.)
    const header = (await page.locator('.mantine-AppShell-header').boundingBox())!;
    await expect
      .poll(async () => (await toast.boundingBox())?.y ?? -1)
      .toBeGreaterThanOrEqual(header.y + header.height);
    await page.clock.runFor(1_100);
    await expect(toast).toBeHidden();

    await page.clock.resume();
    await failOnceWithClockPaused(() => page.reload());
    await expect(toast).toBeVisible();
    await toast.hover();
    await page.clock.runFor(6_500);
    await expect(toast).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(4_900);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1_100);
    await expect(toast).toBeHidden();
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
    // Notes the build id of each /version.json answer the page reads. The page's own reaction to the answer (its
    // build is old) runs in the same microtask checkpoint as the note, so once the note shows, the page knows.
    await page.addInitScript(() => {
      const json = Response.prototype.json;
      Response.prototype.json = function (this: Response) {
        const read = json.call(this);
        if (new URL(this.url).pathname === '/version.json')
          void read.then((body: { buildId?: string }) => {
            (window as unknown as { buildIdRead?: string }).buildIdRead = body?.buildId;
          });
        return read;
      };
    });
    await page.goto('/');
    await expect(page).toHaveTitle('Home · Sightline');
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.route('**/version.json', (route) =>
      route.fulfill({ json: { buildId: 'a-newer-build', builtAt: new Date().toISOString() } }),
    );
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    // Once the page has read the newer build's id, it knows its own is old.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { buildIdRead?: string }).buildIdRead))
      .toBe('a-newer-build');
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
    // After the router's own reload for a missing route module, the app reloads once more at most once per 10 s of
    // its clock (Date.now): where a reload takes longer than that (a loaded machine), it reloads again and again. The
    // page's time stands still from here, so the error screen does not depend on how fast the machine reloads; its
    // timers run as usual.
    await page.clock.setFixedTime(await page.evaluate(() => Date.now()));
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
  // Password fields naming their show/hide button in the interface language: apps/web/src/features/account/PasswordForm.test.tsx.
});

/**
 * Every data screen has its title, the date range in the URL and an honest empty state, all reading one selected
 * project without answers per worker. Each half opens its first screen by URL and the others from the sidebar, as a
 * user goes (a full page load in a fresh browser context costs about 4 CPU-s on this machine, a click in the app a
 * fraction): the range follows the sidebar onto every screen.
 */
const screenTest = withSelectedProject('Gamma');
const screens: Array<[string, string]> = [
  ['/dashboard', 'Dashboard'],
  ['/projects/tracking', 'Project Tracking'],
  ['/projects/sources', 'Project Sources'],
  ['/projects/watches', 'Project Watches'],
  ['/data/completions', 'Completions'],
  ['/analytics/overview', 'Overview'],
  ['/analytics/citations', 'Citations'],
  ['/analytics/intent', 'Intent'],
  ['/analytics/content', 'Content'],
  ['/reports/optimisation', 'Optimisation'],
];
screenTest.describe(
  'every data screen has its title, the date range in the URL and an honest empty state',
  () => {
    for (const half of [screens.slice(0, 5), screens.slice(5)]) {
      const paths = half.map(([path]) => path);
      screenTest(paths.join(', '), async ({ page, context, baseURL, selected }) => {
        await useSession(context, baseURL!, selected.session.jwt, 'en');
        // On a 1440 × 900 screen every item of the sidebar shows without scrolling (issue 39).
        await page.setViewportSize({ width: 1440, height: 900 });
        for (const [index, [path, title]] of half.entries()) {
          if (index === 0) {
            await page.goto(`${path}?from=2026-11-01&to=2026-11-14`);
            const last = await page.getByTestId('navigation').getByRole('link').last().boundingBox();
            expect(last!.y + last!.height, 'the sidebar’s last item').toBeLessThanOrEqual(900);
          } else await page.getByTestId('navigation').getByRole('link', { name: title, exact: true }).click();
          await expect(page, path).toHaveURL(
            new RegExp(`${path}\\?(?=.*from=2026-11-01)(?=.*to=2026-11-14)`),
          );
          await expect(page, path).toHaveTitle(`${title} · Sightline`);
          await expect(page.getByRole('heading', { name: title, level: 1 }), path).toBeVisible();
          await expect(page.getByTestId('project-header'), path).toContainText('Gamma');
          // Every screen is built: the reports (optimisation too) say why they are empty (the range ends before
          // Gamma, created today, began), the answers table finds none in the range and the watches screen offers to
          // create the first watch.
          const empty = page.getByTestId('empty-state');
          if (path === '/data/completions') await expect(empty, path).toContainText('No answers match');
          else if (path === '/projects/watches') await expect(empty, path).toContainText('No watches yet');
          else {
            await expect(empty, path).toHaveAttribute('data-reason', 'beforeFirstDay');
            await expect(empty, path).toContainText('Before the project began');
          }
          await expect(page.getByTestId('filter-range'), path).toContainText('2026-11-01');
        }
        if (paths.includes('/analytics/overview')) {
          await page.goto('/analytics');
          await expect(page).toHaveURL(/\/analytics\/overview$/);
        }
      });
    }
  },
);
