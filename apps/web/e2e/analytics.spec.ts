import { type APIRequestContext, expect } from '@playwright/test';
import type { TrackingReport } from '@sightline/contracts';
import { test } from './fixtures.ts';
import {
  collectNowAndWait,
  createProjectByApi,
  registerByApi,
  type Session,
  selectProject,
  useSession,
} from './support.ts';

const auth = (session: Session) => ({ authorization: `Bearer ${session.jwt}` });
const seoulDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );
/** The screens' default range: the 7 days ending today in Seoul. */
const range = () => `from=${seoulDay(-6)}&to=${seoulDay()}`;
const pct = (value: number | null) =>
  value === null
    ? '–'
    : `${new Intl.NumberFormat('ko-KR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value * 100)}%`;

const intentNames: Record<string, string> = {
  informational: '정보형',
  commercial: '상업형',
  transactional: '거래형',
  navigational: '탐색형',
};

async function grouped(request: APIRequestContext, session: Session, projectId: string, groupBy: string) {
  const res = await request.get(
    `/api/v1/projects/${projectId}/tracking?${range()}&compare=previous&groupBy=${groupBy}`,
    {
      headers: auth(session),
    },
  );
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data as TrackingReport;
}

/**
 * A project on the simulated engine with two prompts, collected once today (2 samples each): a commercial and an
 * informational one, or (`classified: false`) with the intents the analysis gives them.
 */
async function collectedProject(
  request: APIRequestContext,
  session: Session,
  name: string,
  classified = true,
) {
  const project = await createProjectByApi(request, session, name, {
    brandName: '오늘커피',
    engines: ['simulated'],
    samplesPerRun: 2,
    competitors: [{ name: '별빛커피' }],
    queries: [
      { text: '서울 커피 브랜드 추천', ...(classified ? { intent: 'commercial' as const } : {}) },
      { text: '오늘커피 매장 위치', ...(classified ? { intent: 'informational' as const } : {}) },
    ],
  });
  await collectNowAndWait(request, session, project.documentId, 'completed:4');
  return project;
}

test('the analytics overview and intent screens show the API’s numbers per engine and per intent', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const session = await registerByApi(request);
  const project = await collectedProject(request, session, 'Analytics project');
  const projectId = project.documentId;
  const byEngine = await grouped(request, session, projectId, 'engine');
  const byIntent = await grouped(request, session, projectId, 'intent');

  await useSession(context, baseURL!, session.jwt);
  await selectProject(request, session, project.id);

  // Engine × brand: the total over all engines, then one row per engine, each cell a brand's visibility with n.
  await page.goto('/analytics/overview');
  await expect(page.getByTestId('project-header')).toContainText('Analytics project');
  const engineRows = page.getByTestId('engine-matrix-row');
  await expect(engineRows).toHaveCount(1 + byEngine.groups.length);
  await expect(page.getByTestId('analytics-n')).toHaveText(String(byEngine.n));
  const simulated = byEngine.groups.find((g) => g.key === 'simulated')!;
  const simulatedRow = engineRows.filter({ hasText: '시뮬레이터' });
  for (const [index, brand] of simulated.brands.entries()) {
    const cell = simulatedRow.getByTestId('matrix-cell').nth(index);
    await expect(cell).toContainText(pct(brand.visibility.value));
    await expect(cell).toContainText(`n ${brand.visibility.n}`);
  }
  await expect(page.getByTestId('chart-engine-visibility').getByTestId('chart-legend-item')).toHaveCount(
    byEngine.brands.length,
  );

  // Every number opens its answers: the own brand's visibility on the simulator opens that engine's successful
  // answers, as many as the cell's n, each naming the engine; Escape closes the drawer and gives the focus back.
  const own = simulated.brands.find((b) => b.key === 'brand')!;
  const ownCell = simulatedRow.getByTestId('matrix-cell').nth(simulated.brands.indexOf(own));
  await expect(ownCell).toHaveAttribute(
    'aria-label',
    new RegExp(`^오늘커피, 시뮬레이터: 가시성 .*n ${own.visibility.n}`),
  );
  await ownCell.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByTestId('answer-list-drawer');
  await expect(drawer.getByTestId('answer-list-item')).toHaveCount(own.visibility.n);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  // A mean's cell opens the answers naming the brand: as many as its n (the answers the position is over).
  await page.getByTestId('engine-matrix-metric').click();
  await page.getByRole('option', { name: '평균 순위' }).click();
  await expect(ownCell).toContainText(`n ${own.visibility.mentioning}`);
  if (own.visibility.mentioning > 0) {
    await ownCell.click();
    await expect(drawer.getByTestId('answer-list-item')).toHaveCount(own.visibility.mentioning);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
  }

  // Intent × brand: one row per intent with answers, n and the own brand's visibility as the API has them.
  await page.goto('/analytics/intent');
  const intentRows = page.getByTestId('intent-matrix-row');
  await expect(intentRows).toHaveCount(1 + byIntent.groups.length);
  const group = byIntent.groups[0]!;
  const groupRow = intentRows.filter({ hasText: intentNames[group.key] ?? group.key });
  await expect(groupRow).toContainText(String(group.n));
  await expect(groupRow.getByTestId('matrix-cell').first()).toContainText(
    pct(group.brands[0]?.visibility.value ?? null),
  );
  await expect(page.getByTestId('branded-matrix-row')).toHaveCount(
    (await grouped(request, session, projectId, 'branded')).groups.length,
  );
  // An intent's n opens that intent's successful answers: as many as its n, all of its prompt.
  await groupRow.getByTestId('matrix-n').click();
  await expect(drawer.getByTestId('answer-list-item')).toHaveCount(group.n);
  const prompts = await drawer.getByTestId('answer-list-prompt').allTextContents();
  expect(new Set(prompts)).toEqual(
    new Set([group.key === 'commercial' ? '서울 커피 브랜드 추천' : '오늘커피 매장 위치']),
  );
});

test('an editor corrects a prompt’s intent: it is kept as set by hand after a reload and the numbers by intent move', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const session = await registerByApi(request);
  const project = await collectedProject(request, session, 'Intent project', false);
  const projectId = project.documentId;
  const promptsOf = async () => {
    const res = await request.get(`/api/v1/projects/${projectId}/tracking/prompts?${range()}`, {
      headers: auth(session),
    });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()).data.rows as Array<{
      n: number;
      prompt: { documentId: string; text: string; intent: string; intentSource: string };
    }>;
  };
  // A prompt with answers (the simulator sometimes answers nothing), classified automatically, moved by hand to an
  // intent no prompt has.
  const prompts = await promptsOf();
  const answered = prompts.find((r) => r.n > 0)!;
  expect(answered.prompt.intentSource).toBe('auto');
  const target = Object.keys(intentNames).find((intent) => prompts.every((r) => r.prompt.intent !== intent))!;
  const targetName = intentNames[target]!;

  await useSession(context, baseURL!, session.jwt);
  await selectProject(request, session, project.id);
  await page.goto('/analytics/intent');
  await expect(page.getByTestId('project-header')).toContainText('Intent project');
  const row = page.getByTestId('prompt-intent-row').filter({ hasText: answered.prompt.text });
  await expect(row.getByTestId('prompt-intent-select')).toHaveValue(intentNames[answered.prompt.intent]!);
  await expect(row.getByTestId('intent-manual')).toHaveCount(0);
  const moved = page.getByTestId('intent-matrix-row').filter({ hasText: targetName });
  await expect(moved).toHaveCount(0);

  await row.getByTestId('prompt-intent-select').click();
  await page.getByRole('option', { name: targetName }).click();
  await expect(row.getByTestId('intent-manual')).toBeVisible();
  // The reports are asked again: that prompt's answers now count under its new intent.
  await expect(moved).toContainText(String(answered.n));

  await page.reload();
  await expect(row.getByTestId('prompt-intent-select')).toHaveValue(targetName);
  await expect(row.getByTestId('intent-manual')).toBeVisible();
  await expect(moved).toContainText(String(answered.n));
  const byIntent = await grouped(request, session, projectId, 'intent');
  expect(byIntent.groups.find((g) => g.key === target)?.n).toBe(answered.n);

  // Read back through the API: set by hand, and kept.
  const after = (await promptsOf()).find((r) => r.prompt.documentId === answered.prompt.documentId);
  expect(after?.prompt).toMatchObject({ intent: target, intentSource: 'manual' });
});
