import { expect } from '@playwright/test';
import type { ContentAnalytics } from '@sightline/contracts';
import { test } from './fixtures.ts';
import {
  collectNowAndWait,
  createProjectByApi,
  registerByApi,
  selectProject,
  seoulToday,
  useSession,
} from './support.ts';

const ko = (digits: number) =>
  new Intl.NumberFormat('ko-KR', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const pct = (value: number | null) => (value === null ? '–' : `${ko(1).format(value * 100)}%`);
const count = (value: number) => ko(0).format(value);

const typeNames: Record<string, string> = {
  homepage: '홈페이지',
  article: '아티클',
  listicle: '목록형 글',
  comparison: '비교',
  review: '리뷰',
  product: '제품',
  category: '카테고리',
  docs: '문서',
  forum: '포럼',
  video: '영상',
  news: '뉴스',
  profile: '프로필',
  other: '기타',
};
const intentNames: Record<string, string> = {
  informational: '정보형',
  commercial: '상업형',
  transactional: '거래형',
  navigational: '탐색형',
  none: '미분류',
};

test('the content screen shows the content type mix, and the types by engine and by intent, as the API counts them', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const session = await registerByApi(request);
  const project = await createProjectByApi(request, session, '콘텐츠 프로젝트', {
    brandName: '오늘커피',
    engines: ['simulated'],
    samplesPerRun: 3,
    competitors: [{ name: '별빛커피' }],
    queries: [
      { text: '서울 커피 브랜드 추천', intent: 'commercial' },
      { text: '커피는 어떻게 볶나요', intent: 'informational' },
    ],
  });
  await collectNowAndWait(request, session, project.documentId, 'completed:6');
  // The screen's default range: the 7 days ending today in Asia/Seoul.
  const to = seoulToday();
  const start = new Date(`${to}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - 6);
  const res = await request.get(
    `/api/projects/${project.documentId}/content-analytics?from=${start.toISOString().slice(0, 10)}&to=${to}`,
    { headers: { authorization: `Bearer ${session.jwt}` } },
  );
  expect(res.ok(), await res.text()).toBe(true);
  const report = (await res.json()).data as ContentAnalytics;
  expect(report.citations).toBeGreaterThan(0);
  expect(report.mix.length).toBeGreaterThan(1);

  await useSession(context, baseURL!, session.jwt);
  await selectProject(request, session, project.id);
  await page.goto('/analytics/content');
  await expect(page).toHaveTitle('콘텐츠 · Sightline');
  await expect(page.getByTestId('project-header')).toContainText('콘텐츠 프로젝트');
  await expect(page.getByTestId('content-simulated')).toBeVisible();
  await expect(page.getByTestId('content-summary')).toContainText(`인용 ${count(report.citations)}건`);

  // The donut: one slice per content type, drawn.
  const donut = page.getByTestId('content-mix-chart');
  await expect(donut.locator('.recharts-pie-sector')).toHaveCount(report.mix.length);
  await expect(donut).toContainText(`인용 ${count(report.citations)}건`);

  // The mix table: a row per content type, the most cited first, with its pages, citations and shares.
  const mixRows = page.getByTestId('content-mix-row');
  await expect(mixRows).toHaveCount(report.mix.length);
  for (const [i, entry] of report.mix.entries()) {
    const row = mixRows.nth(i);
    await expect(row).toContainText(typeNames[entry.contentType]!);
    await expect(row).toContainText(count(entry.citations));
    await expect(row).toContainText(pct(entry.share));
    await expect(row).toContainText(pct(entry.impressionShare));
  }

  // By engine: all citations, then each engine; each cell a type's share of the engine's citations.
  const engineRows = page.getByTestId('content-engine-matrix-row');
  await expect(engineRows).toHaveCount(1 + report.byEngine.length);
  const simulated = report.byEngine.find((e) => e.engine === 'simulated')!;
  const engineRow = engineRows.filter({ hasText: '시뮬레이터' });
  await expect(engineRow).toContainText(count(simulated.citations));
  const engineCells = engineRow.getByTestId('content-engine-matrix-cell');
  await expect(engineCells).toHaveCount(report.mix.length);
  for (const [i, type] of simulated.types.entries()) {
    await expect(engineCells.nth(i)).toContainText(pct(type.share));
    await expect(engineCells.nth(i)).toContainText(count(type.citations));
  }
  await expect(engineRow.locator('[data-winner]')).toHaveCount(1);
  await expect(engineRow).toContainText(typeNames[simulated.top!]!);

  // By intent: all citations, then each intent of the prompts, its winning type outlined.
  const intentRows = page.getByTestId('content-intent-matrix-row');
  await expect(intentRows).toHaveCount(1 + report.byIntent.length);
  expect(report.byIntent.map((i) => i.intent)).toEqual(['informational', 'commercial']);
  for (const intent of report.byIntent) {
    const row = intentRows.filter({ hasText: intentNames[intent.intent]! });
    await expect(row).toContainText(count(intent.citations));
    const cells = row.getByTestId('content-intent-matrix-cell');
    for (const [i, type] of intent.types.entries()) await expect(cells.nth(i)).toContainText(pct(type.share));
    await expect(row.locator('[data-winner]')).toHaveCount(intent.top ? 1 : 0);
  }

  // The owned and other pages, and the trend, are drawn.
  await expect(page.getByTestId('content-others-summary')).toContainText(
    count(report.owned.others.citations),
  );
  // One collect: one day with citations, too few for a trend, which says so instead of drawing one point.
  expect(report.trend.filter((p) => p.citations > 0)).toHaveLength(1);
  await expect(page.getByTestId('content-trend-chart').getByTestId('chart-empty')).toContainText('하루뿐');

  // A content type leads to the cited pages of the same filters.
  await page.getByTestId('content-type-link').first().click();
  await expect(page).toHaveURL(/\/projects\/sources\?.*view=pages/);
  await expect(page.getByTestId('source-url-row').first()).toBeVisible();
});
