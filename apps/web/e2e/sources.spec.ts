import { expect, type Page } from '@playwright/test';
import type {
  SourceDomainsReadingResponse,
  SourceDomainsResponse,
  SourceUrlsResponse,
} from '@sightline/contracts';
import { test } from './fixtures.ts';
import {
  collectNowAndWait,
  createProjectByApi,
  registerByApi,
  type Session,
  selectProject,
  seoulToday,
  useSession,
} from './support.ts';

const auth = (session: Session) => ({ authorization: `Bearer ${session.jwt}` });
/** Rows a table shows per page (the data table's default). */
const pageRows = 25;

/** Back to the screen's default view (no sort, page, search or filter) through the navigation, without a page load. */
async function openSourcesFromNavigation(page: Page) {
  await page.getByTestId('navigation').locator('a[href="/projects/sources"]').click();
  await expect(page).toHaveURL(/\/projects\/sources$/);
}

test('the source screen lists the cited domains as the API counts them, filtered by text, type and gap from the URL', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.slow(); // a collect, then the screen sorted, paged, searched, filtered from the URL and on its second tab
  const session = await registerByApi(request);
  const project = await createProjectByApi(request, session, '출처 프로젝트', {
    brandName: '오늘커피',
    engines: ['simulated'],
    samplesPerRun: 3,
    competitors: [{ name: '별빛커피' }],
    queries: [{ text: '서울 커피 브랜드 추천' }, { text: '원두 구독 서비스 비교' }],
  });
  await collectNowAndWait(request, session, project.documentId, 'completed:6');
  // The screen's default range: the 7 days ending today in Asia/Seoul.
  const to = seoulToday();
  const start = new Date(`${to}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - 6);
  const range = `from=${start.toISOString().slice(0, 10)}&to=${to}`;
  const domains = async (query = '') => {
    const res = await request.get(
      `/api/projects/${project.documentId}/sources-by-domain?${range}&pagination[pageSize]=100${query}`,
      { headers: auth(session) },
    );
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as SourceDomainsResponse;
  };
  const all = await domains();
  expect(all.data.length).toBeGreaterThan(2);

  await useSession(context, baseURL!, session.jwt);
  await selectProject(request, session, project.id);
  await page.goto('/projects/sources');
  await expect(page.getByTestId('project-header')).toContainText('출처 프로젝트');
  await expect(page.getByTestId('sources-simulated')).toBeVisible();
  // Retrieved beside cited fills its column after the table, as the API counts it for the first site.
  const readRes = await request.post(`/api/v1/projects/${project.documentId}/source-domains-reading`, {
    headers: auth(session),
    data: { from: range.split('&')[0]!.slice(5), to, domains: [all.data[0]!.domain] },
  });
  expect(readRes.ok(), await readRes.text()).toBe(true);
  const [firstRead] = ((await readRes.json()) as SourceDomainsReadingResponse).data;
  await expect(page.getByTestId('source-read-not-cited').first()).toContainText(
    `${firstRead!.readingNotCiting}`,
  );
  await expect(page.getByTestId('source-read-not-cited').first()).toContainText(`${firstRead!.reading}`);
  const rows = page.getByTestId('source-domain-row');
  await expect(rows).toHaveCount(Math.min(all.data.length, pageRows));
  await expect(page.getByTestId('source-domain-name').first()).toHaveText(all.data[0]!.domain);
  await expect(rows.first()).toContainText(String(all.data[0]!.citations));
  await expect(page.getByTestId('sources-summary')).toContainText(
    new Intl.NumberFormat('ko-KR').format(all.meta.citations),
  );

  // The server sorts and pages: a sort and a page in the URL, the rows as the API orders them.
  await page
    .getByRole('button', { name: /^사이트/ })
    .first()
    .click();
  await expect(page).toHaveURL(/sort=domain%3Aasc|sort=domain:asc/);
  const byName = await domains('&sort=domain:asc');
  await expect(page.getByTestId('source-domain-name').first()).toHaveText(byName.data[0]!.domain);
  if (all.data.length > pageRows) {
    await page.getByRole('button', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId('source-domain-name').first()).toHaveText(byName.data[pageRows]!.domain);
  }
  await openSourcesFromNavigation(page);

  // Text search: written to the URL, the table narrowed as the API narrows it.
  const needle = all.data[1]!.domain.slice(0, 5);
  await page.getByTestId('sources-search').fill(needle);
  await expect(page).toHaveURL(/q=/);
  const searched = await domains(`&q=${encodeURIComponent(needle)}`);
  await expect(rows).toHaveCount(Math.min(searched.data.length, pageRows));
  await expect(page.getByTestId('source-domain-name').first()).toHaveText(searched.data[0]!.domain);

  // Source types and the gap from the URL.
  const type = all.data[0]!.sourceType;
  await page.goto(`/projects/sources?types=${encodeURIComponent(JSON.stringify([type]))}`);
  const typed = await domains(`&sourceTypes=${type}`);
  await expect(rows).toHaveCount(Math.min(typed.data.length, pageRows));
  await expect(page.getByTestId('source-domain-name')).toHaveText(
    typed.data.slice(0, pageRows).map((d) => d.domain),
  );
  await page.getByTestId('sources-gap').check({ force: true });
  await expect(page).toHaveURL(/gap=true/);
  const gap = await domains(`&sourceTypes=${type}&gap=true`);
  await expect(rows).toHaveCount(Math.min(gap.data.length, pageRows));

  // The pages tab: in the URL, the rows as the API lists the pages.
  await openSourcesFromNavigation(page);
  await page.getByTestId('sources-tab-pages').click();
  await expect(page).toHaveURL(/view=pages/);
  const res = await request.get(
    `/api/projects/${project.documentId}/sources?${range}&pagination[pageSize]=100`,
    {
      headers: auth(session),
    },
  );
  const pages = (await res.json()) as SourceUrlsResponse;
  expect(pages.data.length).toBeGreaterThan(0);
  await expect(page.getByTestId('source-url-row')).toHaveCount(Math.min(pages.data.length, pageRows));
  await expect(page.getByTestId('source-page-link').first()).toHaveText(
    pages.data[0]!.title || decodeURI(pages.data[0]!.url),
  );
});
