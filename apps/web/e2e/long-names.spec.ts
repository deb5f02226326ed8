import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './axe-check.ts';
import { withCollectedProject } from './fixtures.ts';
import { type ProjectFields, selectProject, useSession } from './support.ts';

// Issue 39 item 10: long names wrap or are cut with an ellipsis; they never widen the page. Every name is as long as
// the API takes, in one unbroken word (the hardest case: nothing to wrap at). The same screens are held to WCAG 2.1
// A/AA on a phone in both languages and on a desktop in English (korean-screens.spec.ts covers Korean at 1440 px).
const longWord = (stem: string, length: number) =>
  stem.repeat(Math.ceil(length / stem.length)).slice(0, length);
const projectName = longWord('Longprojectname', 100);
const fields: ProjectFields = {
  brandName: longWord('Brandnamewithoutspaces', 100),
  engines: ['simulated'],
  samplesPerRun: 1,
  competitors: [{ name: longWord('Competitorwithaverylongname', 100) }],
  tags: [{ name: longWord('Tagname', 50) }],
  queries: [
    { text: `${longWord('Unbrokenpromptword', 160)} and a few more words after it`, language: 'en' },
    { text: 'best moisturiser for sensitive skin', language: 'en' },
  ],
};

const test = withCollectedProject(projectName, fields, /^(completed|partial):\d+$/);

const screens = [
  '/',
  '/dashboard',
  '/projects/tracking',
  '/projects/sources',
  '/projects/watches',
  '/analytics/overview',
  '/analytics/intent',
  '/analytics/citations',
  '/analytics/content',
  '/data/completions',
  '/reports/optimisation',
  '/overview',
];

/**
 * How far the page is wider than the window, and the elements that stick out past its right edge (outside any
 * element that scrolls sideways on purpose, such as a wide table's viewport): empty when nothing widens the page.
 */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const over = document.documentElement.scrollWidth - width;
    if (over <= 1) return [];
    const scrollsSideways = (element: Element | null): boolean => {
      for (let e = element; e && e !== document.body; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (['auto', 'scroll', 'hidden', 'clip'].includes(style.overflowX)) return true;
      }
      return false;
    };
    const offenders = [...document.body.querySelectorAll('*')]
      .filter((e) => e.getBoundingClientRect().right > width + 1 && !scrollsSideways(e.parentElement))
      .slice(0, 5)
      .map(
        (e) =>
          `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} "${(e.textContent ?? '').slice(0, 40)}"`,
      );
    return [`page ${over}px wider than the window`, ...offenders];
  });
}

for (const { width, locale } of [
  { width: 390, locale: 'ko' },
  { width: 390, locale: 'en' },
  { width: 1440, locale: 'en' },
]) {
  test(`long names never widen a screen at ${width} px (${locale}), and no screen has a serious accessibility violation`, async ({
    page,
    context,
    baseURL,
    request,
    collected,
  }) => {
    test.setTimeout(240_000);
    const { session, project } = collected;
    await selectProject(request, session, project.id);
    await useSession(context, baseURL!, session.jwt, locale);
    await page.setViewportSize({ width, height: 844 });
    const found: string[] = [];
    const violations: string[] = [];
    for (const path of [...screens, `/projects/${project.documentId}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      await expect(page.locator('.mantine-Skeleton-root'), path).toHaveCount(0);
      const wide = await overflow(page);
      if (wide.length > 0) found.push(`${path}: ${wide.join('; ')}`);
      violations.push(...(await seriousViolations(page, `${path} (${width} px, ${locale})`)));
    }
    expect(found).toEqual([]);
    expect(violations).toEqual([]);
  });
}
