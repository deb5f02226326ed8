import { type APIRequestContext, expect } from '@playwright/test';
import { test } from './fixtures.ts';
import { createProjectByApi, registerByApi, type Session, useSession } from './support.ts';

/** Today in Asia/Seoul (the projects' default timezone), as `YYYY-MM-DD`. */
function seoulToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
}

interface DayRun {
  status: string;
  chatId: string | null;
  needsEngineConnection: boolean;
}

/** "Collect now" through the API, then waits until today's collect has finished (any final status). */
async function collectToday(request: APIRequestContext, session: Session, projectId: string) {
  const headers = { authorization: `Bearer ${session.jwt}` };
  const started = await request.post(`/api/v1/projects/${projectId}/collect`, { headers, data: {} });
  expect(started.status(), await started.text()).toBe(202);
  const [y, m, d] = seoulToday().split('-');
  let runs: DayRun[] = [];
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/v1/projects/${projectId}/collects/${y}/${m}/${d}`, { headers });
        const collects = (await res.json()).data as Array<{ status: string; runs: DayRun[] }>;
        runs = collects.flatMap((c) => c.runs);
        return collects.map((c) => c.status).join(',');
      },
      // However long the queue takes on this machine: only the test's deadline.
      { timeout: 0 },
    )
    .toMatch(/^(completed|partial|failed)$/);
  return { path: `/projects/${projectId}/collects/${y}/${m}/${d}`, runs };
}

test.describe('the collect day', () => {
  test('shows today in the calendar as completed and the run grid, whose cells open their chats', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const session = await registerByApi(request);
    const project = await createProjectByApi(request, session, 'Collect day', {
      brandName: '오늘커피',
      engines: ['simulated'],
      queries: [{ text: '서울 커피 브랜드 추천' }, { text: 'best coffee in Seoul', language: 'en' }],
    });
    const { path, runs } = await collectToday(request, session, project.documentId);
    expect(runs.map((r) => r.status)).toEqual(['succeeded', 'succeeded']);

    await useSession(context, baseURL!, session.jwt);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: '프로젝트 수집' })).toBeVisible();

    // The calendar marks today (the project's day) with the completed status.
    const today = page.getByTestId('collect-calendar').locator(`[data-date="${seoulToday()}"]`);
    await expect(today).toHaveAttribute('data-collect-status', 'completed');
    await expect(today).toHaveAttribute('data-today', 'true');
    await expect(today).toHaveAttribute('data-selected', 'true');

    // Totals, and the grid: 2 prompts × 1 engine, both succeeded, labelled simulated.
    await expect(page.getByTestId('day-planned')).toHaveText('2');
    await expect(page.getByTestId('day-succeeded')).toHaveText('2');
    await expect(page.getByTestId('collect-status')).toHaveText('완료');
    await expect(page.getByTestId('run-grid-row')).toHaveCount(2);
    await expect(page.getByTestId('run-grid-row').first()).toContainText('서울 커피 브랜드 추천');
    await expect(page.getByTestId('run-grid-engine')).toHaveText(['시뮬레이터시뮬레이션 데이터']);
    const cells = page.getByTestId('run-cell');
    await expect(cells).toHaveCount(2);
    for (const cell of await cells.all()) await expect(cell).toHaveAttribute('data-status', 'succeeded');
    await expect(page.getByTestId('collect-simulated')).toBeVisible();

    // A cell opens its chat.
    await cells.first().click();
    await expect(page).toHaveURL(new RegExp(`/projects/${project.documentId}/chats/${runs[0]?.chatId}$`));
  });

  test('a run that failed for a missing key says how to fix it and links to the engine settings', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const session = await registerByApi(request);
    // No ChatGPT connection in this organization, and no OPENAI_API_KEY on the e2e server. (Run now refuses a
    // collect whose engines all lack keys, so the simulator is asked too.)
    const project = await createProjectByApi(request, session, 'No key', {
      brandName: '오늘커피',
      engines: ['chatgpt', 'simulated'],
      queries: [{ text: '서울 커피 브랜드 추천' }],
    });
    const { path, runs } = await collectToday(request, session, project.documentId);
    expect(runs.filter((r) => r.status === 'failed')).toEqual([
      expect.objectContaining({ status: 'failed', needsEngineConnection: true, chatId: null }),
    ]);

    await useSession(context, baseURL!, session.jwt);
    await page.goto(path);
    const today = page.getByTestId('collect-calendar').locator(`[data-date="${seoulToday()}"]`);
    await expect(today).toHaveAttribute('data-collect-status', 'partial');
    const cell = page.locator('[data-testid="run-cell"][data-status="failed"]');
    await expect(cell).toHaveCount(1);
    await expect(cell).toContainText('API 키 없음·거부');

    const fix = page.getByTestId('needs-engine-connection');
    await expect(fix).toContainText('ChatGPT 엔진의 API 키가 없거나 거부되어 실행 1개가 실패했습니다');
    await expect(fix).toContainText('조직 설정의 AI 엔진에서 키를 넣고');

    // The cell's details say it too, with the same link.
    await cell.click();
    await expect(page.getByTestId('run-details')).toContainText('조직 → AI 엔진에서 키를 넣으세요');
    await expect(page.getByTestId('run-fix-link')).toHaveAttribute('href', '/organization/engines');

    await page.getByTestId('open-engines').click();
    await expect(page).toHaveURL(/\/organization\/engines$/);
  });

  test("another organization's project day is the 404 screen", async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const owner = await registerByApi(request);
    const project = await createProjectByApi(request, owner, 'Private', {
      brandName: '오늘커피',
      engines: ['simulated'],
      queries: [{ text: '서울 커피' }],
    });
    const stranger = await registerByApi(request);
    await useSession(context, baseURL!, stranger.jwt);
    const [y, m, d] = seoulToday().split('-');
    await page.goto(`/projects/${project.documentId}/collects/${y}/${m}/${d}`);
    await expect(page.getByTestId('error-screen')).toBeVisible();
    await expect(page.getByTestId('error-screen')).toContainText('404');
    await expect(page.getByTestId('collect-day')).toHaveCount(0);
  });
});
