import { expect, type Locator, type Page } from '@playwright/test';

// Issue 38: every number that states "a of b" agrees with it. The line under a card and the hover of a table's rate
// are rendered from the numerator and denominator the API returned with the value (`data-numerator`,
// `data-denominator`); the shown percentage must be a / b at the shown precision, and the same metric for the same
// filter must read the same on every screen. Used on the demo on each database (demo.spec.ts), whose data exercises
// every metric.

/** "53.9%" (Korean formatting) as 53.9; null for "–". */
const percentOf = (text: string) => {
  const match = /(-?[\d,]+(?:\.\d+)?)%/.exec(text);
  return match ? Number(match[1]!.replace(/,/g, '')) : null;
};

/** A shown percentage agrees with a / b when it is a / b rounded to its one decimal. */
function expectAgrees(shown: number | null, numerator: number, denominator: number, what: string) {
  if (denominator === 0) {
    expect(shown, what).toBeNull();
    return;
  }
  expect(shown, what).not.toBeNull();
  expect(Math.abs(shown! - Math.round((numerator / denominator) * 1000) / 10), what).toBeLessThan(0.051);
}

/** Checks every card with an explanation and every explained table rate on the page; the card values by test id. */
async function checkPage(page: Page, screen: string): Promise<Map<string, number | null>> {
  const values = new Map<string, number | null>();
  const cards = page
    .locator('[data-testid][data-state]')
    .filter({ has: page.getByTestId('metric-explanation') });
  await expect(cards.first(), `${screen}: a card with an explanation`).toBeVisible();
  let checked = 0;
  for (const card of await cards.all()) {
    const line = card.getByTestId('metric-explanation');
    const numerator = await line.getAttribute('data-numerator');
    const testId = (await card.getAttribute('data-testid'))!;
    const value = card.locator(`[data-testid="${testId}-value"]`);
    const shown = (await value.count()) > 0 ? percentOf(await value.innerText()) : null;
    values.set(testId, shown);
    if (numerator === null) continue; // a mean: "mean over n answers"
    const denominator = Number(await line.getAttribute('data-denominator'));
    // The line states both numbers as the interface formats them.
    const text = await line.innerText();
    const unit = await line.getAttribute('data-unit');
    const format = (n: number) =>
      new Intl.NumberFormat(
        'ko-KR',
        unit === 'impression' ? { minimumFractionDigits: 1, maximumFractionDigits: 1 } : {},
      ).format(n);
    expect(text, `${screen} ${testId}`).toContain(format(Number(numerator)));
    expect(text, `${screen} ${testId}`).toContain(format(denominator));
    expectAgrees(shown, Number(numerator), denominator, `${screen} ${testId}: ${text}`);
    checked += 1;
  }
  expect(checked, `${screen}: rates checked`).toBeGreaterThan(0);
  for (const rate of await page.getByTestId('ratio-value').all()) {
    const numerator = Number(await rate.getAttribute('data-numerator'));
    const denominator = Number(await rate.getAttribute('data-denominator'));
    const title = (await rate.getAttribute('title')) ?? '';
    expectAgrees(percentOf(await rate.innerText()), numerator, denominator, `${screen} table: ${title}`);
  }
  return values;
}

async function open(page: Page, url: string, ready: Locator) {
  await page.goto(url);
  await expect(ready).toBeVisible();
}

/**
 * Opens home, dashboard, tracking, citations and the AI overview of the selected project (the session and the
 * selection set, in Korean; `origin` for a server other than the suite's) and checks every explained number on them, and that the same metric reads the same on
 * each screen.
 */
export async function checkExplanations(page: Page, origin = ''): Promise<void> {
  await open(page, `${origin}/`, page.getByTestId('home-week'));
  const home = await checkPage(page, 'home');

  await open(page, `${origin}/dashboard`, page.getByTestId('dashboard-metric-visibility'));
  const dashboard = await checkPage(page, 'dashboard');

  await open(page, `${origin}/projects/tracking`, page.getByTestId('kpi-visibility'));
  const tracking = await checkPage(page, 'tracking');

  await open(page, `${origin}/analytics/citations`, page.getByTestId('citations-kpi-rate'));
  const citations = await checkPage(page, 'citations');

  // The same metric, the same 7 days: one value everywhere.
  const visibility = tracking.get('kpi-visibility');
  expect(visibility).not.toBeNull();
  expect(home.get('home-metric-visibility')).toBe(visibility);
  expect(dashboard.get('dashboard-metric-visibility')).toBe(visibility);
  const citationRate = tracking.get('kpi-citationRate');
  expect(home.get('home-metric-citationRate')).toBe(citationRate);
  expect(citations.get('citations-kpi-rate')).toBe(citationRate);
  expect(dashboard.get('dashboard-metric-shareOfVoice')).toBe(tracking.get('kpi-shareOfVoice'));

  // The AI overview's matrix: each rate cell's hover states its basis ("a of b …"), whose ratio is the cell.
  await open(page, `${origin}/analytics/overview`, page.getByTestId('matrix-cell').first());
  const cells = await page.getByTestId('matrix-cell').all();
  expect(cells.length).toBeGreaterThan(0);
  for (const cell of cells) {
    const title = (await cell.getAttribute('title')) ?? '';
    const basis = /답변 ([\d,]+)개 중 ([\d,]+)개/.exec(title);
    if (!basis) continue;
    expectAgrees(
      percentOf(await cell.innerText()),
      Number(basis[2]!.replace(/,/g, '')),
      Number(basis[1]!.replace(/,/g, '')),
      `overview: ${title}`,
    );
  }
}
