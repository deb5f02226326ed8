import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { OptimisationKind, OptimisationResponse } from '@sightline/contracts';
import Papa from 'papaparse';
import { withCollectedProject } from './fixtures.ts';
import { answeredCount, type Session, selectProject, seoulToday, useSession } from './support.ts';

/**
 * The optimisation report (`/reports/optimisation`, issue 16). The simulator's answers differ per project, so which
 * recommendations come out is not known in advance: each test reads the API's report for the screen's range first and
 * checks that the screen shows exactly those, in that order (and the empty state when there are none).
 */

const kindNames: Record<OptimisationKind, { ko: string; en: string }> = {
  prompt_gap: { ko: '프롬프트 공백', en: 'Prompt gap' },
  outreach_domain: { ko: '아웃리치 도메인', en: 'Outreach domain' },
  content_type: { ko: '콘텐츠 유형', en: 'Content type' },
  owned_page_drop: { ko: '자사 페이지 하락', en: 'Owned page drop' },
  engine_gap: { ko: '엔진 격차', en: 'Engine gap' },
};
const count = (value: number) => new Intl.NumberFormat('ko-KR').format(value);
const impactKo = (answers: number) => `예상 효과: 답변 ${count(answers)}개`;
const impactEn = (answers: number) => `Estimated impact: ${count(answers)} answer${answers === 1 ? '' : 's'}`;

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function screenshot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS_DIR ?? join(test.info().project.outputDir, 'screens');
  await page.screenshot({ path: join(dir, `optimisation-${name}.png`), fullPage: true });
}

/**
 * A project of six prompts on the simulator, three samples each, collected once (18 runs today): both tests only read
 * it, so each worker collects it once for both.
 */
const test = withCollectedProject(
  '최적화 프로젝트',
  {
    brandName: '오늘커피',
    engines: ['simulated'],
    samplesPerRun: 3,
    competitors: [{ name: '별빛커피' }, { name: '달빛커피' }, { name: '햇살커피' }],
    queries: [
      { text: '서울 커피 브랜드 추천', intent: 'commercial' },
      { text: '원두 커피 가격 비교', intent: 'commercial' },
      { text: '커피는 어떻게 볶나요', intent: 'informational' },
      { text: '드립 커피 맛있게 내리는 법', intent: 'informational' },
      { text: '커피 원두 온라인 구매', intent: 'transactional' },
      { text: '선물용 커피 세트 추천', intent: 'commercial' },
    ],
  },
  'completed:18',
);

/** The screen's default range (the 7 days ending today in Asia/Seoul) and the API's report of it. */
async function reportOf(request: APIRequestContext, session: Session, projectDocumentId: string) {
  const to = seoulToday();
  const start = new Date(`${to}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - 6);
  const from = start.toISOString().slice(0, 10);
  const res = await request.get(`/api/v1/projects/${projectDocumentId}/optimisation?from=${from}&to=${to}`, {
    headers: { authorization: `Bearer ${session.jwt}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { from, to, report: (await res.json()) as OptimisationResponse };
}

test('the optimisation screen shows the API’s recommendations in rank order, filters them by kind, exports and prints them', async ({
  page,
  context,
  baseURL,
  request,
  collected,
}) => {
  const { session, project } = collected;
  const { from, to, report } = await reportOf(request, session, project.documentId);
  const { data, meta } = report;
  // n: the successful answers (the simulator sometimes answers nothing).
  expect(meta.n).toBe(answeredCount(collected.collects));

  await useSession(context, baseURL!, session.jwt);
  await selectProject(request, session, project.id);
  await page.goto('/reports/optimisation');
  await expect(page).toHaveTitle('최적화 · Sightline');
  await expect(page.getByTestId('project-header')).toContainText('최적화 프로젝트');
  await expect(page.getByTestId('optimisation-simulated')).toBeVisible();

  // The summary: recommendations, n and range, and what each rule found.
  await expect(page.getByTestId('optimisation-total')).toHaveText(`추천 ${count(data.length)}개`);
  await expect(page.getByTestId('optimisation-basis')).toContainText(`성공한 답변 ${count(meta.n)}개`);
  for (const kind of Object.keys(kindNames) as OptimisationKind[]) {
    await expect(
      page
        .locator(`[data-testid="optimisation-found"][data-kind="${kind}"]`)
        .getByTestId('optimisation-found-count'),
    ).toHaveText(count(meta.found[kind]));
  }

  const cards = page.getByTestId('recommendation-card');
  if (data.length === 0) {
    await expect(page.getByTestId('optimisation-empty')).toBeVisible();
    await expect(page.getByTestId('optimisation-empty')).toContainText('이 기간에는 추천이 없습니다');
    await expect(cards).toHaveCount(0);
  } else {
    // Every recommendation of the API, in its order, with its kind and impact.
    await expect(cards).toHaveCount(data.length);
    for (const [i, r] of data.entries()) {
      const card = cards.nth(i);
      await expect(card).toHaveAttribute('data-kind', r.kind);
      await expect(card).toHaveAttribute('data-rank', String(r.rank));
      await expect(card.getByTestId('recommendation-kind')).toHaveText(kindNames[r.kind].ko);
      await expect(card.getByTestId('recommendation-impact')).toHaveText(impactKo(r.impact.answers));
      await expect(card.getByTestId('recommendation-headline')).not.toBeEmpty();
    }
    if (data[0]!.kind === 'prompt_gap') {
      const gap = data[0]!;
      await expect(cards.first().getByTestId('recommendation-headline')).toContainText(gap.subject.text);
      await expect(cards.first().getByTestId('recommendation-headline')).toContainText('오늘커피는 0개');
    }

    // The evidence opens on demand; the links keep the range.
    const first = cards.first();
    await expect(first.getByTestId('recommendation-evidence')).toBeHidden();
    await first.getByTestId('recommendation-toggle').click();
    await expect(first.getByTestId('recommendation-evidence')).toBeVisible();
    const href = await first.getByTestId('recommendation-link').first().getAttribute('href');
    expect(href).toContain(`from=${from}`);
    expect(href).toContain(`to=${to}`);

    // The kind filter keeps the API's items of that kind, in order, and lives in the URL.
    const kind = data.at(-1)!.kind;
    const ofKind = data.filter((r) => r.kind === kind);
    await page.getByTestId('optimisation-kind-filter').getByText(kindNames[kind].ko, { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`kind=${kind}`));
    await expect(cards).toHaveCount(ofKind.length);
    for (const [i, r] of ofKind.entries()) await expect(cards.nth(i)).toHaveAttribute('data-key', r.key);
    await page.reload();
    await expect(cards).toHaveCount(ofKind.length);
    await page.getByTestId('optimisation-kind-filter').getByText('전체', { exact: true }).click();
    await expect(cards).toHaveCount(data.length);
  }

  // The CSV: one row per recommendation.
  const downloading = page.waitForEvent('download');
  await page.getByTestId('optimisation-export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`optimisation-${project.documentId}-${from}-${to}.csv`);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const rows = Papa.parse<string[]>(csv.trim(), { skipEmptyLines: true }).data;
  expect(rows[0]).toEqual([
    'rank',
    'kind',
    'key',
    'subject',
    'impact_answers',
    'evidence',
    'link',
    'range_has_simulated_answers',
  ]);
  expect(rows).toHaveLength(1 + data.length);
  expect(rows.slice(1).map((row) => row[2])).toEqual(data.map((r) => r.key));

  // On paper: no frame, no filters or buttons, the project and range on top, every evidence block open.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('navigation')).toBeHidden();
  await expect(page.getByTestId('toolbar')).toBeHidden();
  await expect(page.getByTestId('optimisation-export')).toBeHidden();
  await expect(page.getByTestId('optimisation-print-heading')).toBeVisible();
  await expect(page.getByTestId('optimisation-print-heading')).toContainText('기간:');
  await expect(page.getByTestId('project-header')).toContainText('최적화 프로젝트');
  const evidence = page.getByTestId('recommendation-evidence');
  await expect(evidence).toHaveCount(data.length);
  for (let i = 0; i < data.length; i++) await expect(evidence.nth(i)).toBeVisible();
  await screenshot(page, 'print');
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByTestId('optimisation-print-heading')).toBeHidden();
});

test('the optimisation screen reads in English and fits a 390 px phone', async ({
  page,
  context,
  baseURL,
  request,
  collected,
}) => {
  const { session, project } = collected;
  const { report } = await reportOf(request, session, project.documentId);
  const { data } = report;

  await page.setViewportSize({ width: 390, height: 844 });
  await useSession(context, baseURL!, session.jwt, 'en');
  await selectProject(request, session, project.id);
  await page.goto('/reports/optimisation');
  await expect(page).toHaveTitle('Optimisation · Sightline');
  await expect(page.getByTestId('project-header')).toContainText('최적화 프로젝트');
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(page.getByTestId('optimisation-total')).toHaveText(
    `${count(data.length)} recommendation${data.length === 1 ? '' : 's'}`,
  );
  const cards = page.getByTestId('recommendation-card');
  if (data.length === 0) {
    await expect(page.getByTestId('optimisation-empty')).toContainText('No recommendations for this range');
  } else {
    await expect(cards).toHaveCount(data.length);
    for (const [i, r] of data.entries()) {
      await expect(cards.nth(i).getByTestId('recommendation-kind')).toHaveText(kindNames[r.kind].en);
      await expect(cards.nth(i).getByTestId('recommendation-impact')).toHaveText(impactEn(r.impact.answers));
      // Every evidence block open: tables and bars must fit too.
      await cards.nth(i).getByTestId('recommendation-toggle').click();
      await expect(cards.nth(i).getByTestId('recommendation-evidence')).toBeVisible();
    }
    if (data[0]!.kind === 'prompt_gap') {
      await expect(cards.first().getByTestId('recommendation-headline')).toContainText(
        `Competitors appear in ${count(data[0]!.evidence.competitorAnswers)} answers to “${data[0]!.subject.text}”`,
      );
    }
  }
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await screenshot(page, 'en-390');
});
