import { mkdir, readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import {
  answeredCount,
  collectNowAndWait,
  createProjectByApi,
  registerByApi,
  selectProject,
  useSession,
} from './support.ts';

const seoulDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

test.describe('filters and the data table', () => {
  test('an engine filter and a 7-day preset live in the URL, survive reload, follow the sidebar to every data screen, and the brands export as CSV', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const session = await registerByApi(request);
    const project = await createProjectByApi(request, session, 'Filter project', {
      brandName: '오늘커피',
      engines: ['simulated'],
      competitors: [{ name: '빈브라더스' }, { name: '커피한잔' }],
      queries: [{ text: '서울 커피 브랜드 추천' }, { text: 'best coffee in Seoul', language: 'en' }],
    });
    // The simulator may answer nothing to a run (as engines do): n is the answered runs, not the runs asked.
    const answered = answeredCount(
      await collectNowAndWait(request, session, project.documentId, 'completed:2'),
    );

    await useSession(context, baseURL!, session.jwt);
    // The tracking screen shows the selected project.
    await selectProject(request, session, project.id);
    await page.goto('/projects/tracking');
    await expect(page.getByTestId('project-header')).toContainText('Filter project');
    await expect(page.getByTestId('tracking-brand-row')).toHaveCount(3, { timeout: 20_000 });

    // Engine: the project's simulator.
    await page.getByTestId('filter-engines').click();
    await page.getByRole('option', { name: '시뮬레이터' }).click();
    await expect(page).toHaveURL(/engines=.*simulated/);
    await page.keyboard.press('Escape');

    // Range: the 7-day preset, ending today in Seoul.
    await page.getByTestId('filter-range').click();
    await page.getByRole('button', { name: '최근 7일' }).click();
    const from = seoulDay(-6);
    const to = seoulDay();
    await expect(page).toHaveURL(new RegExp(`from=${from}.*to=${to}|to=${to}.*from=${from}`));
    await expect(page.getByTestId('tracking-brand-row')).toHaveCount(3);

    // A reload (or a shared link) shows the same filters.
    const url = page.url();
    await page.reload();
    expect(page.url()).toBe(url);
    await expect(page.getByTestId('toolbar').locator('.mantine-MultiSelect-pill')).toHaveText(['시뮬레이터']);
    await expect(page.getByTestId('filter-range')).toHaveText(new RegExp(`${from} [–-] ${to}`));
    await expect(page.getByTestId('tracking-brand-row')).toHaveCount(3);

    // The period and the engine follow the user through the sidebar onto every data screen, and back from settings.
    const nav = page.getByRole('navigation', { name: '탐색' });
    const carried = (path: string) =>
      new RegExp(`${path}\\?(?=.*from=${from})(?=.*to=${to})(?=.*engines=[^&]*simulated)`);
    for (const [label, path] of [
      ['프로젝트 출처', '/projects/sources'],
      ['대시보드', '/dashboard'],
      ['인용', '/analytics/citations'],
      ['응답 데이터', '/data/completions'],
      ['최적화', '/reports/optimisation'],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page, label).toHaveURL(carried(path));
      await expect(page.getByTestId('filter-range'), label).toHaveText(new RegExp(`${from} [–-] ${to}`));
    }
    // Back and forward walk the same filtered screens.
    await page.goBack();
    await expect(page).toHaveURL(carried('/data/completions'));
    await page.goForward();
    await expect(page).toHaveURL(carried('/reports/optimisation'));
    // Settings carry nothing; the way back to a data screen brings the project's context again, also after a reload.
    await nav.getByRole('link', { name: '멤버', exact: true }).click();
    await expect(page).toHaveURL(/\/organization\/members$/);
    await page.reload();
    await nav.getByRole('link', { name: '프로젝트 추적', exact: true }).click();
    await expect(page).toHaveURL(carried('/projects/tracking'));
    await expect(page.getByTestId('tracking-brand-row')).toHaveCount(3);
    // One click resets it: the next screen opens on its defaults.
    await page.getByTestId('filter-clear').click();
    await expect(page).toHaveURL(/\/projects\/tracking$/);
    await nav.getByRole('link', { name: '대시보드', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/projects/tracking?from=${from}&to=${to}&engines=simulated`);

    // CSV export of the brands table: header labels and one raw row per brand.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('tracking-brands').getByTestId('table-export').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`brands-${from}-${to}-${to}.csv`);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toContain('브랜드,우리 브랜드,가시성');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(new RegExp(`^오늘커피,true,[01](\\.\\d+)?,\\d+,${answered},`));
    expect(csv).toContain('빈브라더스,false,');
    expect(csv).toContain('커피한잔,false,');
  });
});

/** Where the phone screenshots go (E2E_SHOTS_DIR, else next to the other test results). */
const shotsDir = process.env.E2E_SHOTS_DIR ?? 'test-results/e2e/screens';
/** Waits until an open sheet has slid fully in (a screenshot during the transition shows the page through it). */
async function sheetIn(page: Page) {
  const content = page.locator('.mantine-Drawer-content');
  await expect(content).toHaveCSS('opacity', '1');
  await expect(content).toHaveCSS('transform', /none|matrix\(1, 0, 0, 1, 0, 0\)/);
  await expect(content.getByTestId('filter-sheet-close')).toBeInViewport();
}

async function shot(page: Page, name: string) {
  await mkdir(shotsDir, { recursive: true });
  await page.screenshot({ path: `${shotsDir}/filters-${name}.png` });
}

test('on a 390 × 844 phone the filters are one summary line that opens a sheet, and each data screen’s key number shows without scrolling', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const session = await registerByApi(request);
  const project = await createProjectByApi(request, session, '휴대폰 필터', {
    brandName: '오늘커피',
    engines: ['simulated'],
    competitors: [{ name: '빈브라더스' }],
    ownedMedia: [{ kind: 'domain', value: 'oneulcoffee.kr' }],
    queries: [
      { text: '오늘커피 원두 추천' },
      { text: '서울 커피 브랜드 추천' },
      { text: '오늘커피 매장 위치' },
    ],
  });
  // Three prompts: the screens show their cards once one run is answered (the simulator sometimes answers nothing).
  await collectNowAndWait(request, session, project.documentId, 'completed:3');
  await useSession(context, baseURL!, session.jwt);
  await selectProject(request, session, project.id);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/projects/tracking');
  await expect(page.getByTestId('project-header')).toContainText('휴대폰 필터');

  // One line sums the filters up; the controls are not on the page.
  const summary = page.getByTestId('filter-summary');
  const summaryText = page.getByTestId('filter-summary-text');
  await expect(summaryText).toHaveText('최근 7일');
  await expect(page.getByTestId('filter-summary-count')).toHaveCount(0);
  await expect(page.getByTestId('filter-range')).toHaveCount(0);
  const line = (await summary.boundingBox())!;
  expect(line.height).toBeLessThanOrEqual(48);
  expect(line.x + line.width).toBeLessThanOrEqual(390);
  await expect(page.getByTestId('kpi-visibility-value')).toBeVisible();
  await shot(page, 'ko-390-summary');

  // The sheet holds the same controls; a chosen engine goes to the URL at once, and the line says it.
  await summary.click();
  const sheet = page.getByRole('dialog', { name: '필터' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId('filter-range')).toBeVisible();
  await expect(sheet.getByRole('button', { name: '초기화' })).toBeDisabled();
  await sheetIn(page);
  await shot(page, 'ko-390-sheet');
  await sheet.getByTestId('filter-engines').click();
  await page.getByRole('option', { name: '시뮬레이터' }).click();
  await expect(page).toHaveURL(/engines=.*simulated/);
  await expect(summaryText).toHaveText('최근 7일 · 시뮬레이터');
  await expect(page.getByTestId('filter-summary-count')).toHaveText('1');
  await expect(sheet.getByRole('button', { name: '초기화' })).toBeEnabled();
  // Escape closes the engine list first, then the sheet; focus is back on the summary line.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('option', { name: '시뮬레이터' })).toBeHidden();
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(summary).toBeFocused();
  // The close button closes it as well.
  await summary.click();
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: '닫기', exact: true }).click();
  await expect(sheet).toBeHidden();
  await expect(summary).toBeFocused();

  // The key number of each data screen is above the fold, with the filter carried along.
  const nav = page.getByRole('navigation', { name: '탐색' });
  for (const [label, path, card] of [
    ['프로젝트 추적', '/projects/tracking', 'kpi-visibility'],
    ['대시보드', '/dashboard', 'dashboard-metric-visibility'],
    ['프로젝트 출처', '/projects/sources', 'source-types-donut'],
    ['인용', '/analytics/citations', 'citations-kpi-rate'],
  ] as const) {
    if (path !== '/projects/tracking') {
      await page.getByRole('button', { name: '메뉴 열기/닫기' }).click();
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page, label).toHaveURL(new RegExp(`${path}\\?.*engines=[^&]*simulated`));
    }
    await expect(page.getByRole('heading', { level: 1, name: label }), label).toBeVisible();
    await expect(summaryText, label).toHaveText('최근 7일 · 시뮬레이터');
    await expect(page.getByTestId(card).first(), label).toBeVisible();
    await expect(page.getByTestId(card).first(), label).not.toHaveAttribute('aria-busy', 'true');
    const box = (await page.getByTestId(card).first().boundingBox())!;
    expect(box.y, `${label}: the first card’s top`).toBeLessThan(844);
    await shot(page, `ko-390-${path.split('/').pop()}`);
  }

  // In English: the same line and sheet, and a reset from the sheet clears the URL's filters.
  await useSession(context, baseURL!, session.jwt, 'en');
  await page.goto('/projects/tracking?engines=simulated');
  await expect(summaryText).toHaveText('Last 7 days · Simulator');
  await expect(summary).toHaveAccessibleName('Filters: Last 7 days · Simulator (1 active)');
  await shot(page, 'en-390-summary');
  await summary.click();
  const sheetEn = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheetEn).toBeVisible();
  await sheetIn(page);
  await shot(page, 'en-390-sheet');
  // The calendar opens over the sheet and fits the phone; the presets are buttons under the field.
  await sheetEn.getByTestId('filter-range').click();
  const calendar = page.locator('.mantine-Popover-dropdown').filter({ has: page.locator('table') });
  await expect(calendar).toBeVisible();
  await expect(calendar).toHaveCSS('opacity', '1');
  const dropdown = (await calendar.boundingBox())!;
  expect(dropdown.x).toBeGreaterThanOrEqual(0);
  expect(dropdown.x + dropdown.width).toBeLessThanOrEqual(390);
  await shot(page, 'en-390-calendar');
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(sheetEn).toBeVisible();
  await expect(sheetEn.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  await sheetEn.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${seoulDay(-29)}`));
  await expect(summaryText).toHaveText('Last 30 days · Simulator');
  await expect(sheetEn.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(sheetEn.getByTestId('filter-range')).toHaveText(`${seoulDay(-29)} – ${seoulDay()}`);
  await sheetEn.getByRole('button', { name: 'Reset' }).click();
  await expect(page).toHaveURL(/\/projects\/tracking$/);
  await expect(summaryText).toHaveText('Last 7 days');
  await sheetEn.getByRole('button', { name: 'Close filters' }).click();
  await expect(sheetEn).toBeHidden();
});
