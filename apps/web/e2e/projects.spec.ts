import { join } from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { createProjectByApi, registerByApi, type Session, useSession } from './support.ts';

interface StoredProject {
  id: number;
  documentId: string;
  name: string;
  status: string;
  engines: string[];
  featureImage: { mime: string; width: number } | null;
  scheduleTime: string;
  samplesPerRun: number;
  brandAliases: string[];
  queries: Array<{ documentId: string; text: string; language: string }>;
  competitors: Array<{ name: string; aliases: string[]; domains: string[] }>;
  ownedMedia: Array<{ kind: string; value: string }>;
  tags: Array<{ name: string }>;
  evaluationItems: Array<{ name: string; keywords: string[] }>;
}

/** A 1×1 PNG, as a feature image. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const auth = (session: Session) => ({ authorization: `Bearer ${session.jwt}` });

async function getProject(request: APIRequestContext, session: Session, documentId: string) {
  const res = await request.get(`/api/v1/projects/${documentId}`, { headers: auth(session) });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data as StoredProject;
}

async function workspaceProjects(request: APIRequestContext, session: Session) {
  const res = await request.get(
    `/api/projects?filters[workspace][id][$eq]=${session.user.lastSelectedWorkspaceId}`,
    { headers: auth(session) },
  );
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data as StoredProject[];
}

async function screenshot(page: Page, name: string) {
  await page.screenshot({
    path: join(test.info().project.outputDir, 'screens', `${name}.png`),
    fullPage: true,
  });
}

/** Types a value into a Mantine TagsInput and accepts it with Enter. */
async function addTag(input: Locator, value: string) {
  await input.fill(value);
  await input.press('Enter');
}

/** Fills the brand step (Korean). */
async function fillBrand(page: Page, name: string, brand: string) {
  await page.getByLabel('프로젝트 이름').fill(name);
  await page.getByLabel('브랜드 이름').fill(brand);
}

/** Pastes one prompt on the prompts step (the wizard needs at least one). */
async function addPrompt(page: Page, text: string) {
  await page.getByLabel('프롬프트 붙여넣기').fill(text);
  await page.getByRole('button', { name: '목록에 넣기' }).click();
}

async function next(page: Page) {
  await page.getByRole('button', { name: '다음', exact: true }).click();
}

test.describe('project screens', () => {
  test('creates a project through the whole wizard in Korean, with pasted and CSV prompts', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    test.slow(); // the whole wizard, then checks through the API and a reload
    const session = await registerByApi(request);
    await useSession(context, baseURL!, session.jwt);
    await page.goto('/create-project');
    await expect(page).toHaveTitle('프로젝트 만들기 · Sightline');
    await expect(page.getByRole('heading', { name: '새 프로젝트' })).toBeVisible();

    // A required field stops the wizard on its step.
    await next(page);
    await expect(page.getByText('필수 입력 항목입니다').first()).toBeVisible();

    await fillBrand(page, '한국 브랜드 모니터링', '사이트라인');
    await addTag(page.getByRole('combobox', { name: '브랜드 별칭' }), 'Sightline');
    await page.getByLabel('설명').fill('AI 답변 속 브랜드 노출을 봅니다.');
    const imageChooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /대표 이미지/ }).click();
    await (await imageChooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng });
    await expect(page.getByTestId('feature-image-preview')).toBeVisible();
    await screenshot(page, 'wizard-brand');
    await next(page);

    await page.getByRole('button', { name: '경쟁사 추가' }).click();
    const competitor = page.getByRole('group', { name: '경쟁사 1' });
    await competitor.getByLabel('이름', { exact: false }).fill('라이벌');
    await addTag(competitor.getByRole('combobox', { name: '별칭' }), 'Rival');
    await addTag(competitor.getByRole('combobox', { name: '도메인' }), 'rival.co.kr');
    await next(page);

    await addTag(page.getByRole('combobox', { name: '자사 도메인' }), 'sightline.co.kr');
    await next(page);

    await page
      .getByLabel('프롬프트 붙여넣기')
      .fill(
        'AI 브랜드 모니터링 도구 추천\n\n가장 좋은 AI 검색 분석 서비스는?\nAI 브랜드 모니터링 도구 추천\n지울 프롬프트\n',
      );
    await page.getByRole('button', { name: '목록에 넣기' }).click();
    await expect(page.getByTestId('prompt-preview-count')).toHaveText('3개');
    await page.getByRole('button', { name: '“지울 프롬프트” 빼기' }).click();
    await expect(page.getByTestId('prompt-preview-count')).toHaveText('2개');

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /CSV 파일/ }).click();
    await (await chooser).setFiles({
      name: 'prompts.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'prompt,language\nBest AI visibility tool?,en\n가장 좋은 AI 검색 분석 서비스는?,ko\n',
      ),
    });
    await expect(page.getByTestId('prompt-import-status')).toHaveText(
      '1개를 넣었습니다. 중복 1개는 건너뛰었습니다.',
    );
    await expect(page.getByTestId('prompt-preview-count')).toHaveText('3개');
    await expect(page.getByTestId('prompt-preview-item')).toHaveText([
      /AI 브랜드 모니터링 도구 추천/,
      /가장 좋은 AI 검색 분석 서비스는\?/,
      /Best AI visibility tool\?\s*en/,
    ]);
    await screenshot(page, 'wizard-prompts');
    await next(page);

    await addTag(page.getByRole('combobox', { name: '태그' }), '브랜드');
    await page.getByRole('button', { name: '평가 항목 추가' }).click();
    const item = page.getByRole('group', { name: '평가 항목 1' });
    await item.getByLabel('평가 항목 이름').fill('가격');
    await addTag(item.getByRole('combobox', { name: '키워드' }), '저렴');
    await next(page);

    // The simulator is labelled as simulated data.
    await expect(page.getByRole('checkbox', { name: '시뮬레이터 (시뮬레이션 데이터)' })).toBeChecked();
    await expect(page.getByText('시뮬레이션 데이터', { exact: true })).toBeVisible();
    await page.getByRole('checkbox', { name: 'ChatGPT' }).check();
    await page.getByRole('spinbutton', { name: '수집 시각 (시)' }).fill('07');
    await page.getByRole('spinbutton', { name: '수집 시각 (분)' }).fill('30');
    await page.getByLabel('실행당 샘플 수').fill('2');
    await screenshot(page, 'wizard-engines');
    await next(page);

    const review = page.getByTestId('wizard-review');
    await expect(review).toContainText('한국 브랜드 모니터링');
    await expect(review).toContainText('매일 07:30 (Asia/Seoul) · 실행당 2회');
    await expect(page.getByTestId('wizard-review-counts')).toHaveText(
      '경쟁사 1 · 자사 도메인 1 · 프롬프트 3 · 태그 1 · 평가 항목 1',
    );
    await screenshot(page, 'wizard-review');
    await next(page);
    await expect(page.getByTestId('wizard-answers-per-day')).toHaveText(
      '하루 답변 12개 = 프롬프트 3개 × 엔진 2개 × 샘플 2회',
    );
    await page.getByRole('button', { name: '프로젝트 만들기' }).click();

    await expect(page).toHaveURL(/\/projects\/[0-9a-z]{24}$/);
    await expect(page).toHaveTitle('프로젝트 상세 · Sightline');
    await expect(page.getByTestId('project-title')).toHaveText('한국 브랜드 모니터링');
    await expect(page.getByTestId('project-switcher')).toHaveText('한국 브랜드 모니터링');
    await expect(page.getByTestId('project-prompt-row')).toHaveCount(3);
    await expect(page.getByTestId('project-competitors')).toContainText('rival.co.kr');
    await expect(page.getByTestId('project-engines')).toContainText('시뮬레이터 · 시뮬레이션 데이터');
    await expect(page.getByTestId('project-feature-image')).toHaveAttribute('src', /^\/uploads\/.+\.png$/);
    await screenshot(page, 'project-details');

    const documentId = page.url().split('/').pop()!;
    const stored = await getProject(request, session, documentId);
    expect(stored).toMatchObject({
      name: '한국 브랜드 모니터링',
      brandAliases: ['Sightline'],
      scheduleTime: '07:30',
      samplesPerRun: 2,
      competitors: [{ name: '라이벌', aliases: ['Rival'], domains: ['rival.co.kr'] }],
      ownedMedia: [{ kind: 'domain', value: 'sightline.co.kr' }],
      tags: [{ name: '브랜드' }],
      evaluationItems: [{ name: '가격', keywords: ['저렴'] }],
      featureImage: { mime: 'image/png', width: 1 },
    });
    expect([...stored.engines].sort()).toEqual(['chatgpt', 'simulated']);
    expect(stored.queries.map((q) => [q.text, q.language])).toEqual([
      ['AI 브랜드 모니터링 도구 추천', 'ko'],
      ['가장 좋은 AI 검색 분석 서비스는?', 'ko'],
      ['Best AI visibility tool?', 'en'],
    ]);

    await page.reload();
    await expect(page.getByTestId('project-switcher')).toHaveText('한국 브랜드 모니터링');
    const me = await request.get('/api/users/me', { headers: auth(session) });
    expect((await me.json()).lastSelectedProjectId).toBe(stored.id);
  });

  test('shows a server validation error on the competitor step and creates nothing until it is fixed', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    test.slow(); // two trips through the wizard
    const session = await registerByApi(request);
    await useSession(context, baseURL!, session.jwt);
    await page.goto('/create-project');
    await fillBrand(page, '검증 프로젝트', '검증 브랜드');
    await next(page);
    await page.getByRole('button', { name: '경쟁사 추가' }).click();
    const competitor = page.getByRole('group', { name: '경쟁사 1' });
    await competitor.getByLabel('이름', { exact: false }).fill('라이벌');
    const domains = competitor.getByRole('combobox', { name: '도메인' });
    await addTag(domains, 'not a domain');
    await next(page);
    await next(page);
    await addPrompt(page, '검증 브랜드 추천');
    for (let step = 0; step < 4; step += 1) await next(page);
    await page.getByRole('button', { name: '프로젝트 만들기' }).click();

    await expect(page.getByTestId('wizard-errors')).toContainText(
      '표시된 항목을 고친 뒤 다시 만들어 주세요.',
    );
    await expect(competitor).toContainText('“not a domain”: 도메인 이름이 아닙니다 (예: example.co.kr)');
    await expect(page).toHaveURL(/\/create-project$/);
    await screenshot(page, 'wizard-server-error');
    expect(await workspaceProjects(request, session)).toEqual([]);

    // Fixing the domain and going straight back to the last step creates the project.
    await domains.click();
    await domains.press('Backspace');
    await addTag(domains, 'https://www.Rival.com/about');
    await page.getByRole('button', { name: '엔진 연결' }).click();
    await page.getByRole('button', { name: '프로젝트 만들기' }).click();
    await expect(page).toHaveURL(/\/projects\/[0-9a-z]{24}$/);
    const [created] = await workspaceProjects(request, session);
    expect(created?.name).toBe('검증 프로젝트');
    const stored = await getProject(request, session, created!.documentId);
    expect(stored.competitors[0]?.domains).toEqual(['rival.com']);
  });

  test('edits the project name and adds and deletes a prompt', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const session = await registerByApi(request);
    const project = await createProjectByApi(request, session, 'Before edit');
    await useSession(context, baseURL!, session.jwt);
    await page.goto(`/projects/${project.documentId}/edit`);
    await expect(page).toHaveTitle('프로젝트 수정 · Sightline');
    await expect(page.getByTestId('project-switcher')).toHaveText('Before edit');

    await page.getByLabel('프로젝트 이름').fill('After edit');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect(page.getByText('프로젝트를 저장했습니다')).toBeVisible();
    await expect(page.getByTestId('project-switcher')).toHaveText('After edit');
    expect((await getProject(request, session, project.documentId)).name).toBe('After edit');

    await page.getByRole('tab', { name: /프롬프트/ }).click();
    await page.getByLabel('프롬프트 붙여넣기').fill('새로 추가한 프롬프트\n\n');
    await page.getByRole('button', { name: '목록에 넣기' }).click();
    await page.getByRole('button', { name: '프롬프트 1개 추가' }).click();
    const row = page.getByTestId('prompt-edit-row').filter({ hasText: '새로 추가한 프롬프트' });
    await expect(row).toBeVisible();
    await expect(page.getByTestId('prompt-preview-count')).toHaveText('0개');
    let stored = await getProject(request, session, project.documentId);
    expect(stored.queries.map((q) => q.text)).toEqual(['Before edit prompt', '새로 추가한 프롬프트']);
    await screenshot(page, 'edit-prompts');

    await page.getByRole('button', { name: '“새로 추가한 프롬프트” 삭제' }).click();
    await page.getByRole('button', { name: '삭제', exact: true }).click();
    await expect(row).toHaveCount(0);
    stored = await getProject(request, session, project.documentId);
    expect(stored.queries.map((q) => q.text)).toEqual(['Before edit prompt']);
  });

  test('saves the owned media list', async ({ page, context, baseURL, request }) => {
    const session = await registerByApi(request);
    const project = await createProjectByApi(request, session, 'Media project');
    await useSession(context, baseURL!, session.jwt);
    await page.goto(`/projects/${project.documentId}/media`);
    await expect(page).toHaveTitle('미디어 설정 · Sightline');

    await page.getByRole('button', { name: '항목 추가' }).click();
    await page.getByRole('group', { name: '자사 미디어 1' }).getByLabel('값').fill('sightline.co.kr');
    await page.getByRole('button', { name: '항목 추가' }).click();
    const second = page.getByRole('group', { name: '자사 미디어 2' });
    await second.getByRole('combobox', { name: '종류' }).click();
    await page.getByRole('option', { name: 'URL' }).click();
    await second.getByLabel('값').fill('https://sightline.co.kr/about');
    await page.getByRole('button', { name: '자사 미디어 저장' }).click();
    await expect(page.getByText('자사 미디어를 저장했습니다')).toBeVisible();
    await screenshot(page, 'owned-media');

    const stored = await getProject(request, session, project.documentId);
    expect(stored.ownedMedia.map((m) => [m.kind, m.value])).toEqual([
      ['domain', 'sightline.co.kr'],
      ['url', 'https://sightline.co.kr/about'],
    ]);
    await page.reload();
    await expect(page.getByTestId('owned-media-row')).toHaveCount(2);
  });

  test('deactivates and activates the project on its details page', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const session = await registerByApi(request);
    const project = await createProjectByApi(request, session, 'Status project');
    await useSession(context, baseURL!, session.jwt);
    await page.goto(`/projects/${project.documentId}`);
    await expect(page.getByTestId('project-status')).toHaveText('활성');
    // Opening the project selects it.
    await expect(page.getByTestId('project-switcher')).toHaveText('Status project');

    await page.getByRole('button', { name: '비활성화' }).click();
    await expect(page.getByTestId('project-status')).toHaveText('비활성');
    expect((await getProject(request, session, project.documentId)).status).toBe('inactive');

    await page.getByRole('button', { name: '활성화', exact: true }).click();
    await expect(page.getByTestId('project-status')).toHaveText('활성');
    expect((await getProject(request, session, project.documentId)).status).toBe('active');
  });

  test('answers an unknown project with the 404 screen', async ({ page, context, baseURL, request }) => {
    const session = await registerByApi(request);
    const other = await registerByApi(request);
    const foreign = await createProjectByApi(request, other, 'Not yours');
    await useSession(context, baseURL!, session.jwt);
    await page.goto('/projects/zzzzzzzzzzzzzzzzzzzzzzzz');
    await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
    await page.goto(`/projects/${foreign.documentId}/edit`);
    await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
    await expect(page.getByText('Not yours')).toHaveCount(0);
  });

  test('shows the project screens in English', async ({ page, context, baseURL, request }) => {
    const session = await registerByApi(request);
    const project = await createProjectByApi(request, session, 'English project');
    await useSession(context, baseURL!, session.jwt, 'en');

    await page.goto(`/projects/${project.documentId}`);
    await expect(page).toHaveTitle('Project Details · Sightline');
    await expect(page.getByTestId('project-status')).toHaveText('Active');
    await expect(page.getByRole('button', { name: 'Deactivate' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit project' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Media settings' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Collection settings' })).toBeVisible();
    await expect(page.getByTestId('project-engines')).toHaveText('Simulator · Simulated data');
    await screenshot(page, 'project-details-en');

    await page.getByRole('link', { name: 'Edit project' }).click();
    await expect(page.getByRole('heading', { name: 'Edit project' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Tags & evaluation items' })).toBeVisible();

    await page.goto('/create-project');
    await expect(page.getByRole('heading', { name: 'New project' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cancel and go back' })).toHaveAttribute('href', '/');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText('This field is required').first()).toBeVisible();
    await page.getByLabel('Project name').fill('Wizard in English');
    await page.getByLabel('Brand name').fill('Brand');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Add competitor' })).toBeVisible();
  });

  test('fits a 1024 px wide screen', async ({ page, context, baseURL, request }) => {
    const session = await registerByApi(request);
    const project = await createProjectByApi(request, session, '좁은 화면 프로젝트');
    await useSession(context, baseURL!, session.jwt);
    await page.setViewportSize({ width: 1024, height: 768 });
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

    for (const path of [`/projects/${project.documentId}`, `/projects/${project.documentId}/edit`]) {
      await page.goto(path);
      await expect(page.getByTestId('project-switcher')).toHaveText('좁은 화면 프로젝트');
      expect(await overflow()).toBeLessThanOrEqual(0);
    }
    await page.getByRole('tab', { name: /경쟁사/ }).click();
    await expect(page.getByTestId('competitor-new')).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'edit-competitors-1024');

    await page.goto('/create-project');
    await fillBrand(page, '좁은 화면', '브랜드');
    for (let step = 0; step < 3; step += 1) await next(page);
    await addPrompt(page, '브랜드 추천');
    for (let step = 0; step < 2; step += 1) await next(page);
    await expect(page.getByRole('checkbox', { name: 'ChatGPT' })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'wizard-engines-1024');
  });
});
