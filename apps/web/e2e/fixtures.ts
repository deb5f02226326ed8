import { type APIRequestContext, expect, type Page, test as playwrightTest } from '@playwright/test';
import {
  type CollectOfToday,
  collectNowAndWait,
  createProjectByApi,
  type ProjectFields,
  registerByApi,
  type Session,
} from './support.ts';

/**
 * Waits until the app has started in the page: something is rendered and neither the frame's skeleton (the session
 * loading) nor the page's (the route's code loading) is shown. A fresh browser context fetches and compiles the whole
 * app first, which on a loaded two-core machine has taken over 20 s: this waits for as long as the test may run, so
 * that the assertions that follow measure the screen, not the machine.
 */
export async function appStarted(page: Page) {
  await expect(page.locator('#root > *').first()).toBeAttached({ timeout: 0 });
  await expect(page.locator('[data-testid="shell-skeleton"], [data-testid="page-skeleton"]')).toHaveCount(0, {
    timeout: 0,
  });
}

/**
 * Playwright's `test`, whose `page.goto` and `page.reload` also wait until the app has started (`appStarted`), unless
 * asked to return at `commit` (a test of what shows while the app starts). Every browser test uses this one.
 */
export const test = playwrightTest.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await appStarted(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== 'commit') await appStarted(page);
      return response;
    };
    await use(page);
  },
});
const base = test;

/** A user signed up by API, and a project of theirs collected once today, shared by the tests of one worker. */
export interface CollectedProject {
  session: Session & { password: string };
  project: { id: number; documentId: string; name: string; scheduleTime: string };
  /** Today's collects as they were when the collect had finished. */
  collects: CollectOfToday[];
}

/**
 * A test object whose worker-scoped `collected` fixture signs up a user and collects one project for the whole
 * worker (`expected`: today's collects when done, as `collectNowAndWait` reads them).
 *
 * Only for tests that read that project and its answers: none may change the project, its answers or its
 * organization, so that a test's result does not depend on which tests ran before it in the same worker (with
 * `fullyParallel`, the tests of a file are spread over the workers in any order). What a test may change is the
 * user's selection (opening a project selects it), which every test sets for itself before relying on it.
 */
export function withCollectedProject(name: string, fields: ProjectFields, expected: string | RegExp) {
  return base.extend<object, { collected: CollectedProject }>({
    collected: [
      async ({ playwright }, use, workerInfo) => {
        const request: APIRequestContext = await playwright.request.newContext({
          baseURL: workerInfo.project.use.baseURL,
        });
        const session = await registerByApi(request);
        const project = (await createProjectByApi(
          request,
          session,
          name,
          fields,
        )) as CollectedProject['project'];
        const collects = await collectNowAndWait(request, session, project.documentId, expected);
        await request.dispose();
        await use({ session, project, collects });
      },
      // Its own deadline (not a test's): a sign-up and a collect through the queue, on a machine that may be loaded.
      { scope: 'worker', timeout: 120_000 },
    ],
  });
}

/** A user signed up by API with a project of theirs, never collected, selected, shared by the tests of one worker. */
export interface SelectedProject {
  session: Session & { password: string };
  project: { id: number; documentId: string; name: string };
}

/**
 * A test object whose worker-scoped `selected` fixture signs up a user with one project (`fields` as
 * `createProjectByApi` takes them) and makes it the user's selection, for the whole worker. Only for tests that read
 * (see `withCollectedProject`).
 */
export function withSelectedProject(name: string, fields: ProjectFields = {}) {
  return base.extend<object, { selected: SelectedProject }>({
    selected: [
      async ({ playwright }, use, workerInfo) => {
        const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
        const session = await registerByApi(request);
        const project = await createProjectByApi(request, session, name, fields);
        const saved = await request.put(`/api/v1/users/${session.user.id}`, {
          headers: { authorization: `Bearer ${session.jwt}` },
          data: { data: { lastSelectedProjectId: project.id } },
        });
        expect(saved.ok(), await saved.text()).toBe(true);
        await request.dispose();
        await use({ session, project });
      },
      { scope: 'worker', timeout: 60_000 },
    ],
  });
}
