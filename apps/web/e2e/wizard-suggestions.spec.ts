import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { registerByApi, type Session, useSession } from './support.ts';

/**
 * The create-project wizard that helps (issue 11): a category, competitors and prompts suggested from the
 * built-in templates (no engine key here) and accepted one by one or all, no way past the prompts step without a
 * prompt, and a last step that explains the answers per day (prompts × engines × samples) and their cost.
 */

async function screenshot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS_DIR ?? join(test.info().project.outputDir, 'screens');
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function storedProject(page: Page, session: Session, documentId: string) {
  const res = await page.request.get(`/api/v1/projects/${documentId}`, {
    headers: { authorization: `Bearer ${session.jwt}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data;
}

test.describe('wizard suggestions', () => {
  test('suggests competitors and prompts, requires a prompt, and shows answers and cost per day', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    test.slow(); // the whole wizard
    const session = await registerByApi(request);
    await useSession(context, baseURL!, session.jwt);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/create-project');
    const next = () => page.getByRole('button', { name: '다음', exact: true }).click();

    await page.getByLabel('프로젝트 이름').fill('루미엘 AI 가시성');
    await page.getByLabel('브랜드 이름').fill('루미엘');
    const category = page.getByRole('combobox', { name: '카테고리' });
    await category.fill('화장');
    await page.getByRole('option', { name: '화장품/스킨케어' }).click();
    await expect(category).toHaveValue('화장품/스킨케어');
    await screenshot(page, 'ko-1440-1-brand');
    await next();

    // Competitors: suggested when the step opens, from the templates (no engine key).
    const rivals = page.getByTestId('competitor-suggestions');
    await expect(rivals.getByTestId('suggestion-source')).toHaveText('기본 템플릿 제안');
    await expect(rivals.getByTestId('suggested-item')).toHaveCount(4);
    await rivals.getByRole('button', { name: '“설화수” 추가' }).click();
    const first = page.getByRole('group', { name: '경쟁사 1' });
    await expect(first.getByRole('textbox', { name: '이름' })).toHaveValue('설화수');
    await expect(first).toContainText('sulwhasoo.com');
    await expect(rivals.getByTestId('suggested-item')).toHaveCount(3);
    await rivals.getByRole('button', { name: '모두 추가 (3)' }).click();
    await expect(page.getByTestId('competitor-row')).toHaveCount(4);
    await expect(rivals).toContainText('더 제안할 항목이 없습니다.');
    await screenshot(page, 'ko-1440-2-competitors');
    await next();
    await next(); // owned domains

    // Prompts: suggested in Korean; the wizard does not go on without one.
    const suggested = page.getByTestId('prompt-suggestions');
    await expect(suggested.getByTestId('suggestion-source')).toHaveText('기본 템플릿 제안');
    await expect(suggested.getByRole('button', { name: '“루미엘 공식 홈페이지” 추가' })).toBeVisible();
    await next();
    await expect(page.getByTestId('prompts-error')).toHaveText(
      '프롬프트를 하나 이상 넣어 주세요. 제안에서 고르거나 직접 붙여넣을 수 있습니다.',
    );
    await expect(page.getByLabel('프롬프트 붙여넣기')).toBeVisible(); // still on the prompts step
    await screenshot(page, 'ko-1440-4-prompts-error');
    const offered = await suggested.getByTestId('suggested-item').count();
    expect(offered).toBeGreaterThanOrEqual(8);
    await suggested.getByRole('button', { name: '“루미엘 공식 홈페이지” 추가' }).click();
    for (let i = 0; i < 3; i += 1) {
      await suggested.getByTestId('suggested-item').first().getByRole('button').click();
    }
    await expect(page.getByTestId('prompt-preview-count')).toHaveText('4개');
    await expect(page.getByTestId('prompts-error')).toHaveCount(0);
    await expect(suggested.getByTestId('suggested-item')).toHaveCount(offered - 4);
    await screenshot(page, 'ko-1440-4-prompts');
    await next();
    await next(); // tags

    await page.getByRole('checkbox', { name: 'ChatGPT' }).check();
    await page.getByLabel('실행당 샘플 수').fill('2');
    await next();
    await expect(page.getByTestId('wizard-review-category')).toHaveText('화장품/스킨케어');
    await next();

    // Connect an engine: 4 prompts × 2 engines × 2 samples; ChatGPT at $0.01825 an answer (stated assumption).
    await expect(page.getByTestId('wizard-answers-per-day')).toHaveText(
      '하루 답변 16개 = 프롬프트 4개 × 엔진 2개 × 샘플 2회',
    );
    const rows = page.getByTestId('wizard-cost-row');
    await expect(rows).toHaveCount(2);
    const chatgpt = rows.filter({ hasText: 'ChatGPT' });
    await expect(chatgpt).toContainText('키 없음');
    await expect(chatgpt.locator('td').nth(2)).toHaveText('8');
    await expect(chatgpt.locator('td').nth(3)).toHaveText(/\$0\.1460$/);
    await expect(chatgpt.locator('td').nth(4)).toHaveText(/\$4\.38$/);
    await expect(rows.filter({ hasText: '시뮬레이터' }).locator('td').nth(3)).toHaveText(/\$0\.00$/);
    await expect(page.getByTestId('wizard-cost-total')).toContainText('16');
    await expect(page.getByTestId('wizard-cost-total').locator('td').nth(2)).toHaveText(/\$0\.1460$/);
    await expect(page.getByTestId('wizard-cost-assumption')).toContainText(
      '입력 약 1,000 토큰, 출력 약 700 토큰',
    );
    const missing = page.getByTestId('wizard-missing-keys');
    await expect(missing).toContainText('ChatGPT: 키가 없습니다.');
    await expect(missing.getByRole('link', { name: /AI 엔진 연결하기/ })).toHaveAttribute(
      'href',
      '/organization/engines',
    );
    await screenshot(page, 'ko-1440-8-connect');

    // Simulated data: no key needed, no cost.
    await page.getByRole('checkbox', { name: '시뮬레이션 데이터로 시작' }).check();
    await expect(missing).toHaveCount(0);
    await expect(chatgpt).toContainText('키 필요 없음');
    await expect(page.getByTestId('wizard-cost-total').locator('td').nth(2)).toHaveText(/\$0\.00$/);
    await screenshot(page, 'ko-1440-8-connect-simulated');
    await page.getByRole('button', { name: '프로젝트 만들기' }).click();

    await expect(page).toHaveURL(/\/projects\/[0-9a-z]{24}$/);
    const stored = await storedProject(page, session, page.url().split('/').pop()!);
    expect(stored).toMatchObject({ category: '화장품/스킨케어', simulated: true, samplesPerRun: 2 });
    expect(stored.queries).toHaveLength(4);
    expect(stored.queries.map((q: { text: string }) => q.text)).toContain('루미엘 공식 홈페이지');
    expect(stored.competitors.map((c: { name: string }) => c.name)).toEqual([
      '설화수',
      '이니스프리',
      '라네즈',
      '닥터자르트',
    ]);
    expect(stored.competitors[0].domains).toEqual(['sulwhasoo.com']);
  });

  for (const [locale, width] of [
    ['en', 390],
    ['en', 1440],
    ['ko', 390],
  ] as const) {
    test(`every step fits ${width} px in ${locale === 'en' ? 'English' : 'Korean'}`, async ({
      page,
      context,
      baseURL,
      request,
    }) => {
      test.slow();
      const session = await registerByApi(request);
      await useSession(context, baseURL!, session.jwt, locale);
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/create-project');
      const en = locale === 'en';
      const shot = async (step: string) => {
        expect(await overflow(page), step).toBeLessThanOrEqual(0);
        await screenshot(page, `${locale}-${width}-${step}`);
      };
      const next = () => page.getByRole('button', { name: en ? 'Next' : '다음', exact: true }).click();
      await page.getByLabel(en ? 'Project name' : '프로젝트 이름').fill('Lumiel visibility');
      await page.getByLabel(en ? 'Brand name' : '브랜드 이름').fill('Lumiel');
      if (en) {
        // An English project: suggestions in English, for the international market.
        await page.getByRole('combobox', { name: 'Language' }).click();
        await page.getByRole('option', { name: 'English' }).click();
      }
      await page.getByRole('combobox', { name: en ? 'Category' : '카테고리' }).fill(en ? 'Airlines' : '항공');
      await page.keyboard.press('Escape');
      await shot('1-brand');
      await next();
      await expect(page.getByTestId('competitor-suggestions').getByTestId('suggestion-source')).toHaveText(
        en ? 'From templates' : '기본 템플릿 제안',
      );
      await page
        .getByTestId('competitor-suggestions')
        .getByRole('button', { name: en ? 'Add all (4)' : '모두 추가 (5)' })
        .click();
      await shot('2-competitors');
      await next();
      await shot('3-owned');
      await next();
      await expect(
        page.getByTestId('prompt-suggestions').getByTestId('suggested-item').first(),
      ).toBeVisible();
      await next();
      await expect(page.getByTestId('prompts-error')).toBeVisible();
      await page
        .getByTestId('prompt-suggestions')
        .getByRole('button', { name: /^(Add all|모두 추가)/ })
        .click();
      await shot('4-prompts');
      await next();
      await shot('5-tags');
      await next();
      await page.getByRole('checkbox', { name: 'ChatGPT' }).check();
      await shot('6-engines');
      await next();
      await shot('7-review');
      await next();
      await expect(page.getByTestId('wizard-cost-row')).toHaveCount(2);
      await shot('8-connect');
    });
  }
});
