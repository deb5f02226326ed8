import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import { createProjectByApi, type ProjectFields, registerByApi, seoulToday, useSession } from './support.ts';

// No engine connection in these organizations, and no engine key in the e2e server's environment: ChatGPT has no key.

/** Two prompts of a coffee brand; each test chooses the engines. */
const coffeeProject: ProjectFields = {
  brandName: '오늘커피',
  queries: [{ text: '서울 커피 브랜드 추천' }, { text: 'best coffee in Seoul', language: 'en' }],
};

const dayPath = (projectId: string) => {
  const [y, m, d] = seoulToday().split('-');
  return `/projects/${projectId}/collects/${y}/${m}/${d}`;
};

test.describe('collect now, before and after', () => {
  // Each test waits for real collects through the queue: give a busy machine room.
  test('lists the engines without a key before collecting; the simulator collects, and the result links to its day', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const session = await registerByApi(request);
    const project = await createProjectByApi(request, session, 'No key', {
      ...coffeeProject,
      engines: ['chatgpt'],
    });
    await useSession(context, baseURL!, session.jwt);
    await page.goto(`/projects/${project.documentId}`);
    // The first page of a test may take a while on a busy machine.
    await expect(page.getByTestId('recent-collects')).toContainText('아직 수집한 적이 없습니다', {
      timeout: 30_000,
    });

    await page.getByTestId('collect-now').click();
    const preflight = page.getByTestId('collect-preflight');
    await expect(preflight).toBeVisible();
    const engines = preflight.getByTestId('preflight-engine');
    await expect(engines).toHaveCount(1);
    await expect(engines.first()).toContainText('ChatGPT');
    await expect(engines.first()).toContainText('키 없음');
    await expect(engines.first()).toHaveAttribute('data-ready', 'false');
    // The owner may connect engines; no engine is ready, so there is nothing to collect "only".
    await expect(preflight.getByTestId('preflight-connect')).toHaveAttribute('href', '/organization/engines');
    await expect(preflight.getByTestId('preflight-collect-ready')).toHaveCount(0);
    // Nothing was collected yet: the check alone plans no run.
    await expect(page.getByTestId('recent-collect')).toHaveCount(0);

    await preflight.getByTestId('preflight-simulator').click();
    await expect(preflight).toBeHidden();
    await expect(page.getByTestId('simulated-project-note')).toBeVisible();

    // The collect is followed to its end: a green result, then its day.
    // The collect runs through the queue: however long that takes on this machine, only the test's deadline.
    await expect(page.getByTestId('collect-result-title')).toHaveText('수집을 마쳤습니다: 답변 2개', {
      timeout: 0,
    });
    await expect(page.getByTestId('collect-result')).toHaveAttribute('data-status', 'completed');
    const row = page.getByTestId('recent-collect');
    await expect(row).toHaveCount(1);
    await expect(row).toHaveAttribute('data-status', 'completed');
    await expect(page.getByTestId('latest-collect-alert')).toHaveCount(0);
    await page.getByTestId('collect-result-open-day').click();
    await expect(page).toHaveURL(new RegExp(`${dayPath(project.documentId)}$`));
    await expect(page.getByTestId('day-succeeded')).toHaveText('2');
  });

  test('collects only the engines with keys when asked to', async ({ page, context, baseURL, request }) => {
    const session = await registerByApi(request);
    const project = await createProjectByApi(request, session, 'Some keys', {
      ...coffeeProject,
      engines: ['chatgpt', 'simulated'],
    });
    await useSession(context, baseURL!, session.jwt, 'en');
    await page.goto(`/projects/${project.documentId}`);

    await page.getByTestId('collect-now').click({ timeout: 30_000 });
    const preflight = page.getByTestId('collect-preflight');
    await expect(preflight.getByTestId('preflight-engine')).toHaveText([
      /ChatGPT.*No key/,
      /Simulator.*Key ✓ · simulator/,
    ]);
    await preflight.getByTestId('preflight-collect-ready').click();
    await expect(page.getByTestId('collect-result-title')).toHaveText('Collect finished: 2 answers', {
      timeout: 0,
    });
    // Only the simulator was asked: 2 prompts × 1 engine, none failed, and the project is not switched.
    await expect(page.getByTestId('recent-collect-counts')).toHaveText('succeeded 2 · failed 0 · planned 2');
    await expect(page.getByTestId('simulated-project-note')).toHaveCount(0);
  });

  test('a collect with failed runs shows the banner and the recent collects, which open the collect day', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const session = await registerByApi(request);
    const project = await createProjectByApi(request, session, 'Half failed', {
      ...coffeeProject,
      engines: ['simulated', 'chatgpt'],
    });
    const headers = { authorization: `Bearer ${session.jwt}` };
    const started = await request.post(`/api/v1/projects/${project.documentId}/collect`, {
      headers,
      data: {},
    });
    expect(started.status(), await started.text()).toBe(202);
    await expect
      .poll(
        async () => {
          const res = await request.get(`/api/v1/projects/${project.documentId}/collects/recent`, {
            headers,
          });
          return ((await res.json()).data as Array<{ status: string }>).map((c) => c.status).join(',');
        },
        // However long the queue takes on this machine: only the test's deadline.
        { timeout: 0 },
      )
      .toBe('partial');

    await useSession(context, baseURL!, session.jwt);
    await page.goto(`/projects/${project.documentId}`);
    const alert = page.getByTestId('latest-collect-alert');
    await expect(alert).toContainText('실행 4개 중 2개가 실패했습니다', { timeout: 30_000 });
    await expect(alert.getByTestId('collect-failure-reason')).toHaveText(
      'ChatGPT: API 키 없음·거부 (실행 2개)',
    );
    await expect(alert.getByTestId('alert-connect')).toHaveAttribute('href', '/organization/engines');

    const row = page.getByTestId('recent-collect');
    await expect(row).toHaveCount(1);
    await expect(row).toHaveAttribute('data-status', 'partial');
    await expect(row.getByTestId('recent-collect-status')).toHaveText('일부 실패');
    await expect(row.getByTestId('recent-collect-counts')).toHaveText('성공 2 · 실패 2 · 계획 4');
    await expect(row.getByTestId('recent-collect-failures')).toContainText('ChatGPT: API 키 없음·거부');

    await row.getByTestId('recent-collect-day').click();
    await expect(page).toHaveURL(new RegExp(`${dayPath(project.documentId)}$`));
    await expect(page.getByTestId('day-failed')).toHaveText('2');

    await page.goBack();
    await alert.getByTestId('alert-open-day').click();
    await expect(page).toHaveURL(new RegExp(`${dayPath(project.documentId)}$`));
  });
});
