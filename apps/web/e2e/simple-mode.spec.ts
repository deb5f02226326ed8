import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import {
  collectNowAndWait,
  createProjectByApi,
  registerByApi,
  selectProject,
  useSession,
} from './support.ts';

/** "12.3–45.6%": an interval as the screens write one. */
const intervalText = /\d+(\.\d)?–\d+(\.\d)?%/;

/** The text of the page below the header, tooltips and hover titles included. */
async function pageText(page: Page) {
  const main = page.locator('main');
  const titles = await main
    .locator('[title]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('title')));
  return `${await main.innerText()}\n${titles.join('\n')}`;
}

async function expectSimple(page: Page) {
  const main = page.locator('main');
  await expect(page.getByTestId('report-detail-switch')).toHaveAttribute('data-report-detail', 'simple');
  await expect(main.getByTestId('metric-n')).toHaveCount(0);
  await expect(main.getByTestId('metric-interval')).toHaveCount(0);
  await expect(main.getByTestId('chart-legend-band')).toHaveCount(0);
  // "Not enough data" stays (a collect of a few answers is below the minimum n of every rate).
  await expect(main.getByTestId('metric-not-enough').first()).toHaveText('데이터 부족');
  const text = await pageText(page);
  expect(text).not.toContain('n =');
  expect(text).not.toMatch(intervalText);
  expect(text).not.toContain('95%');
}

test('the simple view hides n and intervals on the dashboard, its export follows it, and it is kept', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const session = await registerByApi(request);
  const project = await createProjectByApi(request, session, '간단히 보기 프로젝트', {
    brandName: '오늘커피',
    engines: ['simulated'],
    samplesPerRun: 3,
    competitors: [{ name: '별빛커피' }],
    queries: [{ text: '서울 커피 브랜드 추천' }, { text: '원두 구독 서비스 비교' }],
  });
  await collectNowAndWait(request, session, project.documentId, 'completed:6');
  await useSession(context, baseURL!, session.jwt);
  await selectProject(request, session, project.id);
  await page.goto('/dashboard');

  // The full view (every account's default): n, the interval band, the engines' n.
  const main = page.locator('main');
  const switcher = page.getByTestId('report-detail-switch');
  await expect(switcher).toHaveAttribute('data-report-detail', 'full');
  await expect(main.getByTestId('metric-n').first()).toContainText('n = ');
  await expect(main.getByTestId('dashboard-trend').getByTestId('chart-legend-band')).toBeVisible();
  const engineTable = page.getByTestId('dashboard-engine-table');
  await expect(engineTable.locator('thead').getByText('답변 n', { exact: true })).toBeVisible();

  // 간단히: applied at once, saved on the account.
  const saved = page.waitForResponse(
    (res) => res.request().method() === 'PUT' && res.url().includes(`/api/v1/users/${session.user.id}`),
  );
  await switcher.getByText('간단히', { exact: true }).click();
  await expectSimple(page);
  expect((await saved).ok()).toBe(true);
  await expect(engineTable.locator('thead').getByText('답변 n', { exact: true })).toHaveCount(0);
  // The significance marks stay: the engine's change column still says what it says in the full view.
  await expect(engineTable.locator('thead').getByText('이전 기간 대비', { exact: true })).toBeVisible();

  // The engine table's CSV in the simple view: no n, interval bounds or p.
  const downloading = page.waitForEvent('download');
  await engineTable.getByTestId('table-export').click();
  const csv = await readFile((await (await downloading).path())!, 'utf8');
  const header = csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')[0]!
    .split(',');
  expect(header[0]).toBe('엔진');
  expect(header).not.toContain('답변 n');
  expect(header).not.toContain('p');
  expect(header.filter((h) => h.includes('구간'))).toEqual([]);

  // The account keeps it: after a reload, and in a fresh sign-in's /users/me.
  await page.reload();
  await expect(main.getByTestId('dashboard-metric-visibility')).toBeVisible();
  await expectSimple(page);
  const me = await request.get('/api/users/me', { headers: { authorization: `Bearer ${session.jwt}` } });
  expect((await me.json()).reportDetail).toBe('simple');

  // And back: 자세히 shows n again.
  await switcher.getByText('자세히', { exact: true }).click();
  await expect(switcher).toHaveAttribute('data-report-detail', 'full');
  await expect(main.getByTestId('metric-n').first()).toContainText('n = ');
});
