import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { createProjectByApi, registerByApi, type Session, useSession } from './support.ts';

/** The session calls of the selection setup and the header (product spec §7), as opposed to a page's own data. */
const sessionCall =
  /^\/api\/(users\/me|sightline-members|workspaces|recent-projects|projects\?|v1\/projects\/[^/?]+(\?|$))/;

/** A user whose remembered selection is a project of theirs, opened before (recent projects synced). */
async function userWithProject(request: APIRequestContext) {
  const session = await registerByApi(request);
  const project = await createProjectByApi(request, session, 'Session load');
  const headers = { authorization: `Bearer ${session.jwt}` };
  const saved = await request.put(`/api/v1/users/${session.user.id}`, {
    headers,
    data: { data: { lastSelectedProjectId: project.id } },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const synced = await request.post('/api/v1/recent-projects/sync', {
    headers,
    data: {
      member: session.user.lastSelectedMemberId,
      workspace: session.user.lastSelectedWorkspaceId,
      projects: [project.id],
    },
  });
  expect(synced.ok(), await synced.text()).toBe(true);
  return session;
}

/** The page's API requests with their start and end, from the browser's resource timing. */
function apiRequests(page: Page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/api/'))
      .map((entry) => {
        const url = new URL(entry.name);
        return {
          path: decodeURIComponent(url.pathname + url.search),
          start: entry.startTime,
          end: (entry as PerformanceResourceTiming).responseEnd,
        };
      }),
  );
}

const signedIn = async (page: Page, session: Session, baseURL: string) =>
  useSession(page.context(), baseURL, session.jwt);

test.describe('a signed-in page load', () => {
  test('asks for the session once, with nothing twice, before the page’s own data', async ({
    page,
    baseURL,
    request,
  }) => {
    const session = await userWithProject(request);
    await signedIn(page, session, baseURL!);
    await page.goto('/projects/tracking');
    await expect(page.getByTestId('project-switcher')).toContainText('Session load');

    const tracking = page.waitForResponse((res) => res.url().includes('/tracking?'));
    await page.reload();
    await tracking;
    await expect(page.getByTestId('project-switcher')).toContainText('Session load');
    await page.waitForLoadState('networkidle');
    const requests = await apiRequests(page);
    const sessionCalls = requests.filter((r) => sessionCall.test(r.path));
    const pageData = requests.filter((r) => !sessionCall.test(r.path));
    expect(sessionCalls.map((r) => r.path.split('?')[0])).toEqual(['/api/users/me']);
    expect(pageData.some((r) => r.path.includes('/tracking?'))).toBe(true);
    const paths = requests.map((r) => r.path);
    expect(
      paths.filter((path, i) => paths.indexOf(path) !== i),
      'requests made twice',
    ).toEqual([]);
    const sessionDone = Math.max(...sessionCalls.map((r) => r.end));
    for (const r of pageData)
      expect(r.start, `${r.path} starts after the session`).toBeGreaterThanOrEqual(sessionDone);
  });

  test('shows the frame’s skeleton, not a white page, while the session loads', async ({
    page,
    baseURL,
    request,
  }) => {
    const session = await userWithProject(request);
    await signedIn(page, session, baseURL!);
    // The session is held until the skeleton has been seen (however long the page takes to show it), then let go.
    const held = Promise.withResolvers<void>();
    await page.route('**/api/users/me?**', async (route) => {
      await held.promise;
      await route.continue();
    });
    await page.goto('/projects/tracking', { waitUntil: 'commit' });
    await expect(page.getByTestId('shell-skeleton')).toBeVisible();
    await expect(page.getByTestId('page-skeleton')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Sightline' })).toBeVisible();
    held.resolve();
    await expect(page.getByTestId('project-switcher')).toContainText('Session load', { timeout: 30_000 });
    await expect(page.getByTestId('shell-skeleton')).toHaveCount(0);
  });

  test('shows the page’s skeleton inside the frame while a route’s code loads', async ({
    page,
    baseURL,
    request,
  }) => {
    const session = await userWithProject(request);
    await signedIn(page, session, baseURL!);
    // Held from the start until the skeleton has been seen: the link preloads its route's code on hover (and a slow
    // machine may get there before a timer-based delay would start), so the chunk must not arrive before the check.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/tracking-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByTestId('project-switcher')).toContainText('Session load');
    await page.getByTestId('navigation').locator('a[href="/projects/tracking"]').click();
    await expect(page.getByTestId('page-skeleton')).toBeVisible();
    await expect(page.getByTestId('navigation')).toBeVisible();
    release();
    await expect(page).toHaveTitle('프로젝트 추적 · Sightline', { timeout: 30_000 });
    await expect(page.getByTestId('filter-range')).toBeVisible();
    await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
  });
});
