import { expect } from '@playwright/test';
import type { TrackingReport, WorkspaceOverview } from '@sightline/contracts';
import { test } from './fixtures.ts';
import {
  answeredCount,
  collectNowAndWait,
  createProjectByApi,
  registerByApi,
  type Session,
  seoulToday,
  useSession,
} from './support.ts';

const auth = (session: Session) => ({ authorization: `Bearer ${session.jwt}` });

/** The local day `days` before a YYYY-MM-DD day. */
function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** A fraction as the Korean interface writes it ("53.5%"). */
const percentKo = (value: number) =>
  `${new Intl.NumberFormat('ko-KR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value * 100)}%`;

test('home asks for a first project, then shows the week of the selected project as the API counts it', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const session = await registerByApi(request);
  await useSession(context, baseURL!, session.jwt);
  await page.goto('/');
  await expect(page.getByTestId('create-first-project')).toBeVisible();
  await expect(page.getByTestId('home-week')).toHaveCount(0);

  const project = await createProjectByApi(request, session, '홈 프로젝트', {
    brandName: '오늘커피',
    engines: ['simulated'],
    samplesPerRun: 2,
    competitors: [{ name: '별빛커피' }],
    queries: [{ text: '서울 커피 브랜드 추천' }, { text: '원두 구독 서비스 비교' }],
  });
  const n = answeredCount(await collectNowAndWait(request, session, project.documentId, 'completed:4'));
  // The week the home screen asks for: the last 7 days in the project's timezone (Asia/Seoul) against the 7 before.
  const to = seoulToday();
  const from = daysBefore(to, 6);
  const res = await request.get(
    `/api/v1/projects/${project.documentId}/tracking?from=${from}&to=${to}&compare=previous&groupBy=engine`,
    { headers: auth(session) },
  );
  expect(res.ok(), await res.text()).toBe(true);
  const report = (await res.json()).data as TrackingReport;
  expect(report.n).toBe(n);
  const own = report.brands.find((b) => b.own)!;

  // Opening the project selects it (and makes it the newest recent project: a full page load before the app has
  // told the server would lose it, as a person's reload would, so the next load waits for that call).
  const synced = page.waitForResponse(
    (r) => r.url().includes('/api/v1/recent-projects/sync') && r.request().method() === 'POST',
  );
  await page.goto(`/projects/${project.documentId}`);
  await expect(page.getByTestId('project-title')).toContainText('홈 프로젝트');
  expect((await synced).ok()).toBe(true);
  await page.goto('/');
  const week = page.getByTestId('home-week');
  await expect(week).toContainText('최근 7일 · 홈 프로젝트');
  await expect(page.getByTestId('home-simulated')).toHaveText('시뮬레이션 데이터');
  await expect(page.getByTestId('home-week-range')).toContainText(`답변 ${n}개`);
  // A handful of answers: every rate says "not enough data", with its value and n as the API gave them.
  const visibility = page.getByTestId('home-metric-visibility');
  await expect(visibility).toHaveAttribute('data-state', 'not-enough-data');
  await expect(visibility.getByTestId('home-metric-visibility-value')).toHaveText(
    percentKo(own.visibility.value!),
  );
  await expect(visibility.getByTestId('metric-n')).toContainText(`n = ${own.visibility.n}`);
  await expect(page.getByTestId('home-metric-citationRate').getByTestId('metric-n')).toContainText(
    `n = ${report.citations.rate.n}`,
  );
  // A project collected only today has no week before: nothing is called a change.
  await expect(page.getByTestId('home-changes-none')).toHaveText(
    '그 전 7일의 답변이 없어 비교할 수 없습니다.',
  );
  await expect(page.getByTestId('home-change')).toHaveCount(0);

  // The recent project carries the overview's 7-day visibility and its sparkline.
  const overviewRes = await request.get(
    `/api/v1/workspaces/${await workspaceOf(request, session)}/overview`,
    {
      headers: auth(session),
    },
  );
  const overview = (await overviewRes.json()).data as WorkspaceOverview;
  const row = overview.projects.find((p) => p.documentId === project.documentId)!;
  const recent = page.locator(`[data-testid="home-recent-project"][data-project="${project.documentId}"]`);
  await expect(recent.getByTestId('project-visibility-n')).toContainText(`n = ${row.last7.visibility.n}`);
  await expect(recent.getByTestId('sparkline')).toBeVisible();
});

/** The document id of the session's workspace. */
async function workspaceOf(request: import('@playwright/test').APIRequestContext, session: Session) {
  const res = await request.get(`/api/workspaces/${session.user.lastSelectedWorkspaceId}`, {
    headers: auth(session),
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()).data as { documentId: string }).documentId;
}
