import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './axe-check.ts';
import { withCollectedProject } from './fixtures.ts';
import { type ProjectFields, selectProject, seoulToday, useSession } from './support.ts';

// Issue 38: the Korean interface speaks Korean. Every screen of a collected project, read in Korean, shows no English
// interface word: what may be Latin is the user's data (names, prompts, answers, addresses), brand and engine names,
// and units and abbreviations a Korean marketer reads as they are (docs/ARCHITECTURE.md, glossary).

const fields: ProjectFields = {
  brandName: '루미엘',
  engines: ['simulated'],
  samplesPerRun: 2,
  competitors: [{ name: '소이랩' }, { name: 'Aurora Skin' }],
  ownedMedia: [{ kind: 'domain', value: 'lumiel.kr' }],
  // Korean prompts only: the simulator answers in the prompt's language, and answers are the user's data.
  queries: [{ text: '민감성 피부 보습 크림 추천' }, { text: '루미엘 크림 후기' }],
};

const test = withCollectedProject('루미엘 데모', fields, /^(completed|partial):\d+$/);

/** Latin words a Korean screen may show: product, engine and company names, and abbreviations read as they are. */
const allowed = new Set([
  'Sightline',
  'ChatGPT',
  'OpenAI',
  'Perplexity',
  'Gemini',
  'Google',
  'Claude',
  'Anthropic',
  'AI',
  'Overviews',
  'Mode',
  'API',
  'CSV',
  'URL',
  'UTC',
  'GMT',
  'KST',
  'USD',
  'KB',
  'MB',
  'PDF',
  'PNG',
  'JPG',
  'SVG',
  'WebP',
  'SEO',
  'PR',
  'KPI',
  'PAWC',
  'UGC',
  'n',
  'p',
  'z',
  'x',
  'vs',
  'ko',
  'en',
  'Aurora',
  'Skin',
]);

/** The Latin words of the page's text that are neither user data (addresses and e-mails) nor allowed. */
async function englishWords(page: Page, userData: string[]): Promise<string[]> {
  let text = await page.locator('body').innerText();
  for (const value of userData) text = text.split(value).join(' ');
  // Addresses and e-mails (also cut short: "chosu…", "…/post.html"), quantities in answers ("50ml"), country
  // codes beside their names ("대한민국 (KR)") and time zones' ids (Asia/Seoul) are data, not interface words.
  text = text
    .replace(/\S+@\S+/g, ' ')
    .replace(/\b(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)+\S*/g, ' ')
    .replace(/\S*…\S*/g, ' ')
    .replace(/\d+[A-Za-z]+\b/g, ' ')
    .replace(/\([A-Z]{2}\)/g, ' ')
    .replace(/\b[A-Z][a-z]+\/[A-Za-z_]+\b/g, ' ');
  const found = new Map<string, string>();
  for (const match of text.matchAll(/[A-Za-z][A-Za-z'’]*/g)) {
    const word = match[0];
    if (allowed.has(word) || found.has(word)) continue;
    // Each word with the text around it, so that a failure says where it was seen.
    found.set(
      word,
      `${word} ("${text.slice(Math.max(0, match.index - 25), match.index + word.length + 25)}")`,
    );
  }
  return [...found.values()];
}

const screens = [
  '/',
  '/dashboard',
  '/projects/tracking',
  '/projects/sources',
  '/projects/watches',
  '/analytics/overview',
  '/analytics/citations',
  '/analytics/intent',
  '/analytics/content',
  '/data/completions',
  '/reports/optimisation',
  '/overview',
  '/organization/members',
  '/organization/engines',
  '/organization/costs',
  '/profile',
];

test('every screen of a collected project reads in Korean, without English interface words, and has no serious accessibility violation', async ({
  page,
  context,
  baseURL,
  request,
  collected,
}) => {
  test.setTimeout(240_000);
  const { session, project } = collected;
  await selectProject(request, session, project.id);
  await useSession(context, baseURL!, session.jwt, 'ko');
  await page.goto('/');
  // The user's data: names, prompts and the build's id under the sidebar.
  const userData = [
    await page.getByTestId('build-id').innerText(),
    session.user.username,
    session.user.email,
    project.name,
    ...(fields.queries ?? []).map((q) => q.text),
  ];
  // The avatar's initials are a word of their own (cut out of the text, they would cut "USD" to "D").
  allowed.add(session.user.username.slice(0, 2).toUpperCase());
  const found: string[] = [];
  const violations: string[] = [];
  const [year, month, day] = seoulToday().split('-');
  const projectScreens = [
    `/projects/${project.documentId}`,
    `/projects/${project.documentId}/collects/${year}/${month}/${day}`,
  ];
  for (const path of [...screens, ...projectScreens]) {
    await page.goto(path);
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    // Charts and tables draw after the page's own data: wait until no skeleton is left.
    await expect(page.locator('.mantine-Skeleton-root'), path).toHaveCount(0);
    const words = await englishWords(page, userData);
    if (words.length > 0) found.push(`${path}: ${words.join(', ')}`);
    // The same screen held to WCAG 2.1 A/AA: no serious or critical violation (axe-core).
    violations.push(...(await seriousViolations(page, path)));
  }
  expect(found).toEqual([]);
  expect(violations).toEqual([]);
});
