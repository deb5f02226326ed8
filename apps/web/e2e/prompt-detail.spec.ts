import { type APIRequestContext, expect } from '@playwright/test';
import type { PromptReport, PromptSearchesResponse } from '@sightline/contracts';
import { test } from './fixtures.ts';
import {
  collectNowAndWait,
  createProjectByApi,
  registerByApi,
  type Session,
  seoulToday,
  useSession,
} from './support.ts';

const auth = (session: Session) => ({ authorization: `Bearer ${session.jwt}` });
const seoulDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );
/** The screen's default range: the 7 days ending today in Seoul. */
const range = () => `from=${seoulDay(-6)}&to=${seoulDay()}`;
const num = (value: number) => new Intl.NumberFormat('ko-KR').format(value);
const pct = (value: number | null) =>
  value === null
    ? '–'
    : `${new Intl.NumberFormat('ko-KR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value * 100)}%`;

async function promptReport(request: APIRequestContext, session: Session, promptId: string) {
  const res = await request.get(`/api/v1/prompts/${promptId}/report?${range()}`, { headers: auth(session) });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: PromptReport }).data;
}

async function collectsOfToday(request: APIRequestContext, session: Session, projectId: string) {
  const [y, m, d] = seoulToday().split('-');
  const res = await request.get(`/api/v1/projects/${projectId}/collects/${y}/${m}/${d}`, {
    headers: auth(session),
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data as Array<{ status: string; planned: number; chats: unknown[] }>;
}

test('the prompt screen shows the prompt, its brands as the API counts them, its answers, and collects it now', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const session = await registerByApi(request);
  // A simulated project imitating two engines: each engine gets its own line and card.
  const project = await createProjectByApi(request, session, '프롬프트 화면', {
    brandName: '오늘커피',
    brandAliases: ['Oneul Coffee'],
    engines: ['chatgpt', 'gemini'],
    simulated: true,
    samplesPerRun: 2,
    competitors: [{ name: '별빛커피' }, { name: '빈브라더스' }],
    queries: [{ text: '서울 커피 브랜드 추천' }, { text: 'best coffee brands in Seoul', language: 'en' }],
  });
  const created = project as unknown as { queries: Array<{ documentId: string; text: string }> };
  const prompt = created.queries.find((q) => q.text === '서울 커피 브랜드 추천')!;
  await collectNowAndWait(request, session, project.documentId, 'completed:8');
  const report = await promptReport(request, session, prompt.documentId);
  expect(report.n + report.noAnswers).toBe(4);
  expect(report.n).toBeGreaterThan(0);

  await useSession(context, baseURL!, session.jwt);
  await page.goto(`/prompts/${prompt.documentId}`);
  await expect(page).toHaveTitle('프롬프트 · Sightline');

  // The header: the prompt, its project, its state, the simulated label; the range's simulated answers said so.
  await expect(page.getByTestId('prompt-text')).toHaveText('서울 커피 브랜드 추천', { timeout: 30_000 });
  await expect(page.getByTestId('prompt-project')).toContainText('프롬프트 화면');
  await expect(page.getByTestId('prompt-active')).toHaveText('활성');
  await expect(page.getByTestId('prompt-header').getByTestId('simulated-badge')).toBeVisible();
  await expect(page.getByTestId('prompt-simulated')).toBeVisible();
  await expect(page.getByTestId('prompt-summary')).toContainText(num(report.n));

  // n and the own brand's visibility per engine, as the API counts them.
  const engines = page.getByTestId('prompt-engine');
  await expect(engines).toHaveCount(report.byEngine.length);
  for (const e of report.byEngine) {
    const card = page.locator(`[data-testid="prompt-engine"][data-engine="${e.engine}"]`);
    await expect(card.getByTestId('prompt-engine-visibility')).toHaveText(pct(e.visibility.value));
    if (e.n > 0) await expect(card.getByTestId('prompt-engine-n')).toContainText(num(e.n));
  }

  // The charts are drawn.
  await expect(page.getByTestId('prompt-trend').locator('.recharts-surface').first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('prompt-ranks').locator('.recharts-surface').first()).toBeVisible();

  // One row per brand, each with the API's n, visibility and chances of first and top 3.
  const rows = page.getByTestId('prompt-brand-row');
  await expect(rows).toHaveCount(report.brands.length);
  for (const [i, brand] of report.brands.entries()) {
    const row = rows.nth(i);
    await expect(row.getByTestId('prompt-brand-name')).toHaveText(brand.name);
    await expect(row.getByTestId('prompt-brand-n')).toHaveText(num(report.n));
    await expect(row.getByTestId('prompt-brand-visibility')).toHaveText(pct(brand.visibility.value));
    await expect(row.getByTestId('prompt-brand-first')).toHaveText(pct(brand.first.value));
    await expect(row.getByTestId('prompt-brand-top3')).toHaveText(pct(brand.top3.value));
  }

  // What the engines searched for it (the simulator says): one row per search, as the API lists them.
  const searchesRes = await request.get(`/api/v1/prompts/${prompt.documentId}/searches?${range()}`, {
    headers: auth(session),
  });
  expect(searchesRes.ok(), await searchesRes.text()).toBe(true);
  const searches = ((await searchesRes.json()) as { data: PromptSearchesResponse['data'] }).data;
  expect(searches.searches.length).toBeGreaterThan(0);
  expect(searches.searches.some((s) => s.query === '서울 커피 브랜드 추천')).toBe(true);
  await expect(page.getByTestId('prompt-search-row')).toHaveCount(Math.min(searches.searches.length, 25));
  await expect(page.getByTestId('prompt-searches-basis')).toContainText('답변');

  // The answers list holds this prompt's answers only (the other prompt's are not there), newest first.
  const answers = page.locator('#prompt-answers').getByTestId('answer-list-item');
  await expect(answers).toHaveCount(report.n + report.noAnswers);
  const prompts = await page.locator('#prompt-answers').getByTestId('answer-list-prompt').allTextContents();
  expect(new Set(prompts)).toEqual(new Set(['서울 커피 브랜드 추천']));

  // A brand with answers opens the answers naming it.
  const named = report.brands.find((b) => b.visibility.count > 0);
  if (named) {
    await rows.nth(report.brands.indexOf(named)).getByTestId('prompt-brand-answers').click();
    const drawer = page.getByTestId('answer-list-drawer');
    await expect(drawer.getByTestId('answer-list-item')).toHaveCount(named.visibility.count);
    await page.keyboard.press('Escape');
    await expect(drawer.getByTestId('answer-list-item')).toHaveCount(0);
  }

  // An answer opens in the prompt's chat route, which leads back to the prompt.
  await answers.first().click();
  await expect(page).toHaveURL(new RegExp(`/prompts/${prompt.documentId}/chats/[0-9a-z]+`));
  await expect(page.getByTestId('chat-prompt')).toHaveText('서울 커피 브랜드 추천', { timeout: 20_000 });
  await page.getByTestId('chat-back').click();
  await expect(page.getByTestId('prompt-text')).toHaveText('서울 커피 브랜드 추천');

  // Collect now asks this prompt alone (2 engines × 2 samples) and, once it is done, the numbers grow.
  await page.getByTestId('prompt-collect-now').click();
  await expect(page.getByText('수집을 시작했습니다: 실행 4건')).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () => (await collectsOfToday(request, session, project.documentId)).map((c) => c.planned), {
      timeout: 30_000,
    })
    .toContain(4);
  // The collect runs through the queue: however long that takes on this machine, only the test's deadline.
  await expect(page.getByTestId('prompt-collect-result')).toBeVisible({ timeout: 0 });
  const after = await promptReport(request, session, prompt.documentId);
  expect(after.n + after.noAnswers).toBe(8);
  await expect(rows.first().getByTestId('prompt-brand-n')).toHaveText(num(after.n), { timeout: 30_000 });
  await expect(answers).toHaveCount(after.n + after.noAnswers, { timeout: 30_000 });
});

test('before any answer the screen says so and offers collect now; another organization never sees the prompt', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const owner = await registerByApi(request);
  const project = await createProjectByApi(request, owner, '남의 프로젝트', {
    queries: [{ text: '남의 프롬프트' }],
  });
  const created = project as unknown as { queries: Array<{ documentId: string }> };
  await useSession(context, baseURL!, owner.jwt);
  await page.goto(`/prompts/${created.queries[0]!.documentId}`);
  await expect(page.getByTestId('prompt-text')).toHaveText('남의 프롬프트', { timeout: 30_000 });
  const empty = page.getByTestId('empty-state');
  await expect(empty).toContainText('이 기간에는 이 프롬프트의 답변이 없습니다');
  await expect(empty.getByTestId('prompt-collect-now')).toBeEnabled();
  await context.clearCookies();
  const stranger = await registerByApi(request);
  await useSession(context, baseURL!, stranger.jwt);
  await page.goto(`/prompts/${created.queries[0]!.documentId}`);
  await expect(page.getByText('프롬프트를 찾을 수 없습니다')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('남의 프롬프트')).toHaveCount(0);
});
