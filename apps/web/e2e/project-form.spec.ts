import { join } from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { createProjectByApi, registerByApi, type Session, useSession } from './support.ts';

/**
 * The project form's leftovers of issue 11: the schedule time is the page's own 24-hour field in Korean (the
 * browser's time field wrote "오전 09:00" in the Korean interface) and 12-hour in English, in the wizard and on the
 * edit page; the category can be changed after creation; on a phone the prompt import and its preview stack, and the
 * stored prompts are blocks instead of a table with columns off-screen.
 */

async function screenshot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS_DIR ?? join(test.info().project.outputDir, 'screens');
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

async function storedProject(request: APIRequestContext, session: Session, documentId: string) {
  const res = await request.get(`/api/v1/projects/${documentId}`, {
    headers: { authorization: `Bearer ${session.jwt}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data as {
    scheduleTime: string;
    category: string | null;
    simulated: boolean;
    queries: Array<{ active: boolean }>;
  };
}

/** What the schedule field shows: its hours, minutes and, in 12-hour form, AM/PM (null when there is none). */
async function shownTime(field: Locator, language: 'ko' | 'en') {
  const label = language === 'ko' ? '수집 시각' : 'Collection time';
  const hours = field.getByRole('spinbutton', { name: `${label} (${language === 'ko' ? '시' : 'hour'})` });
  const minutes = field.getByRole('spinbutton', {
    name: `${label} (${language === 'ko' ? '분' : 'minutes'})`,
  });
  const amPm = field.locator('select');
  return {
    text: `${await hours.inputValue()}:${await minutes.inputValue()}`,
    amPm: (await amPm.count()) === 0 ? null : await amPm.inputValue(),
    // Everything the field writes, to be sure no 오전/오후/AM/PM hides in it.
    all: await field.evaluate((el) =>
      [...el.querySelectorAll('input, select')].map((input) => (input as HTMLInputElement).value).join(' '),
    ),
  };
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('project form', () => {
  test('the schedule is 24-hour in Korean (wizard and edit page) and 12-hour in English', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    test.slow(); // the whole wizard, then the edit page in two languages
    const session = await registerByApi(request);
    await useSession(context, baseURL!, session.jwt);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/create-project');
    const next = () => page.getByRole('button', { name: '다음', exact: true }).click();
    await page.getByLabel('프로젝트 이름').fill('시각 프로젝트');
    await page.getByLabel('브랜드 이름').fill('시각 브랜드');
    await next(); // competitors
    await next(); // owned
    await next(); // prompts
    await page.getByLabel('프롬프트 붙여넣기').fill('시각 브랜드 추천');
    await page.getByRole('button', { name: '목록에 넣기' }).click();
    await next(); // tags
    await next(); // engines and schedule

    // Not the browser's time field: Chromium writes it from the browser's locale ("오전 09:00" or "09:00 AM").
    await expect(page.getByText('매일 이 시각에 수집합니다.')).toBeVisible();
    await expect(page.locator('input[type="time"]')).toHaveCount(0);
    const field = page.getByTestId('schedule-time');
    await expect(field).toBeVisible();
    expect(await shownTime(field, 'ko')).toEqual({ text: '09:00', amPm: null, all: '09 00 09:00' });
    await expect(field).not.toContainText(/오전|오후|AM|PM/);
    await screenshot(page, 'ko-1440-wizard-schedule');

    // An evening time stays 24-hour and is sent as "HH:mm".
    await field.getByRole('spinbutton', { name: '수집 시각 (시)' }).fill('21');
    await field.getByRole('spinbutton', { name: '수집 시각 (분)' }).fill('30');
    await next();
    await expect(page.getByTestId('wizard-review')).toContainText('매일 21:30 (Asia/Seoul)');
    await next();
    await page.getByRole('button', { name: '프로젝트 만들기' }).click();
    await expect(page).toHaveURL(/\/projects\/[0-9a-z]{24}$/);
    const documentId = page.url().split('/').pop()!;
    expect((await storedProject(request, session, documentId)).scheduleTime).toBe('21:30');

    await page.goto(`/projects/${documentId}/edit`);
    await expect(page.getByTestId('project-settings-form')).toBeVisible();
    expect(await shownTime(page.getByTestId('schedule-time'), 'ko')).toEqual({
      text: '21:30',
      amPm: null,
      all: '21 30 21:30',
    });
    await screenshot(page, 'ko-1440-edit-settings');

    // English: the same stored time reads 9:30 PM; 7:15 AM is saved as 07:15.
    await useSession(context, baseURL!, session.jwt, 'en');
    await page.reload();
    const english = page.getByTestId('schedule-time');
    await expect(english.getByRole('spinbutton', { name: 'Collection time (hour)' })).toHaveValue('09');
    expect(await shownTime(english, 'en')).toEqual({ text: '09:30', amPm: 'PM', all: '09 30 PM 21:30' });
    await screenshot(page, 'en-1440-edit-settings');
    await english.getByRole('spinbutton', { name: 'Collection time (hour)' }).fill('07');
    await english.getByRole('spinbutton', { name: 'Collection time (minutes)' }).fill('15');
    await english.getByRole('combobox', { name: 'Collection time (AM/PM)' }).selectOption('AM');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Project saved')).toBeVisible();
    expect((await storedProject(request, session, documentId)).scheduleTime).toBe('07:15');
  });

  test('the category is changed on the edit page and saved', async ({ page, context, baseURL, request }) => {
    const session = await registerByApi(request);
    const project = await createProjectByApi(request, session, 'Category project');
    expect((await storedProject(request, session, project.documentId)).category).toBeNull();
    await useSession(context, baseURL!, session.jwt);
    await page.goto(`/projects/${project.documentId}/edit`);

    const category = page.getByRole('combobox', { name: '카테고리' });
    await expect(category).toHaveValue('');
    await category.fill('카페');
    await category.press('Escape');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect(page.getByText('프로젝트를 저장했습니다')).toBeVisible();
    expect((await storedProject(request, session, project.documentId)).category).toBe('카페');

    // Read back after a reload, then changed in English to a built-in category and finally cleared.
    await useSession(context, baseURL!, session.jwt, 'en');
    await page.reload();
    const english = page.getByRole('combobox', { name: 'Category' });
    await expect(english).toHaveValue('카페');
    await english.fill('Cosmetics');
    await page.getByRole('option', { name: 'Cosmetics/skincare' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Project saved')).toBeVisible();
    expect((await storedProject(request, session, project.documentId)).category).toBe('Cosmetics/skincare');

    await english.fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(async () => (await storedProject(request, session, project.documentId)).category)
      .toBeNull();
  });

  test('the edit page switches a project to simulated data and back to the real engines', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const session = await registerByApi(request);
    const project = await createProjectByApi(request, session, 'Simulated switch project');
    await useSession(context, baseURL!, session.jwt);
    await page.goto(`/projects/${project.documentId}/edit`);
    const simulated = page.getByRole('switch', { name: '시뮬레이션 데이터로 수집' });
    const stored = async () => (await storedProject(request, session, project.documentId)).simulated;
    await expect(simulated).not.toBeChecked();
    expect(await stored()).toBe(false);
    await expect(page.getByText(/각 엔진에 실제로 묻습니다/)).toBeVisible();

    await simulated.click({ force: true });
    await expect(page.getByText('이제 시뮬레이션 데이터로 수집합니다')).toBeVisible();
    await expect.poll(stored).toBe(true);
    await expect(simulated).toBeChecked();
    await expect(page.getByText(/시뮬레이터가 각 엔진을 흉내 내어/)).toBeVisible();

    await page.reload();
    await expect(simulated).toBeChecked();
    await simulated.click({ force: true });
    await expect(page.getByText('이제 실제 엔진에 묻습니다')).toBeVisible();
    await expect.poll(stored).toBe(false);
  });

  for (const language of ['ko', 'en'] as const) {
    test(`on a 390 px phone the stored prompts, the import and the preview stack (${language})`, async ({
      page,
      context,
      baseURL,
      request,
    }) => {
      const session = await registerByApi(request);
      const project = await createProjectByApi(request, session, 'Phone project');
      await useSession(context, baseURL!, session.jwt, language);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/projects/${project.documentId}/edit`);
      await page.getByRole('tab', { name: language === 'ko' ? /프롬프트/ : /Prompts/ }).click();

      // The stored prompts are blocks, not a table with columns off-screen; the switch and delete button fit.
      const storedItem = page.getByTestId('prompt-edit-item');
      await expect(storedItem).toHaveCount(1);
      await expect(page.getByTestId('prompts-edit-table')).toBeHidden();
      const remove = storedItem.getByRole('button', {
        name: language === 'ko' ? '“Phone project prompt” 삭제' : 'Delete “Phone project prompt”',
      });
      expect((await remove.boundingBox())!.x + (await remove.boundingBox())!.width).toBeLessThanOrEqual(390);
      const active = storedItem.getByRole('switch', {
        name: language === 'ko' ? '“Phone project prompt” 활성' : '“Phone project prompt” active',
      });
      await expect(active).toBeChecked();
      await active.click({ force: true });
      await expect
        .poll(async () => (await storedProject(request, session, project.documentId)).queries[0]?.active)
        .toBe(false);
      await expect(active).not.toBeChecked();

      const paste = page.getByLabel(language === 'ko' ? '프롬프트 붙여넣기' : 'Paste prompts');
      await paste.fill(
        'A long prompt that asks which brand monitoring tool is best for a small Korean cosmetics company\n짧은 질문',
      );
      await page.getByRole('button', { name: language === 'ko' ? '목록에 넣기' : 'Add to list' }).click();
      await expect(page.getByTestId('prompt-preview-item')).toHaveCount(2);

      // The CSV field is under the paste box, not beside it.
      const pasteBox = (await paste.boundingBox())!;
      const csvBox = (await page.getByTestId('prompts-csv').boundingBox())!;
      expect(csvBox.y).toBeGreaterThanOrEqual(pasteBox.y + pasteBox.height);
      expect(csvBox.width).toBeGreaterThan(300);

      // Each prompt keeps the width of the phone; its language sits under it.
      const item = page.getByTestId('prompt-preview-item').first();
      const text = (await item.getByText(/^A long prompt/).boundingBox())!;
      const badge = (await item.getByTestId('prompt-preview-language').boundingBox())!;
      expect(badge.y).toBeGreaterThanOrEqual(text.y + text.height - 1);
      expect(Math.abs(badge.x - text.x)).toBeLessThan(2);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `${language}-390-edit-prompts`);

      // From the sm breakpoint they are side by side again.
      await page.setViewportSize({ width: 1440, height: 900 });
      const wide = (await page.getByTestId('prompts-csv').boundingBox())!;
      expect(wide.y).toBeLessThan((await paste.boundingBox())!.y + 10);
      const wideText = (await item.getByText(/^A long prompt/).boundingBox())!;
      const wideBadge = (await item.getByTestId('prompt-preview-language').boundingBox())!;
      expect(wideBadge.x).toBeGreaterThan(wideText.x + wideText.width - 1);
      await expect(page.getByTestId('prompts-edit-table')).toBeVisible();
      await expect(storedItem).toBeHidden();
    });
  }
});
