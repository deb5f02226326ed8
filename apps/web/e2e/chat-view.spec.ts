import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { ChatDetail } from '@sightline/contracts';
import { type CollectedProject, withCollectedProject } from './fixtures.ts';
import { registerByApi, type Session, selectProject, useSession } from './support.ts';

const auth = (session: Session) => ({ authorization: `Bearer ${session.jwt}` });

/**
 * A project with two competitors and an evaluation item on the simulated engine, collected once today: both tests
 * only read it, so each worker collects it once for both.
 */
const test = withCollectedProject(
  'Chat view project',
  {
    brandName: '오늘커피',
    brandAliases: ['Oneul Coffee'],
    engines: ['simulated'],
    samplesPerRun: 2,
    competitors: [
      { name: '별빛커피', aliases: ['Starlight Coffee'], domains: ['starlight-coffee.example'] },
      { name: '빈브라더스', aliases: ['Bean Brothers'], domains: ['beanbrothers.example'] },
    ],
    evaluationItems: [{ name: '맛', keywords: ['맛', '풍미', 'taste'] }],
    queries: [
      { text: '서울 커피 브랜드 추천' },
      { text: '원두 구독 서비스 비교' },
      { text: 'best coffee brands in Seoul', language: 'en' },
    ],
  },
  'completed:6',
);

/** The richest answer: citation markers first (when the engine wrote any), then the most highlighted mentions. */
async function richestChat(request: APIRequestContext, { session, project, collects }: CollectedProject) {
  const chatIds = collects.flatMap((c) => c.chats.map((chat) => chat.documentId));
  const details = await Promise.all(
    chatIds.map((id) => chatDetail(request, session, project.documentId, id)),
  );
  const richness = (c: ChatDetail) =>
    (c.markers.length > 0 ? 1000 : 0) +
    c.mentions.reduce((s, m) => s + m.spans.length, 0) * 10 +
    c.citations.length;
  return details.sort((a, b) => richness(b) - richness(a))[0]!;
}

async function chatDetail(request: APIRequestContext, session: Session, projectId: string, chatId: string) {
  const res = await request.get(`/api/projects/${projectId}/chats/${chatId}`, { headers: auth(session) });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data as ChatDetail;
}

/** The page shows exactly the stored mentions (one highlight per occurrence, by brand) and citations (in order). */
async function expectEvidence(page: Page, chat: ChatDetail) {
  // The first visit loads the chat view's chunk and the chat.
  await expect(page.getByTestId('chat-prompt')).toHaveText(chat.prompt.text, { timeout: 20_000 });
  await expect(page.getByTestId('chat-engine')).toContainText('시뮬레이터');
  await expect(page.getByTestId('chat-simulated')).toBeVisible();
  const answer = page.getByTestId('chat-answer');
  await expect(answer).toBeVisible();
  for (const mention of chat.mentions) {
    await expect(answer.locator(`mark[data-brand="${mention.brandKey}"]:not([data-continued])`)).toHaveCount(
      mention.spans.length,
    );
  }
  await expect(answer.locator('mark:not([data-continued])')).toHaveCount(
    chat.mentions.reduce((sum, m) => sum + m.spans.length, 0),
  );
  await expect(page.getByTestId('chat-mention-row')).toHaveCount(chat.mentions.length);
  // Nobody judged this answer's tone: the mention table says the rules estimated it.
  expect(chat.sentimentJudged).toBe(false);
  if (chat.mentions.length > 0)
    await expect(page.getByTestId('chat-sentiment-method')).toHaveText('어조는 규칙으로 추정했습니다');
  else await expect(page.getByTestId('chat-sentiment-method')).toHaveCount(0);
  // What the engine searched and read, each page marked cited or read only (the simulator says so as the engines
  // it imitates do; imitating a Google engine, it says nothing, and the panel says that).
  if (chat.searchQueries.length === 0 && chat.retrieved.length === 0)
    await expect(page.getByTestId('chat-no-searches')).toBeVisible();
  await expect(page.getByTestId('chat-search-query')).toHaveText(chat.searchQueries);
  await expect(page.getByTestId('chat-retrieved-page')).toHaveCount(chat.retrieved.length);
  await expect(page.locator('[data-testid="chat-retrieved-page"][data-cited="false"]')).toHaveCount(
    chat.retrieved.filter((p) => !p.cited).length,
  );
  const sources = page.getByTestId('chat-source');
  await expect(sources).toHaveCount(chat.citations.length);
  expect(await sources.evaluateAll((items) => items.map((i) => i.getAttribute('data-domain')))).toEqual(
    chat.citations.map((c) => c.domain),
  );
  await expect(answer.locator('a[data-marker]')).toHaveCount(
    chat.markers.reduce((sum, m) => sum + m.positions.length, 0),
  );
}

test.describe('chat view', () => {
  test('shows a chat with its evidence on all three chat routes', async ({
    page,
    context,
    baseURL,
    request,
    collected,
  }) => {
    const { session, project } = collected;
    const projectId = project.documentId;
    const chat = await richestChat(request, collected);
    expect(chat.mentions.length, 'the simulator names a tracked brand in some answer').toBeGreaterThan(0);
    expect(chat.citations.length).toBeGreaterThan(0);

    await useSession(context, baseURL!, session.jwt);
    // The project is the selected one (the sources route reads the selected project).
    await selectProject(request, session, project.id);

    // 1. The project's chat route.
    await page.goto(`/projects/${projectId}/chats/${chat.documentId}`);
    await expectEvidence(page, chat);
    await expect(page.getByTestId('chat-day')).toHaveAttribute(
      'href',
      `/projects/${projectId}/collects/${chat.collect.day.replaceAll('-', '/')}`,
    );
    // A marker jumps to its source. (The simulator writes no `[n]` markers today; the unit tests cover the links.)
    if (chat.markers.length === 0)
      test.info().annotations.push({
        type: 'note',
        description: 'no chat with [n] markers: marker jump not exercised',
      });
    if (chat.markers.length > 0) {
      const n = chat.markers[0]!.positions[0]!;
      await page.getByTestId('chat-answer').locator(`a[data-marker="${n}"]`).first().click();
      await expect(page.locator(`#source-${n}`)).toBeInViewport();
      await expect(page.locator(`#source-${n}`)).toBeFocused();
      expect(new URL(page.url()).hash).toBe(`#source-${n}`);
    }
    // The raw engine response, fetched on demand.
    await page.getByTestId('chat-raw-toggle').click();
    await expect(page.getByTestId('chat-raw')).toContainText('simulated');
    // Previous / next stay in the project's route family (two samples per prompt and engine).
    const neighbour = chat.next ?? chat.previous;
    expect(neighbour).not.toBeNull();
    await page.getByTestId(chat.next ? 'chat-next' : 'chat-previous').click();
    await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/chats/${neighbour}$`));
    await expect(page.getByTestId('chat-prompt')).toHaveText(chat.prompt.text);

    // 2. The chat as one citing a domain (of the selected project).
    const domain = chat.citations[0]!.domain;
    await page.goto(`/projects/sources/${domain}/chats/${chat.documentId}`);
    await expectEvidence(page, chat);
    await expect(page.getByTestId('chat-domain-context')).toContainText(domain);
    await expect(page.getByTestId('chat-back')).toHaveAttribute('href', `/projects/sources/${domain}`);

    // 3. The chat as an answer to its prompt.
    await page.goto(`/prompts/${chat.prompt.documentId}/chats/${chat.documentId}`);
    await expectEvidence(page, chat);
    await expect(page.getByTestId('chat-back')).toHaveAttribute('href', `/prompts/${chat.prompt.documentId}`);
    await page.getByTestId(chat.next ? 'chat-next' : 'chat-previous').click();
    await expect(page).toHaveURL(new RegExp(`/prompts/${chat.prompt.documentId}/chats/${neighbour}$`));
  });

  test("a chat that does not exist, or is another organization's, is the 404 screen on each route", async ({
    page,
    context,
    baseURL,
    request,
    collected,
  }) => {
    const { session, project } = collected;
    const projectId = project.documentId;
    const chat = await richestChat(request, collected);
    await useSession(context, baseURL!, session.jwt);
    await selectProject(request, session, project.id);

    // A chat id that does not exist is the 404 screen.
    await page.goto(`/projects/${projectId}/chats/nosuchchat${Date.now().toString(36)}`);
    await expect(page.getByTestId('error-screen')).toContainText('페이지를 찾을 수 없습니다', {
      timeout: 30_000,
    });
    await page.goto(`/prompts/${chat.prompt.documentId}/chats/nosuchchat${Date.now().toString(36)}`);
    await expect(page.getByTestId('error-screen')).toContainText('페이지를 찾을 수 없습니다', {
      timeout: 30_000,
    });

    // Another organization's chat is a 404 too, on each route.
    const stranger = await registerByApi(request);
    await context.clearCookies();
    await useSession(context, baseURL!, stranger.jwt);
    await page.goto(`/projects/${projectId}/chats/${chat.documentId}`);
    await expect(page.getByTestId('error-screen')).toContainText('페이지를 찾을 수 없습니다', {
      timeout: 30_000,
    });
    await expect(page.getByTestId('chat-answer')).toHaveCount(0);
    await page.goto(`/prompts/${chat.prompt.documentId}/chats/${chat.documentId}`);
    await expect(page.getByTestId('error-screen')).toContainText('페이지를 찾을 수 없습니다', {
      timeout: 30_000,
    });
    await expect(page.getByTestId('chat-answer')).toHaveCount(0);
  });
});
