import { type APIRequestContext, expect } from '@playwright/test';
import type { TrackingReport } from '@sightline/contracts';
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

/** A project with two competitors on the simulated engine, collected once today (3 prompts × 2 samples). */
async function collectedProject(request: APIRequestContext, session: Session) {
  const project = await createProjectByApi(request, session, 'Tracking charts project', {
    brandName: '오늘커피',
    brandAliases: ['Oneul Coffee'],
    engines: ['simulated'],
    samplesPerRun: 2,
    competitors: [
      { name: '별빛커피', aliases: ['Starlight Coffee'] },
      { name: '빈브라더스', aliases: ['Bean Brothers'] },
    ],
    queries: [
      { text: '서울 커피 브랜드 추천' },
      { text: '원두 구독 서비스 비교' },
      { text: 'best coffee brands in Seoul', language: 'en' },
    ],
  });
  const collects = await collectNowAndWait(request, session, project.documentId, 'completed:6');
  return { project, projectId: project.documentId, n: answeredCount(collects) };
}

test('the tracking screen shows the own brand’s metric cards with n and draws every brand in its charts', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const session = await registerByApi(request);
  // n: the successful answers among the 6 runs (an engine may answer nothing, as the simulator sometimes does).
  const { project, projectId, n } = await collectedProject(request, session);
  const reportRes = await request.get(`/api/v1/projects/${projectId}/tracking`, { headers: auth(session) });
  expect(reportRes.ok(), await reportRes.text()).toBe(true);
  const report = (await reportRes.json()).data as TrackingReport;
  expect(report.n).toBe(n);

  await useSession(context, baseURL!, session.jwt);
  await selectProject(request, session, project.id);
  await page.goto('/projects/tracking');
  await expect(page.getByTestId('project-header')).toContainText('Tracking charts project');

  // Metric cards: the answers behind the numbers, and below 97 answers an honest "not enough data".
  await expect(page.getByTestId('tracking-n')).toHaveText(String(n));
  const visibility = page.getByTestId('kpi-visibility');
  await expect(visibility).toContainText('가시성');
  await expect(visibility).toHaveAttribute('data-state', 'not-enough-data');
  await expect(visibility.getByTestId('metric-not-enough')).toHaveText('데이터 부족');
  await expect(visibility.getByTestId('metric-n')).toContainText(`n = ${n}`);
  await expect(page.getByTestId('kpi-citationRate').getByTestId('metric-n')).toContainText(`n = ${n}`);
  await expect(page.getByTestId('kpi-shareOfVoice')).toContainText('점유율');

  // The trend chart draws one line per tracked brand, with the own brand's interval band in its legend.
  const trend = page.getByTestId('chart-visibility-trend');
  await expect(trend.getByRole('heading', { name: '브랜드별 가시성 추이' })).toBeVisible();
  await expect(trend.getByTestId('chart-unit')).toHaveText('단위: %');
  const names = report.brands.map((b) => b.name);
  await expect(trend.getByTestId('chart-legend-item')).toHaveCount(names.length);
  for (const name of names)
    await expect(trend.getByTestId('chart-legend-item').filter({ hasText: name })).toHaveCount(1);
  await expect(trend.getByTestId('chart-legend-band')).toContainText('오늘커피');
  await expect(trend.locator('.recharts-line')).toHaveCount(names.length);

  // Share of voice by answers and by mentions: two series, a bar per brand that was mentioned; the sentiment and
  // position breakdowns stack three series each.
  const shares = page.getByTestId('chart-share-of-voice');
  const mentioned = report.brands.filter((b) => (b.shareOfVoice ?? 0) > 0);
  if (mentioned.length === 0) {
    await expect(shares.getByTestId('chart-empty')).toBeVisible();
  } else {
    await expect(shares.getByTestId('chart-legend-item')).toHaveText(['답변 기준', '언급 기준']);
    await expect(shares.locator('.recharts-bar')).toHaveCount(2);
    await expect(page.getByTestId('chart-sentiment').getByTestId('chart-legend-item')).toHaveText([
      '긍정',
      '중립',
      '부정',
    ]);
    await expect(page.getByTestId('chart-positions').getByTestId('chart-legend-item')).toHaveText([
      '앞',
      '가운데',
      '뒤',
    ]);
  }

  // Its link leads to the table behind the charts.
  await trend.getByRole('link', { name: '표로 보기' }).click();
  await expect(page).toHaveURL(/#tracking-brands$/);
});
