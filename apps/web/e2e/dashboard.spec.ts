import { expect } from '@playwright/test';
import type {
  ChatListResponse,
  SourceDomainOverTimeResponse,
  TopDomainsResponse,
  TrackingReport,
} from '@sightline/contracts';
import { test } from './fixtures.ts';
import {
  answeredCount,
  collectNowAndWait,
  createProjectByApi,
  registerByApi,
  type Session,
  selectProject,
  seoulToday,
  useSession,
} from './support.ts';

const auth = (session: Session) => ({ authorization: `Bearer ${session.jwt}` });

/** A fraction as the Korean interface writes it ("53.5%"). */
const percentKo = (value: number | null) =>
  value === null
    ? '–'
    : `${new Intl.NumberFormat('ko-KR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value * 100)}%`;

test('the dashboard shows the API numbers, the engines with n, the cited domains and the newest answers', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const session = await registerByApi(request);
  const project = await createProjectByApi(request, session, '대시보드 프로젝트', {
    brandName: '오늘커피',
    engines: ['simulated'],
    samplesPerRun: 3,
    competitors: [{ name: '별빛커피' }, { name: '빈브라더스' }],
    queries: [{ text: '서울 커피 브랜드 추천' }, { text: '원두 구독 서비스 비교' }],
  });
  const n = answeredCount(await collectNowAndWait(request, session, project.documentId, 'completed:6'));
  // The dashboard's default range: the 7 days ending today in Asia/Seoul.
  const to = seoulToday();
  const start = new Date(`${to}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - 6);
  const range = `from=${start.toISOString().slice(0, 10)}&to=${to}`;
  const get = async <T>(path: string) => {
    const res = await request.get(`/api/v1/projects/${project.documentId}/${path}`, {
      headers: auth(session),
    });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as T;
  };
  const report = (await get<{ data: TrackingReport }>(`tracking?${range}&compare=previous&groupBy=engine`))
    .data;
  const domains = (await get<TopDomainsResponse>(`top-domains?${range}&limit=10`)).data;
  const chats = (await get<ChatListResponse>(`chats?${range}&limit=10`)).data;
  expect(report.n).toBe(n);
  const own = report.brands.find((b) => b.own)!;

  await useSession(context, baseURL!, session.jwt);
  await selectProject(request, session, project.id);
  await page.goto('/dashboard');
  await expect(page.getByTestId('project-header')).toContainText('대시보드 프로젝트');
  await expect(page.getByTestId('dashboard-simulated')).toBeVisible();
  await expect(page.getByTestId('dashboard-metric-answers-value')).toHaveText(String(n));
  const visibility = page.getByTestId('dashboard-metric-visibility');
  await expect(visibility.getByTestId('dashboard-metric-visibility-value')).toHaveText(
    percentKo(own.visibility.value),
  );
  await expect(visibility.getByTestId('metric-n')).toContainText(`n = ${own.visibility.n}`);
  await expect(page.getByTestId('dashboard-metric-top1Rate-value')).toHaveText(percentKo(own.top1Rate));
  // No key of an engine that can judge tone: the sentiment card says the rules estimated it.
  await expect(page.getByTestId('dashboard-metric-sentimentScore').getByTestId('metric-method')).toHaveText(
    '규칙으로 추정한 어조',
  );
  await expect(page.getByTestId('dashboard-trend').getByTestId('chart-legend-item')).toHaveCount(
    report.brands.length,
  );
  // The story first: the own brand's visibility on the prompts that do not name it (both prompts here), with the
  // API's "a of b", against every competitor; the own brand's bar opens exactly the answers that mention it.
  const nonBranded = (await get<{ data: TrackingReport }>(`tracking?${range}&branded=false`)).data;
  const ownNonBranded = nonBranded.brands.find((b) => b.own)!;
  const headline = page.getByTestId('dashboard-headline');
  await expect(headline.getByTestId('dashboard-headline-own')).toContainText(
    percentKo(ownNonBranded.visibility.value),
  );
  await expect(headline.getByTestId('dashboard-headline-own')).toContainText(
    `답변 ${ownNonBranded.visibility.n}개 중 ${ownNonBranded.visibility.mentioning}개`,
  );
  await expect(headline.getByTestId('dashboard-headline-brand')).toHaveCount(nonBranded.brands.length);
  await expect(headline.getByTestId('dashboard-headline-open')).toHaveAttribute('href', /branded=false/);
  await headline.getByRole('link', { name: '오늘커피', exact: true }).click();
  await expect(page).toHaveURL(
    /\/data\/completions\?(?=.*branded=false)(?=.*brand=brand)(?=.*mentioned=true)/,
  );
  await expect(page.getByTestId('completion-row')).toHaveCount(ownNonBranded.visibility.mentioning);
  await page.goBack();
  await expect(page.getByTestId('dashboard-headline')).toBeVisible();
  // The engine breakdown: one row per engine that answered, with its n.
  const engines = page.getByTestId('dashboard-engine-row');
  await expect(engines).toHaveCount(report.groups.filter((g) => g.n > 0).length);
  await expect(engines.first()).toContainText('시뮬레이터');
  await expect(engines.first()).toContainText(String(report.groups[0]!.n));
  // The cited domains and the newest answers, as the API lists them.
  if (domains.domains.length === 0) {
    await expect(page.getByTestId('dashboard-domains')).toContainText('이 기간의 답변에는 인용이 없습니다.');
  } else {
    await expect(page.getByTestId('dashboard-domain-row')).toHaveCount(domains.domains.length);
    await expect(page.getByTestId('domain-name').first()).toHaveText(domains.domains[0]!.domain);
    // A domain opens the domain over time; its rate opens its source screen (the answers citing it and its pages).
    const domain = domains.domains[0]!.domain.replace(/\./g, '\\.');
    await expect(page.getByTestId('domain-name').first()).toHaveAttribute(
      'href',
      new RegExp(`^/projects/sources/domains/${domain}(\\?|$)`),
    );
    await expect(page.getByTestId('domain-answers').first()).toHaveAttribute(
      'href',
      new RegExp(`^/projects/sources/${domain}(\\?|$)`),
    );
  }
  const answers = page.getByTestId('dashboard-answers').getByTestId('answer-list-item');
  await expect(answers).toHaveCount(chats.length);
  await answers.first().click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.documentId}/chats/${chats[0]!.documentId}`));

  // The most cited domain over time, from the dashboard: the API's share with its "x of n", a row per tracked brand,
  // then its answers (the explorer), whose summary leads back to it (each link keeps the URL's filters).
  if (domains.domains.length > 0) {
    const top = domains.domains[0]!.domain;
    const overTime = await get<SourceDomainOverTimeResponse>(
      `sources/domains/${encodeURIComponent(top)}/over-time?${range}`,
    );
    expect(overTime.data.share.numerator).toBe(domains.domains[0]!.answersCiting);
    await page.goto('/dashboard');
    await page.getByTestId('domain-name').first().click();
    await expect(page).toHaveURL(new RegExp(`/projects/sources/domains/${top.replace(/\./g, '\\.')}`));
    await expect(page.getByTestId('domain-over-time-domain')).toHaveText(top);
    await expect(page.getByTestId('domain-over-time-simulated')).toBeVisible();
    await expect(page.getByTestId('domain-over-time-share')).toHaveText(
      `답변 ${overTime.data.share.denominator}개 중 ${overTime.data.share.numerator}개가 이 도메인을 인용했습니다 (${percentKo(overTime.data.share.value)}).`,
    );
    await expect(page.getByTestId('domain-brand-row')).toHaveCount(overTime.data.brands.length);
    await expect(page.getByTestId('domain-brand-citing-basis').first()).toHaveText(
      `인용한 답변 ${overTime.data.brands[0]!.citing.denominator}개 중 ${overTime.data.brands[0]!.citing.numerator}개`,
    );
    await expect(page.getByTestId('domain-prompt-row')).toHaveCount(overTime.data.prompts.length);
    await page.getByTestId('domain-over-time-answers').click();
    await expect(page).toHaveURL(new RegExp(`/projects/sources/${top.replace(/\./g, '\\.')}(\\?|$)`));
    await expect(page.getByTestId('source-domain')).toHaveText(top);
    await page.getByTestId('source-over-time').click();
    await expect(page).toHaveURL(new RegExp(`/projects/sources/domains/${top.replace(/\./g, '\\.')}`));
    await expect(page.getByTestId('domain-over-time-domain')).toHaveText(top);
  }
});

test('a bad filter shows the API message with a way to clear the filters, not a blank chart', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const session = await registerByApi(request);
  // No collect needed: the filter is checked before anything is counted.
  const project = await createProjectByApi(request, session, '필터 프로젝트', { engines: ['simulated'] });
  await useSession(context, baseURL!, session.jwt);
  await selectProject(request, session, project.id);
  // A shared link with a tag the project does not have: the API answers 400 naming `tags`.
  await page.goto('/dashboard?tags=no-such-tag');
  await expect(page.getByTestId('project-header')).toContainText('필터 프로젝트');
  const failure = page.getByTestId('dashboard-error');
  await expect(failure).toHaveAttribute('data-kind', 'bad-filter');
  await expect(failure.getByTestId('report-failure-message')).toContainText('tags');
  await expect(page.getByTestId('dashboard-trend')).toHaveCount(0);
  await failure.getByTestId('report-failure-clear').click();
  await expect(page).not.toHaveURL(/tags=/);
  await expect(failure).toHaveCount(0);
  // Without the bad tag the report loads: no answers yet, and the screen says why.
  await expect(page.getByTestId('empty-state')).toContainText('아직 데이터가 없습니다');
});
