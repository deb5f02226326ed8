import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import { createProjectByApi, registerByApi, useSession } from './support.ts';

test.describe('collection and tracking', () => {
  test('collects now from the details page and shows the runs in the day view', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const session = await registerByApi(request);
    const project = await createProjectByApi(request, session, 'Collect project', {
      brandName: '오늘커피',
      engines: ['simulated'],
      queries: [{ text: '서울 커피 브랜드 추천' }, { text: 'best coffee in Seoul', language: 'en' }],
    });
    await useSession(context, baseURL!, session.jwt);
    await page.goto(`/projects/${project.documentId}`);
    await page.getByTestId('collect-now').click();
    await expect(page.getByText('수집을 시작했습니다: 2개 실행')).toBeVisible();
    // The user leaves for the tracking screen while it runs: when it ends, the screen's numbers come by themselves.
    await page.getByTestId('navigation').getByRole('link', { name: '프로젝트 추적', exact: true }).click();
    await expect(page).toHaveURL(/\/projects\/tracking/);

    // The simulator answers both runs through the queue (an answer may be empty, as engines' sometimes are).
    let answered = 0;
    await expect
      .poll(
        async () => {
          const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
          const [y, m, d] = today.split('-');
          const day = await request.get(`/api/v1/projects/${project.documentId}/collects/${y}/${m}/${d}`, {
            headers: { authorization: `Bearer ${session.jwt}` },
          });
          const collects = (await day.json()).data as Array<{
            status: string;
            chats: Array<{ status: string }>;
          }>;
          answered = collects.flatMap((c) => c.chats).filter((chat) => chat.status === 'ok').length;
          return collects.map((c) => `${c.status}:${c.chats.length}`).join(',');
        },
        // However long the queue takes on this machine: only the test's deadline.
        { timeout: 0 },
      )
      .toBe('completed:2');

    // The tracking screen shows those two answers without a reload: n, the brands, and that they are simulated.
    await expect(page.getByTestId('tracking-n')).toHaveText(String(answered));
    await expect(page.getByTestId('tracking-simulated')).toBeVisible();
    const rows = page.getByTestId('tracking-brand-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('오늘커피');
    await expect(rows.first()).toContainText('우리 브랜드');
    await expect(rows.first()).toContainText(`답변 ${answered}개 중`);

    // The details page leads to today's collect day (in the project's timezone).
    await page.goto(`/projects/${project.documentId}`);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date()).split('-');
    await page.getByTestId('open-collects').click();
    await expect(page).toHaveURL(new RegExp(`/projects/${project.documentId}/collects/${today.join('/')}$`));
  });
});
