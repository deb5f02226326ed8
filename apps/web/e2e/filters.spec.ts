import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import {
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
    await collectNowAndWait(request, session, project.documentId, 'completed:2');

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
    expect(lines[1]).toMatch(/^오늘커피,true,[01](\.\d+)?,\d+,2,/);
    expect(csv).toContain('빈브라더스,false,');
    expect(csv).toContain('커피한잔,false,');
  });
});
