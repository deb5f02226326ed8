import { join } from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type {
  ChatListResponse,
  SourceDomainsResponse,
  WatchDetailResponse,
  WatchListResponse,
  WatchPreviewResponse,
} from '@sightline/contracts';
import { test } from './fixtures.ts';
import {
  collectNowAndWait,
  createProjectByApi,
  lastMailTo,
  registerByApi,
  type Session,
  selectProject,
  seoulToday,
  useSession,
} from './support.ts';

/**
 * Watches (DESIGN.md §7, `/projects/watches`): an editor creates a keyword and a domain watch with a live preview of
 * the stored answers they would match, sees their hits as the API counts them once their history is counted, opens a
 * watch (its chart, its answers, one answer's chat), changes its target and deletes it; a viewer only reads; the list,
 * the form and the detail fit a phone.
 */

const auth = (session: Session) => ({ authorization: `Bearer ${session.jwt}` });
const number = (n: number) => new Intl.NumberFormat('ko-KR').format(n);
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: join(test.info().project.outputDir, 'screens', name), fullPage: true });
}

/** The screens' default range: the 7 days ending today in Asia/Seoul. */
function defaultRange() {
  const to = seoulToday();
  const start = new Date(`${to}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - 6);
  return `from=${start.toISOString().slice(0, 10)}&to=${to}`;
}

function watchApi(request: APIRequestContext, session: Session, projectDocumentId: string) {
  const range = defaultRange();
  const get = async <T>(path: string) => {
    const res = await request.get(`/api${path}`, { headers: auth(session) });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as T;
  };
  return {
    range,
    list: () => get<WatchListResponse>(`/projects/${projectDocumentId}/watches?${range}`),
    detail: (watchId: string) =>
      get<WatchDetailResponse>(`/v1/projects/${projectDocumentId}/watches/${watchId}?${range}`),
    chats: (watchId: string) =>
      get<ChatListResponse>(`/v1/projects/${projectDocumentId}/watches/${watchId}/chats?${range}&limit=20`),
    preview: async (kind: string, target: string) => {
      const res = await request.post(`/api/v1/projects/${projectDocumentId}/watches/preview`, {
        headers: auth(session),
        data: { data: { kind, target } },
      });
      expect(res.ok(), await res.text()).toBe(true);
      return ((await res.json()) as WatchPreviewResponse).data;
    },
    create: async (data: { name: string; kind: string; target: string }) => {
      const res = await request.post(`/api/v1/projects/${projectDocumentId}/watches`, {
        headers: auth(session),
        data: { data },
      });
      expect(res.ok(), await res.text()).toBe(true);
      return (await res.json()).data as { documentId: string };
    },
    /** The list once no watch is counting its history any more (then its numbers are final). */
    counted: async () => {
      let list: WatchListResponse | undefined;
      await expect
        .poll(
          async () => {
            list = await get<WatchListResponse>(`/projects/${projectDocumentId}/watches?${range}`);
            return list.data.some((w) => w.counting);
          },
          // Counted in the background, through the queue: only the test's deadline.
          { timeout: 0 },
        )
        .toBe(false);
      return list!;
    },
  };
}

/** Waits for the form's preview to settle on `target` as matched, and answers its count. */
async function settledPreview(page: Page, matched: string) {
  const preview = page.getByTestId('watch-preview');
  await expect(preview).toHaveAttribute('data-state', 'ready');
  await expect(preview.getByTestId('watch-preview-target')).toContainText(matched);
  return Number(await preview.getByTestId('watch-preview-count').getAttribute('data-hits'));
}

test('an editor creates, reads, changes and deletes watches whose numbers are the API’s', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.slow(); // a collect, two watches counted, a change counted again
  const session = await registerByApi(request);
  const project = await createProjectByApi(request, session, '워치 프로젝트', {
    brandName: '오늘커피',
    engines: ['simulated'],
    samplesPerRun: 3,
    competitors: [{ name: '별빛커피' }],
    queries: [{ text: '서울 커피 브랜드 추천' }, { text: '원두 구독 서비스 비교' }],
  });
  await collectNowAndWait(request, session, project.documentId, 'completed:6');
  const api = watchApi(request, session, project.documentId);

  // Two words of the stored answers that match different numbers of answers, and the most cited domain.
  const stored = (
    await (
      await request.get(`/api/v1/projects/${project.documentId}/chats?${api.range}&limit=100`, {
        headers: auth(session),
      })
    ).json()
  ).data as ChatListResponse['data'];
  const words = [
    ...new Set(
      stored.flatMap((chat) =>
        (chat.excerpt ?? '')
          .split(/[\s.,!?()[\]"'“”‘’:;·~/]+/)
          .filter((word) => word.length >= 2 && word.length <= 12),
      ),
    ),
  ];
  const counts = new Map<number, string>();
  for (const word of words.slice(0, 40)) {
    const { hits } = await api.preview('keyword', word);
    if (hits > 0 && !counts.has(hits)) counts.set(hits, word);
    if (counts.size >= 2) break;
  }
  const [keyword, otherKeyword] = [...counts.values()];
  expect(keyword, `two words of ${words.join(' ')} with different counts`).toBeTruthy();
  expect(otherKeyword).toBeTruthy();
  const domains = (
    await (
      await request.get(`/api/projects/${project.documentId}/sources-by-domain?${api.range}`, {
        headers: auth(session),
      })
    ).json()
  ).data as SourceDomainsResponse['data'];
  const domain = domains[0]!.domain;

  await selectProject(request, session, project.id);
  await useSession(context, baseURL!, session.jwt);
  await page.goto('/projects/watches');
  await expect(page.getByTestId('project-header')).toContainText('워치 프로젝트');
  await expect(page).toHaveTitle('프로젝트 워치 · Sightline');
  await expect(page.getByTestId('watches-simulated')).toBeVisible();
  await expect(page.getByTestId('empty-state')).toContainText('아직 워치가 없습니다');

  // A keyword watch: its preview is the API's, then it is saved and counted.
  await page.getByTestId('watch-create').click();
  const form = page.getByTestId('watch-form');
  await form.getByTestId('watch-name-input').fill('키워드 워치');
  await form.getByTestId('watch-kind-input').getByText('키워드', { exact: true }).click();
  await form.getByTestId('watch-target-input').fill(keyword!);
  expect(await settledPreview(page, keyword!)).toBe((await api.preview('keyword', keyword!)).hits);
  await form.getByTestId('watch-save').click();
  await expect(form).toHaveCount(0);
  await expect(page.getByTestId('watch-row')).toHaveCount(1);

  // A domain watch, named after its target (the name left empty).
  await page.getByTestId('watch-create').click();
  await form.getByTestId('watch-target-input').fill(`https://${domain}/some/page`);
  const domainPreview = await api.preview('domain', domain);
  expect(await settledPreview(page, domain)).toBe(domainPreview.hits);
  await form.getByTestId('watch-save').click();
  await expect(form).toHaveCount(0);

  // Once counted, each row's hits are the API's.
  const list = await api.counted();
  expect(list.data.map((w) => w.name).sort()).toEqual(['키워드 워치', domain].sort());
  const rows = page.getByTestId('watch-row');
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('watch-counting')).toHaveCount(0);
  for (const watch of list.data) {
    const row = rows.filter({ has: page.getByTestId('watch-name').filter({ hasText: watch.name }) });
    await expect(row.getByTestId('watch-hits')).toHaveText(number(watch.hits));
    await expect(row.getByTestId('watch-rate-n')).toContainText(number(watch.answers));
  }
  const keywordWatch = list.data.find((w) => w.name === '키워드 워치')!;
  expect(keywordWatch.hits).toBeGreaterThan(0);

  // The watch's screen: its numbers, its chart, and its answers as the API lists them.
  await rows.filter({ hasText: '키워드 워치' }).getByTestId('watch-hits').click();
  await expect(page).toHaveURL(new RegExp(`/projects/watches/${keywordWatch.documentId}`));
  await expect(page).toHaveTitle('워치 상세 · Sightline');
  await expect(page.getByTestId('watch-title')).toHaveText('키워드 워치');
  await expect(page.getByTestId('watch-header').getByTestId('watch-target')).toHaveText(keyword!);
  await expect(page.getByTestId('watch-kpi-hits-value')).toHaveText(number(keywordWatch.hits));
  await expect(page.getByTestId('watch-kpi-total-value')).toHaveText(number(keywordWatch.totalHits));
  const chart = page.getByTestId('watch-chart');
  await expect(chart).toBeVisible();
  await expect(chart.locator('.recharts-surface').first()).toBeVisible();
  // Today's bar (the answers were all collected today; the days before draw none).
  await expect(chart.locator('.recharts-bar-rectangle').last()).toBeVisible();
  await expect(chart.getByTestId('chart-empty')).toHaveCount(0);
  const chats = await api.chats(keywordWatch.documentId);
  const answers = page.getByTestId('watch-answers').getByTestId('answer-list-item');
  await expect(answers).toHaveCount(chats.data.length);
  await expect(answers.first()).toHaveAttribute('data-chat', chats.data[0]!.documentId);

  // One answer opens in the watch's chat route (the range kept) and leads back.
  await answers.first().click();
  await expect(page).toHaveURL(
    new RegExp(`/projects/watches/${keywordWatch.documentId}/chats/${chats.data[0]!.documentId}\\?from=`),
  );
  await expect(page.getByTestId('chat-prompt')).toHaveText(chats.data[0]!.prompt.text);
  await expect(page.getByTestId('chat-back')).toContainText('키워드 워치');
  await page.getByTestId('chat-back').click();
  await expect(page).toHaveURL(new RegExp(`/projects/watches/${keywordWatch.documentId}\\?`));

  // Another target: the preview, then the hits, are the API's for it.
  await page.getByTestId('watch-edit').click();
  await expect(form.getByTestId('watch-name-input')).toHaveValue('키워드 워치');
  await expect(form.getByTestId('watch-target-input')).toHaveValue(keyword!);
  await form.getByTestId('watch-target-input').fill(otherKeyword!);
  expect(await settledPreview(page, otherKeyword!)).toBe((await api.preview('keyword', otherKeyword!)).hits);
  await form.getByTestId('watch-save').click();
  await expect(form).toHaveCount(0);
  await api.counted();
  const changed = await api.detail(keywordWatch.documentId);
  expect(changed.data.hits).not.toBe(keywordWatch.hits);
  await expect(page.getByTestId('watch-header').getByTestId('watch-target')).toHaveText(otherKeyword!);
  await expect(page.getByTestId('watch-kpi-hits-value')).toHaveText(number(changed.data.hits));
  await expect(page.getByTestId('watch-answers').getByTestId('answer-list-item')).toHaveCount(
    (await api.chats(keywordWatch.documentId)).data.length,
  );

  // Deleted after a confirmation: back on the list, without it.
  await page.getByTestId('watch-delete').click();
  await page.getByTestId('watch-delete-confirm').click();
  await expect(page).toHaveURL(/\/projects\/watches(\?|$)/);
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId('watch-name')).toHaveText(domain);
  expect((await api.list()).data.map((w) => w.name)).toEqual([domain]);
});

test('a viewer reads the watches in English but cannot create, change or delete them', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const owner = await registerByApi(request);
  const viewer = await registerByApi(request);
  const project = await createProjectByApi(request, owner, 'Watch project', {
    brandName: 'Lumiel',
    engines: ['simulated'],
  });
  const api = watchApi(request, owner, project.documentId);
  const watch = await api.create({ name: 'Wiki citations', kind: 'domain', target: 'namu.wiki' });

  // The viewer joins the owner's organization and selects it.
  const organizationId = owner.user.lastSelectedOrganizationId;
  const invite = await request.post(`/api/v1/organizations/${organizationId}/invitations`, {
    headers: auth(owner),
    data: { data: { email: viewer.user.email, role: 'viewer' } },
  });
  expect(invite.ok(), await invite.text()).toBe(true);
  const token = /invitations\/accept\?token=([\w-]+)/.exec((await lastMailTo(viewer.user.email)).text)?.[1];
  const accepted = await request.post('/api/v1/invitations/accept', {
    headers: auth(viewer),
    data: { token },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  const member = (await accepted.json()).data as { id: number };
  const select = await request.put(`/api/v1/users/${viewer.user.id}`, {
    headers: auth(viewer),
    data: {
      data: {
        lastSelectedOrganizationId: organizationId,
        lastSelectedMemberId: member.id,
        lastSelectedWorkspaceId: owner.user.lastSelectedWorkspaceId,
        lastSelectedProjectId: project.id,
      },
    },
  });
  expect(select.ok(), await select.text()).toBe(true);

  await useSession(context, baseURL!, viewer.jwt, 'en');
  await page.goto('/projects/watches');
  await expect(page.getByTestId('project-header')).toContainText('Watch project');
  await expect(page).toHaveTitle('Project Watches · Sightline');
  await expect(page.getByTestId('watch-row')).toHaveCount(1);
  await expect(page.getByTestId('watch-name')).toHaveText('Wiki citations');
  await expect(page.getByTestId('watch-kind')).toHaveText('Domain');
  await expect(page.getByTestId('watch-row').getByTestId('watch-engines')).toHaveText('All engines');
  await expect(page.getByTestId('watches-viewer')).toHaveText('Editors and above create and change watches.');
  await expect(page.getByTestId('watch-create')).toHaveCount(0);
  // A viewer's write is refused by the server as well.
  const refused = await request.post(`/api/v1/projects/${project.documentId}/watches`, {
    headers: auth(viewer),
    data: { data: { name: 'x', kind: 'keyword', target: 'coffee' } },
  });
  expect(refused.status()).toBe(403);

  await page.getByTestId('watch-name').click();
  await expect(page).toHaveURL(new RegExp(`/projects/watches/${watch.documentId}`));
  await expect(page.getByTestId('watch-title')).toHaveText('Wiki citations');
  await expect(page.getByTestId('watch-chart').getByTestId('chart-empty')).toHaveText(
    "No answers of this watch's engines in this range.",
  );
  await expect(page.getByTestId('answer-list-empty')).toBeVisible();
  await expect(page.getByTestId('watch-edit')).toHaveCount(0);
  await expect(page.getByTestId('watch-delete')).toHaveCount(0);

  // A watch that is not there (or not the project's) is the not-found state.
  await page.goto('/projects/watches/zzzzzzzzzzzzzzzzzzzzzzzz');
  await expect(page.getByTestId('empty-state')).toContainText('Watch not found');
  await page.getByTestId('watch-not-found').click();
  await expect(page).toHaveURL(/\/projects\/watches(\?|$)/);
});

for (const locale of ['ko', 'en'] as const) {
  test(`the list, the form and a watch fit 390 px in ${locale === 'ko' ? 'Korean' : 'English'}`, async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const session = await registerByApi(request);
    const project = await createProjectByApi(request, session, 'Narrow watches', {
      brandName: '오늘커피',
      engines: ['simulated'],
      competitors: [{ name: '별빛커피' }],
    });
    const api = watchApi(request, session, project.documentId);
    await api.create({
      name: '나무위키에서 인용된 우리 브랜드 관련 답변 전체',
      kind: 'domain',
      target: 'namu.wiki',
    });
    await api.create({
      name: 'A long page address',
      kind: 'url',
      target: 'https://blog.naver.com/some-long-blog-name/223456789012?utm_source=x',
    });
    const en = locale === 'en';
    await selectProject(request, session, project.id);
    await useSession(context, baseURL!, session.jwt, locale);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/projects/watches');
    await expect(page.getByTestId('project-header')).toContainText('Narrow watches');
    await expect(page.getByTestId('watch-row')).toHaveCount(2);
    expect(await overflow(page), 'list').toBeLessThanOrEqual(0);
    await screenshot(page, `watches-${locale}-390-list.png`);

    await page.getByTestId('watch-create').click();
    const form = page.getByTestId('watch-form');
    await form
      .getByTestId('watch-kind-input')
      .getByText(en ? 'Brand' : '브랜드', { exact: true })
      .click();
    await form.getByTestId('watch-target-input').click();
    await page.getByRole('option', { name: '별빛커피' }).click();
    await expect(page.getByTestId('watch-preview')).toHaveAttribute('data-state', 'ready');
    await expect(page.getByTestId('watch-preview-count')).toHaveText(
      en ? 'Would match 0 of 0 stored answers' : '저장된 답변 0개 중 0개와 일치',
    );
    expect(await overflow(page), 'form').toBeLessThanOrEqual(0);
    const box = await page.getByRole('dialog').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await screenshot(page, `watches-${locale}-390-form.png`);
    await form.getByTestId('watch-save').click();
    await expect(form).toHaveCount(0);
    await expect(page.getByTestId('watch-row')).toHaveCount(3);
    await expect(page.getByTestId('watch-name').filter({ hasText: '별빛커피' })).toHaveCount(1);

    await page.getByTestId('watch-name').filter({ hasText: '나무위키' }).click();
    await expect(page.getByTestId('watch-header')).toBeVisible();
    await expect(page.getByTestId('watch-chart')).toBeVisible();
    expect(await overflow(page), 'detail').toBeLessThanOrEqual(0);
    await screenshot(page, `watches-${locale}-390-detail.png`);
  });
}
