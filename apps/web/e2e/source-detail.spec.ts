import { expect } from '@playwright/test';
import type {
  SourceDomainDetailResponse,
  SourceDomainsResponse,
  SourceUrlDetailResponse,
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
const number = (n: number) => new Intl.NumberFormat('ko-KR').format(n);

test('a domain, its pages and a prompt’s view of them show the API’s numbers; corrections apply to the history', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.slow(); // a collect, then a domain, its page, a prompt's view and two corrections, each read back
  const session = await registerByApi(request);
  const project = await createProjectByApi(request, session, '출처 상세 프로젝트', {
    brandName: '오늘커피',
    engines: ['simulated'],
    samplesPerRun: 3,
    competitors: [{ name: '별빛커피' }],
    queries: [{ text: '서울 커피 브랜드 추천' }, { text: '원두 구독 서비스 비교' }],
  });
  await collectNowAndWait(request, session, project.documentId, 'completed:6');
  const to = seoulToday();
  const start = new Date(`${to}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - 6);
  const range = `from=${start.toISOString().slice(0, 10)}&to=${to}`;
  const get = async <T>(path: string) => {
    const res = await request.get(`/api/projects/${project.documentId}/${path}`, { headers: auth(session) });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as T;
  };
  // The most cited domain whose type an editor may correct (owned and competitor follow the project's settings),
  // among the table's first page.
  const listed = (await get<SourceDomainsResponse>(`sources-by-domain?${range}`)).data;
  const domain = listed.find((d) => d.sourceType !== 'owned' && d.sourceType !== 'competitor')!.domain;

  await useSession(context, baseURL!, session.jwt);
  await selectProject(request, session, project.id);

  // From the source table to the domain's screen, the range kept.
  await page.goto(`/projects/sources?${range}`);
  await page
    .getByTestId('source-domain-link')
    .filter({ hasText: new RegExp(`^${domain.replaceAll('.', '\\.')}$`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/projects/sources/${domain.replaceAll('.', '\\.')}\\?`));
  await expect(page.getByTestId('source-domain')).toHaveText(domain);
  const detail = await get<SourceDomainDetailResponse>(`source-domains/${domain}?${range}`);
  await expect(page.getByTestId('source-kpi-citations-value')).toHaveText(
    number(detail.data.domain.citations),
  );
  // Retrieved beside cited: the answers that read it without citing it, as the API counts them.
  await expect(page.getByTestId('source-kpi-read-not-cited-value')).toHaveText(
    number(detail.data.reading.readingNotCiting),
  );
  await expect(page.getByTestId('source-trend')).toBeVisible();
  await expect(page.getByTestId('source-engines')).toBeVisible();
  await expect(page.getByTestId('source-brands')).toBeVisible();
  const pages = await get<SourceUrlsResponse>(`sources?${range}&domain=${domain}&pagination[pageSize]=100`);
  await expect(page.getByTestId('source-domain-pages').getByTestId('source-url-row')).toHaveCount(
    Math.min(pages.data.length, 25),
  );
  const answers = page.getByTestId('source-answers').getByTestId('answer-list-item');
  await expect(answers.first()).toBeVisible();
  expect(await answers.count()).toBe(Math.min(detail.data.domain.answersCiting, 12));

  // An answer opens in the domain's context, and leads back.
  await answers.first().click();
  await expect(page).toHaveURL(new RegExp(`/projects/sources/${domain.replaceAll('.', '\\.')}/chats/`));
  await expect(page.getByTestId('chat-domain-context')).toBeVisible();
  await page.getByTestId('chat-back').click();
  await expect(page.getByTestId('source-domain')).toHaveText(domain);

  // An editor corrects the domain's type: the API and the tables show it at once, for the whole history.
  expect(['owned', 'competitor']).not.toContain(detail.data.domain.sourceType);
  const corrected = detail.data.domain.sourceType === 'institutional' ? 'corporate' : 'institutional';
  await page.getByTestId('source-type-select').click();
  await page
    .getByRole('option', { name: corrected === 'institutional' ? '기관' : '기업', exact: true })
    .click();
  await expect(page.getByTestId('source-type')).toContainText('수정됨');
  await expect
    .poll(
      async () => (await get<SourceDomainDetailResponse>(`source-domains/${domain}?${range}`)).data.domain,
    )
    .toMatchObject({ sourceType: corrected, sourceTypeCorrected: true });
  const yearBefore = new Date(`${to}T00:00:00Z`);
  yearBefore.setUTCDate(yearBefore.getUTCDate() - 365);
  const earlier = await get<SourceDomainsResponse>(
    `sources-by-domain?from=${yearBefore.toISOString().slice(0, 10)}&to=${to}&q=${domain}`,
  );
  expect(earlier.data.find((d) => d.domain === domain)?.sourceType).toBe(corrected);

  // The domain's first page: its screen, its prompts and a content-type correction.
  const first = pages.data[0]!;
  await page.getByTestId('source-domain-pages').getByTestId('source-page-link').first().click();
  await expect(page).toHaveURL(/\/projects\/sources\/urls\//);
  const pageDetail = await get<SourceUrlDetailResponse>(
    `source-url?${range}&url=${encodeURIComponent(first.url)}`,
  );
  await expect(page.getByTestId('source-kpi-citations-value')).toHaveText(
    number(pageDetail.data.page.citations),
  );
  await expect(page.getByTestId('source-prompt-row')).toHaveCount(pageDetail.data.prompts.length);
  expect(pageDetail.data.prompts.length).toBeGreaterThan(0);
  const newType = first.contentType === 'review' ? 'comparison' : 'review';
  await page.getByTestId('content-type-select').click();
  await page.getByRole('option', { name: newType === 'review' ? '리뷰' : '비교', exact: true }).click();
  await expect(page.getByTestId('content-type')).toContainText('수정됨');
  await expect
    .poll(
      async () =>
        (await get<SourceUrlDetailResponse>(`source-url?${range}&url=${encodeURIComponent(first.url)}`)).data
          .page.contentType,
    )
    .toBe(newType);

  // A prompt's sources: the same table narrowed to the prompt, its domains leading to the prompt's view.
  const prompt = pageDetail.data.prompts[0]!;
  await page.getByTestId('source-prompt-link').first().click();
  await expect(page).toHaveURL(new RegExp(`/prompts/${prompt.documentId}/sources/`));
  await expect(page.getByTestId('source-prompt')).toContainText(prompt.text);
  const forPrompt = await get<SourceDomainDetailResponse>(
    `source-domains/${first.domain}?${range}&prompts=${prompt.documentId}`,
  );
  await expect(page.getByTestId('source-kpi-citations-value')).toHaveText(
    number(forPrompt.data.domain.citations),
  );
  await page.getByTestId('source-back').click();
  await expect(page).toHaveURL(new RegExp(`/prompts/${prompt.documentId}/sources`));
  const promptDomains = await get<SourceDomainsResponse>(
    `sources-by-domain?${range}&prompts=${prompt.documentId}`,
  );
  await expect(page.getByTestId('source-domain-row')).toHaveCount(Math.min(promptDomains.data.length, 25));
});

test('a malformed page address is the fatal 404, not an error screen', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const session = await registerByApi(request);
  await useSession(context, baseURL!, session.jwt, 'en');
  for (const bad of [
    'not-a-url',
    encodeURIComponent('ftp://files.example.com/a'),
    'https%3A%2F%2Flocalhost%2Fa',
    // A malformed percent escape: the server still sends the app, whose router shows the 404.
    '%E0%A4%A',
  ]) {
    await page.goto(`/projects/sources/urls/${bad}`);
    await expect(page.getByTestId('error-detail'), bad).toHaveText(
      `Page Not Found: /projects/sources/urls/${bad}`,
    );
  }
});
