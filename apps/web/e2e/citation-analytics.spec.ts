import { type APIRequestContext, expect } from '@playwright/test';
import type { CitationAnalytics, SourceUrlsResponse } from '@sightline/contracts';
import { test } from './fixtures.ts';
import {
  answeredCount,
  collectNowAndWait,
  createProjectByApi,
  registerByApi,
  type Session,
  selectProject,
  useSession,
} from './support.ts';

const auth = (session: Session) => ({ authorization: `Bearer ${session.jwt}` });
const seoulDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );
/** The screen's default range: the 7 days ending today in Seoul. */
const range = () => `from=${seoulDay(-6)}&to=${seoulDay()}`;
const pct = (value: number | null) =>
  value === null
    ? '–'
    : `${new Intl.NumberFormat('ko-KR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value * 100)}%`;
const num = (value: number) => new Intl.NumberFormat('ko-KR').format(value);
/** Rows a table shows per page (the data table's default). */
const pageRows = 25;

async function citationReport(request: APIRequestContext, session: Session, projectId: string) {
  const res = await request.get(`/api/projects/${projectId}/citation-analytics?${range()}`, {
    headers: auth(session),
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: CitationAnalytics }).data;
}

test('the citation screen shows the owned KPIs, their trend, each engine and the cited owned pages as the API counts them', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const session = await registerByApi(request);
  // A demo-like project on the simulator: prompts naming the brand (so its sentences may cite the owned site), with
  // enough samples that some answers cite it (60 answers: about 8 cite it; none in fewer than 1 of 1,000 runs).
  const project = await createProjectByApi(request, session, '인용 프로젝트', {
    brandName: '오늘커피',
    engines: ['simulated'],
    samplesPerRun: 10,
    competitors: [{ name: '별빛커피' }],
    ownedMedia: [{ kind: 'domain', value: 'oneulcoffee.kr' }],
    queries: [
      { text: '오늘커피 원두 구독 추천' },
      { text: '오늘커피 디카페인 메뉴' },
      { text: '오늘커피 원두 추천' },
      { text: '오늘커피 매장 위치' },
      { text: '오늘커피와 별빛커피 비교' },
      { text: '오늘커피 공식 홈페이지' },
    ],
  });
  await collectNowAndWait(request, session, project.documentId, 'completed:60');
  const report = await citationReport(request, session, project.documentId);
  expect(report.n).toBeGreaterThan(0);
  expect(report.citationRate.citing).toBeGreaterThan(0);
  const urlsRes = await request.get(
    `/api/projects/${project.documentId}/sources?${range()}&sourceTypes=owned&pagination[pageSize]=100`,
    { headers: auth(session) },
  );
  expect(urlsRes.ok(), await urlsRes.text()).toBe(true);
  const urls = (await urlsRes.json()) as SourceUrlsResponse;
  expect(urls.data.length).toBeGreaterThan(0);

  await useSession(context, baseURL!, session.jwt);
  await selectProject(request, session, project.id);
  await page.goto('/analytics/citations');
  await expect(page).toHaveTitle('인용 · Sightline');
  await expect(page.getByTestId('project-header')).toContainText('인용 프로젝트');
  await expect(page.getByTestId('citations-simulated')).toBeVisible();
  await expect(page.getByTestId('citations-summary')).toContainText(num(report.n));
  await expect(page.getByTestId('citations-owned-media')).toContainText('oneulcoffee.kr');

  // The three KPIs with the API's values and n.
  await expect(page.getByTestId('citations-kpi-rate-value')).toHaveText(pct(report.citationRate.value));
  await expect(page.getByTestId('citations-kpi-share-value')).toHaveText(pct(report.citationShare.value));
  await expect(page.getByTestId('citations-kpi-impression-value')).toHaveText(
    pct(report.impressionShare.value),
  );
  await expect(page.getByTestId('citations-kpi-rate').getByTestId('metric-n')).toContainText(
    num(report.citationRate.n),
  );
  await expect(page.getByTestId('citations-kpi-share')).toContainText(num(report.citationShare.total));

  // The trend is drawn (not empty) with its three lines and the rate's band in the legend.
  const trend = page.getByTestId('citations-trend');
  await expect(trend.locator('.recharts-surface').first()).toBeVisible();
  await expect(trend.getByTestId('chart-empty')).toHaveCount(0);
  await expect(trend.getByTestId('chart-legend-item')).toHaveCount(3);
  await expect(page.getByTestId('citations-engine-chart').locator('.recharts-surface').first()).toBeVisible();

  // One row per engine with the API's counts and rate.
  const engineRows = page.getByTestId('citations-engine-row');
  await expect(engineRows).toHaveCount(report.byEngine.length);
  const simulated = report.byEngine.find((e) => e.engine === 'simulated')!;
  const row = engineRows.filter({ hasText: '시뮬레이터' });
  await expect(row).toContainText(num(simulated.n));
  await expect(row).toContainText(num(simulated.citations));
  await expect(row.getByTestId('citations-engine-rate')).toHaveText(pct(simulated.citationRate));
  await expect(row).toContainText(pct(simulated.citationShare));

  // The owned domain with its first-citation position, and the owned pages as the sources API ranks them.
  await expect(page.getByTestId('citations-owned-domain-row').first()).toContainText('oneulcoffee.kr');
  await expect(page.getByTestId('citations-owned-url-row')).toHaveCount(Math.min(urls.data.length, pageRows));
  const first = page.getByTestId('citations-owned-url').first();
  await expect(first).toHaveText(urls.data[0]!.url);
  await expect(page.getByTestId('citations-owned-url-row').first()).toContainText(
    num(urls.data[0]!.citations),
  );
  await expect(first).toHaveAttribute(
    'href',
    new RegExp(
      `^/projects/sources/urls/${encodeURIComponent(urls.data[0]!.url).replace(/[.?*+()[\]\\]/g, '\\$&')}`,
    ),
  );

  // The same screen in English.
  await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL! }]);
  await page.reload();
  await expect(page).toHaveTitle('Citations · Sightline');
  await expect(page.getByTestId('citations-kpi-rate')).toContainText('Owned citation rate');
  await expect(page.getByTestId('citations-engine-row')).toHaveCount(report.byEngine.length);
});

test('a project without owned media leads to its edit screen instead of empty numbers', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const session = await registerByApi(request);
  const project = await createProjectByApi(request, session, '자사 없음', {
    brandName: '오늘커피',
    engines: ['simulated'],
    samplesPerRun: 3,
    queries: [{ text: '서울 커피 브랜드 추천' }],
  });
  const collects = await collectNowAndWait(request, session, project.documentId, 'completed:3');
  await useSession(context, baseURL!, session.jwt);
  await selectProject(request, session, project.id);
  await page.goto('/analytics/citations');
  await expect(page.getByTestId('project-header')).toContainText('자사 없음');
  // The simulator sometimes answers nothing: without any answer the screen says so first.
  if (answeredCount(collects) === 0) {
    await expect(page.getByTestId('empty-state')).toContainText('첫 수집');
    return;
  }
  await expect(page.getByTestId('empty-state')).toContainText('등록된 자사 미디어가 없습니다');
  await expect(page.getByTestId('citations-edit-project')).toHaveAttribute(
    'href',
    `/projects/${project.documentId}/edit`,
  );
  await page.getByTestId('citations-edit-project').click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.documentId}/edit`));
});
