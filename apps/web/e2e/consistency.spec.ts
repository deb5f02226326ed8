import { expect, type Page } from '@playwright/test';
import { test as base, withCollectedProject } from './fixtures.ts';
import {
  createProjectByApi,
  type ProjectFields,
  registerByApi,
  selectProject,
  seoulToday,
  useSession as withSessionCookies,
} from './support.ts';

// Issue 11, "consistency": one formatter (24-hour times in Korean, engine display names, never ids), distinct
// navigation names (apps/web/src/shell/NavigationMenu.test.tsx), a /prompts 401 that explains itself, and phone tables
// that say they scroll.

/** A project on the simulator and Google AI Overviews (whose id, "google-aio", must never be shown). */
const coffeeProject: ProjectFields = {
  brandName: '오늘커피',
  engines: ['simulated', 'google-aio'],
  competitors: [{ name: '별빛커피' }, { name: '빈브라더스' }],
  queries: [{ text: '서울 커피 브랜드 추천' }, { text: '원두 구독 서비스 비교' }],
};

/**
 * The project collected once today ("collect now": the simulator answers, Google AI Overviews has no key, so the
 * collect ends in any final status), shared by the tests of a worker that only read it.
 */
const test = withCollectedProject('일관성 프로젝트', coffeeProject, /^(completed|partial|failed):\d+$/);

/** Today's collect day of a project (the project's timezone: Asia/Seoul). */
const collectDayOf = (projectId: string) => {
  const [y, m, d] = seoulToday().split('-');
  return `/projects/${projectId}/collects/${y}/${m}/${d}`;
};

/** What the page shows (rendered text, not attributes or URLs). */
const shownText = (page: Page) => page.locator('body').innerText();

test('in Korean, engines are named and times are on the 24-hour clock on home, tracking and the collect day', async ({
  page,
  context,
  baseURL,
  request,
  collected: { session, project },
}) => {
  const collectDay = collectDayOf(project.documentId);
  await withSessionCookies(context, baseURL!, session.jwt);

  // Home shows the selected project's card.
  await selectProject(request, session, project.id);
  await page.goto('/');
  const card = page.getByTestId('project-card');
  await expect(card).toContainText('시뮬레이터, Google AI 개요');
  // The helper sets the daily time twelve hours from now (so no scheduled collect meets the test's counts).
  await expect(card).toContainText(`매일 ${project.scheduleTime} (Asia/Seoul)`);
  await expect(card).toContainText('활성');
  // The way to tracking is not an empty state ("no data" icon) when a project is selected.
  await expect(page.getByTestId('home-tracking-card')).toBeVisible();
  await expect(page.getByTestId('empty-state')).toHaveCount(0);
  expect(await shownText(page)).not.toContain('google-aio');

  await page.goto('/projects/tracking');
  await expect(page.getByTestId('tracking-brands')).toBeVisible();
  await expect(page.getByTestId('tracking-brand-row').first()).toBeVisible();
  expect(await shownText(page)).not.toContain('google-aio');

  await page.goto(collectDay);
  await expect(page.getByTestId('collect-card').first()).toBeVisible();
  const collectText = await page.getByTestId('collect-card').first().innerText();
  expect(collectText).toMatch(/\d{4}년 \d{1,2}월 \d{1,2}일 \d{2}:\d{2}/);
  const dayText = await shownText(page);
  expect(dayText).not.toMatch(/\b(AM|PM)\b|오전|오후/);
  expect(dayText).not.toContain('google-aio');
});

// Needs a user of its own: the first screen is the one without a selected project.
base(
  "/prompts tells a non-developer why it is closed and leads to the project's own prompts",
  async ({ page, context, baseURL, request }) => {
    const session = await registerByApi(request);
    const project = await createProjectByApi(request, session, '프롬프트 프로젝트', coffeeProject);
    await withSessionCookies(context, baseURL!, session.jwt);

    // Without a selected project: the way out is creating one.
    await page.goto('/prompts');
    const screen = page.getByTestId('error-screen');
    await expect(screen.getByRole('heading', { name: '권한이 없습니다' })).toBeVisible();
    await expect(screen).toContainText('이 페이지에 접근할 권한이 없습니다.');
    await expect(page.getByTestId('error-explanation')).toContainText('개발자용');
    await expect(page.getByTestId('create-project-for-prompts')).toHaveAttribute('href', '/create-project');

    // With the project selected: its prompts, on its details page.
    await selectProject(request, session, project.id);
    await page.goto('/prompts');
    await expect(screen).toContainText('401');
    await expect(screen).toContainText('권한이 없습니다');
    const open = page.getByTestId('open-project-prompts');
    await expect(open).toHaveText('프롬프트 프로젝트 프롬프트 보기');
    await open.click();
    await expect(page).toHaveURL(new RegExp(`/projects/${project.documentId}$`));
    await expect(page.getByTestId('project-prompt-row')).toHaveCount(2);
    await expect(page.getByTestId('project-prompt-row').first()).toContainText('서울 커피 브랜드 추천');
  },
);

test('on a 390 px phone the brands table keeps its first column in view while it scrolls, and says it scrolls', async ({
  page,
  context,
  baseURL,
  request,
  collected: { session, project },
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await withSessionCookies(context, baseURL!, session.jwt);
  await selectProject(request, session, project.id);
  await page.goto('/projects/tracking');
  await expect(page.getByTestId('project-header')).toContainText('일관성 프로젝트');

  const table = page.getByTestId('tracking-brands');
  const firstCell = table.getByTestId('tracking-brand-row').first().locator('td').first();
  await expect(firstCell).toContainText('오늘커피');
  await table.scrollIntoViewIfNeeded();
  const hint = table.getByTestId('table-scroll-hint');
  await expect(hint).toBeVisible();
  await expect(hint).toHaveText('옆으로 밀어 더 보기');

  const viewport = table.locator('.mantine-ScrollArea-viewport').first();
  const before = await firstCell.boundingBox();
  const sentimentHeader = table.locator('th').last();
  const headerBefore = await sentimentHeader.boundingBox();
  expect(headerBefore!.x + headerBefore!.width).toBeGreaterThan(390);

  await viewport.evaluate((el) => {
    el.scrollLeft = el.scrollWidth;
  });
  // The last column came into view; the first stayed where it was, on top of the scrolled cells.
  await expect.poll(async () => (await sentimentHeader.boundingBox())!.x + 1).toBeLessThan(390);
  const after = await firstCell.boundingBox();
  expect(Math.abs(after!.x - before!.x)).toBeLessThan(1);
  await expect(firstCell).toBeInViewport({ ratio: 0.9 });
  // At the end, the hint has nothing left to say.
  await expect(hint).toHaveAttribute('data-at-end', 'true');
  await expect(hint).toBeHidden();
});
