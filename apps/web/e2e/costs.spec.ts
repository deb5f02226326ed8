import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import { collectNowAndWait, createProjectByApi, registerByApi, useSession } from './support.ts';

test.describe('costs and budgets', () => {
  test('shows the project costs, sets a monthly budget, and opens the organization costs', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const session = await registerByApi(request);
    const project = await createProjectByApi(request, session, 'Costs project', {
      brandName: '오늘커피',
      engines: ['simulated'],
      queries: [{ text: '서울 커피 브랜드 추천' }, { text: 'best coffee in Seoul', language: 'en' }],
    });
    await collectNowAndWait(request, session, project.documentId, 'completed:2');
    await useSession(context, baseURL!, session.jwt);
    await page.goto(`/projects/${project.documentId}`);

    // The costs section: the month's cost (the simulator's answers cost 0, and say so), one row per month × engine.
    const costs = page.getByTestId('project-costs');
    await costs.scrollIntoViewIfNeeded();
    await expect(costs.getByRole('heading', { name: '비용', exact: true })).toBeVisible();
    await expect(costs.getByTestId('costs-simulated')).toBeVisible();
    await expect(costs.getByTestId('cost-month-value')).toHaveText('US$0.00');
    await expect(costs.getByTestId('cost-row')).toHaveCount(1);
    await expect(costs.getByTestId('cost-row').first()).toContainText('시뮬레이터');
    await expect(costs.getByTestId('cost-budget-value')).toHaveText('예산 없음');
    // Nothing costs anything yet: the chart shows the tokens instead.
    await expect(costs.getByText('월별 토큰')).toBeVisible();

    // An editor (the owner here) sets a budget of $25.
    await costs.getByTestId('budget-edit').click();
    await page.getByTestId('budget-input').fill('25');
    await page.getByTestId('budget-save').click();
    await expect(page.getByText('예산을 저장했습니다')).toBeVisible();
    await expect(costs.getByTestId('cost-budget-value')).toHaveText('US$25.00');
    await expect(costs.getByTestId('budget-used')).toContainText('US$25.00 중 US$0.00 사용');
    const saved = await request.get(`/api/v1/projects/${project.documentId}/budget`, {
      headers: { authorization: `Bearer ${session.jwt}` },
    });
    expect((await saved.json()).data).toMatchObject({ monthlyBudget: 25, paused: false });
    await expect(page.getByTestId('budget-paused')).toHaveCount(0);

    // The organization's costs list the project with its budget; the table groups by project on demand (in the URL).
    await costs.getByTestId('open-organization-costs').click();
    await expect(page).toHaveURL(/\/organization\/costs$/);
    const budgets = page.getByTestId('organization-budget-row');
    await expect(budgets).toHaveCount(1);
    await expect(budgets.first()).toContainText('Costs project');
    await expect(budgets.first()).toContainText('US$25.00');
    // The tiles read the server's summary of every project (one here, not paused).
    await expect(page.getByTestId('organization-paused')).toContainText('0');
    // The budgets are sorted by the server, the sort kept in the URL beside the cost table's.
    await page
      .getByTestId('organization-budgets')
      .getByRole('button', { name: /^예상 비용 .*정렬/ })
      .click();
    await expect(page).toHaveURL(/budgetSort=projected%3Adesc|budgetSort=projected:desc/);
    await expect(budgets).toHaveCount(1);
    await page.getByTestId('cost-grouping').getByText('프로젝트별').click();
    await expect(page).toHaveURL(/group=project/);
    await expect(page.getByTestId('organization-cost-row').first()).toContainText('Costs project');
  });
});
