import { type APIRequestContext, expect } from '@playwright/test';
import type { PromptEngineTable, TrackingReport } from '@sightline/contracts';
import { withCollectedProject } from './fixtures.ts';
import { type Session, selectProject, useSession } from './support.ts';

const auth = (session: Session) => ({ authorization: `Bearer ${session.jwt}` });
const seoulDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );
/** The screen's default range: the 7 days ending today in Seoul. */
const range = () => `from=${seoulDay(-6)}&to=${seoulDay()}`;
/** A rate as the screen writes it (lib/format.ts: one decimal and %). */
const pct = (value: number | null, locale = 'ko-KR') =>
  value === null
    ? '–'
    : `${new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value * 100)}%`;

/**
 * A project on the simulated engine with prompts of two intents, collected once today (3 prompts × 2 samples):
 * both tests only read it, so each worker collects it once for both.
 */
const test = withCollectedProject(
  'Tracking screen project',
  {
    brandName: '오늘커피',
    brandAliases: ['Oneul Coffee'],
    engines: ['simulated'],
    samplesPerRun: 2,
    competitors: [{ name: '별빛커피' }, { name: '빈브라더스' }],
    tags: [{ name: 'seoul' }],
    queries: [
      { text: '서울 커피 브랜드 추천', intent: 'commercial' },
      { text: '오늘커피 원두 구독 가격', intent: 'commercial' },
      { text: 'how is coffee roasted', language: 'en', intent: 'informational' },
    ],
  },
  'completed:6',
);

async function apiGet<T>(request: APIRequestContext, session: Session, path: string): Promise<T> {
  const res = await request.get(path, { headers: auth(session) });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data as T;
}

/**
 * The heat table's opening order, from the API's table: the non-branded prompts with answers by the leading
 * competitor's visibility minus the own brand's, largest first; then the others (branded, or without answers) in the
 * API's order.
 */
function opportunityOrder(table: PromptEngineTable): string[] {
  const own = table.brands.findIndex((b) => b.own);
  const gap = (row: PromptEngineTable['rows'][number]) => {
    if (row.prompt.branded || row.n === 0) return null;
    const rate = (index: number) => (row.mentioning[index] ?? 0) / row.n;
    const competitors = table.brands.flatMap((b, index) => (b.own ? [] : [rate(index)]));
    return competitors.length === 0 ? null : Math.max(...competitors) - rate(own);
  };
  const ranked = table.rows.map((row, index) => ({ row, index, gap: gap(row) }));
  ranked.sort((a, b) =>
    a.gap === null || b.gap === null
      ? a.gap === b.gap
        ? a.index - b.index
        : a.gap === null
          ? 1
          : -1
      : b.gap - a.gap || a.index - b.index,
  );
  return ranked.map(({ row }) => row.prompt.text);
}

test('the tracking screen shows the API’s numbers, and a prompt × engine cell opens its answers and an answer its chat', async ({
  page,
  context,
  baseURL,
  request,
  collected,
}) => {
  const { session } = collected;
  const projectId = collected.project.documentId;
  const report = await apiGet<TrackingReport>(
    request,
    session,
    `/api/v1/projects/${projectId}/tracking?${range()}&compare=previous&groupBy=day`,
  );
  const table = await apiGet<PromptEngineTable>(
    request,
    session,
    `/api/v1/projects/${projectId}/tracking/prompts?${range()}`,
  );
  const own = report.brands.find((b) => b.own);

  await useSession(context, baseURL!, session.jwt);
  await selectProject(request, session, collected.project.id);
  await page.goto('/projects/tracking');
  await expect(page.getByTestId('project-header')).toContainText('Tracking screen project');

  // The cards and the summary show the report's numbers (below 97 answers, the value beside "not enough data").
  await expect(page.getByTestId('tracking-n')).toHaveText(String(report.n));
  await expect(page.getByTestId('kpi-visibility-value')).toHaveText(pct(own?.visibility.value ?? null));
  await expect(page.getByTestId('kpi-visibility').getByTestId('metric-n')).toContainText(`n = ${report.n}`);
  await expect(page.getByTestId('tracking-simulated')).toBeVisible();

  // The heat table: one row per prompt, opening in order of opportunity (the non-branded prompts where the leading
  // competitor is furthest ahead first, the branded one last), each cell the own brand's visibility with its n.
  const rows = page.getByTestId('prompt-engine-row');
  await expect(rows).toHaveCount(table.rows.length);
  await expect(rows.getByTestId('heat-prompt-link')).toHaveText(opportunityOrder(table));
  await expect(rows.last()).toContainText('오늘커피 원두 구독 가격');
  const apiRow = table.rows.find((row) => (row.cells.simulated?.n ?? 0) > 0)!;
  const cell = apiRow.cells.simulated!;
  const screenCell = rows.filter({ hasText: apiRow.prompt.text }).getByTestId('heat-cell');
  const ownIndex = table.brands.findIndex((b) => b.own);
  await expect(screenCell).toContainText(pct((cell.mentioning[ownIndex] ?? 0) / cell.n));
  await expect(screenCell).toContainText(`n ${cell.n}`);

  // The cell opens that prompt's answers on that engine, and an answer opens its chat.
  await screenCell.click();
  const drawer = page.getByTestId('answer-list-drawer');
  await expect(drawer.getByTestId('answer-list-item')).toHaveCount(cell.n);
  await expect(drawer.getByTestId('answer-list-prompt').first()).toHaveText(apiRow.prompt.text);
  await drawer.getByTestId('answer-list-item').first().click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/chats/[0-9a-z]+`));
  await expect(page.getByTestId('chat-answer')).toBeVisible();
});

test('filters live in the URL: an intent narrows the table, and a bad tag shows the API’s message until cleared (in English)', async ({
  page,
  context,
  baseURL,
  request,
  collected,
}) => {
  const { session } = collected;
  const projectId = collected.project.documentId;
  const commercial = await apiGet<PromptEngineTable>(
    request,
    session,
    `/api/v1/projects/${projectId}/tracking/prompts?${range()}&intents=commercial`,
  );
  expect(commercial.rows).toHaveLength(2);
  const bad = await request.get(`/api/v1/projects/${projectId}/tracking?${range()}&tags=nope`, {
    headers: auth(session),
  });
  expect(bad.status()).toBe(400);
  const message = ((await bad.json()) as { error: { message: string } }).error.message;
  expect(message).toContain('tags');

  await useSession(context, baseURL!, session.jwt, 'en');
  await selectProject(request, session, collected.project.id);
  await page.goto('/projects/tracking');
  await expect(page.getByTestId('project-header')).toContainText('Tracking screen project');
  await expect(page.getByTestId('prompt-engine-row')).toHaveCount(3);

  // An intent chosen in the filter bar narrows the table to the API's rows for it, and stays in the URL.
  await page.getByTestId('filter-intents').click();
  await page.getByRole('option', { name: 'Commercial' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/intents=.*commercial/);
  await expect(page.getByTestId('prompt-engine-row')).toHaveCount(commercial.rows.length);
  for (const row of commercial.rows)
    await expect(page.getByTestId('prompt-engine-table')).toContainText(row.prompt.text);

  // A shared link with a tag the project does not have: the API's 400 message, not a blank chart; one click clears it.
  await page.goto(`/projects/tracking?tags=${encodeURIComponent('["nope"]')}`);
  const failure = page.getByTestId('tracking-error');
  await expect(failure.getByTestId('report-failure-message')).toHaveText(message);
  await expect(failure).toContainText('No report can be made with these filters');
  await failure.getByTestId('report-failure-clear').click();
  await expect(page).not.toHaveURL(/tags=/);
  await expect(page.getByTestId('prompt-engine-row')).toHaveCount(3);
});

test('every number of the tracking screen opens the answers behind it: a prompt, its "all engines" cell, a brand', async ({
  page,
  context,
  baseURL,
  request,
  collected,
}) => {
  const { session } = collected;
  const projectId = collected.project.documentId;
  const report = await apiGet<TrackingReport>(
    request,
    session,
    `/api/v1/projects/${projectId}/tracking?${range()}`,
  );
  const table = await apiGet<PromptEngineTable>(
    request,
    session,
    `/api/v1/projects/${projectId}/tracking/prompts?${range()}`,
  );
  const own = report.brands.find((b) => b.own)!;
  await useSession(context, baseURL!, session.jwt);
  await selectProject(request, session, collected.project.id);
  const filtered = `/projects/tracking?${range()}&engines=simulated`;
  await page.goto(filtered);

  // The "all engines" cell of a prompt opens its answers on every engine of the filter: as many as its n.
  const apiRow = table.rows.find((row) => (row.cells.simulated?.n ?? 0) > 0)!;
  const row = page.getByTestId('prompt-engine-row').filter({ hasText: apiRow.prompt.text });
  await row.getByTestId('heat-total-cell').click();
  const drawer = page.getByTestId('answer-list-drawer');
  await expect(drawer.getByTestId('answer-list-item')).toHaveCount(apiRow.cells.simulated!.n);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  // The prompt's name opens its own screen, with the period and the engine kept.
  await row.getByTestId('heat-prompt-link').click();
  await expect(page).toHaveURL(
    new RegExp(
      `/prompts/${apiRow.prompt.documentId}\\?(?=.*from=${seoulDay(-6)})(?=.*engines=[^&]*simulated)`,
    ),
  );
  await page.goBack();

  // A brand's name opens the answers that mention it: as many as its visibility's numerator.
  await page
    .getByTestId('tracking-brand-row')
    .filter({ hasText: '오늘커피' })
    .getByTestId('tracking-brand-link')
    .click();
  await expect(page).toHaveURL(/\/data\/completions\?(?=.*brand=brand)(?=.*mentioned=true)(?=.*engines=)/);
  await expect(page.getByTestId('completion-row')).toHaveCount(own.visibility.mentioning);
});
