import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import type { ChatListResponse } from '@sightline/contracts';
import { test } from './fixtures.ts';
import {
  collectNowAndWait,
  createProjectByApi,
  registerByApi,
  selectProject,
  useSession,
} from './support.ts';

const seoulDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

test('the completions screen lists every answer, filters them in the URL, shows the raw response and exports them', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const session = await registerByApi(request);
  const project = await createProjectByApi(request, session, '응답 프로젝트', {
    brandName: '오늘커피',
    engines: ['simulated'],
    samplesPerRun: 6,
    competitors: [{ name: '별빛커피' }],
    queries: [{ text: '서울 커피 브랜드 추천' }, { text: '오늘커피와 별빛커피 비교' }],
  });
  await collectNowAndWait(request, session, project.documentId, 'completed:12');
  const headers = { authorization: `Bearer ${session.jwt}` };
  const list = async (query: string) => {
    const res = await request.get(
      `/api/v1/projects/${project.documentId}/chats?from=${seoulDay(-6)}&to=${seoulDay()}&limit=100&${query}`,
      { headers },
    );
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as ChatListResponse).data;
  };
  const all = await list('');
  expect(all).toHaveLength(12);
  const mentioning = await list('q=별빛커피');
  // Exactly the answers whose text holds the words (the simulator may name the competitor in all of them, or not).
  const containing: string[] = [];
  for (const chat of all) {
    const res = await request.get(`/api/projects/${project.documentId}/chats/${chat.documentId}`, {
      headers,
    });
    expect(res.ok(), await res.text()).toBe(true);
    const detail = (await res.json()) as { data: { answer: string } };
    if (detail.data.answer.includes('별빛커피')) containing.push(chat.documentId);
  }
  expect(mentioning.map((c) => c.documentId).sort()).toEqual(containing.sort());
  expect(mentioning.length).toBeGreaterThan(0);

  await useSession(context, baseURL!, session.jwt);
  await selectProject(request, session, project.id);
  await page.goto('/data/completions');
  await expect(page.getByTestId('project-header')).toContainText('응답 프로젝트');
  await expect(page.getByTestId('completions-simulated')).toBeVisible();
  await expect(page.getByTestId('completion-row')).toHaveCount(12);
  // Newest first, as the API lists them.
  await expect(page.getByTestId('completion-row').first()).toHaveAttribute('data-chat', all[0]!.documentId);

  // A text search goes to the URL and keeps exactly the answers the API finds.
  await page.getByTestId('completion-search').fill('별빛커피');
  await expect(page).toHaveURL(/q=%EB%B3%84%EB%B9%9B/);
  await expect(page.getByTestId('completion-row')).toHaveCount(mentioning.length);
  await page.reload();
  await expect(page.getByTestId('completion-row')).toHaveCount(mentioning.length);
  await expect(page.getByTestId('completion-search')).toHaveValue('별빛커피');

  // The raw response, on demand.
  await page.getByTestId('completion-raw').first().click();
  await expect(page.getByRole('dialog')).toContainText('엔진이 보낸 원본 응답');
  await page.keyboard.press('Escape');

  // The export holds every answer of the filters, one CSV row each.
  const downloading = page.waitForEvent('download');
  await page.getByTestId('completion-export').click();
  await page.getByTestId('completion-export-csv').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^answers-.+\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toContain('brands_in_rank_order');
  expect(lines).toHaveLength(1 + mentioning.length);

  // A row opens its answer, which keeps the list it came from: where it stands in it, the next answer of that list,
  // and the way back to the list with its search.
  await page.getByTestId('completion-row').first().click();
  await expect(page).toHaveURL(
    new RegExp(`/projects/${project.documentId}/chats/${mentioning[0]!.documentId}`),
  );
  const position = page.getByTestId('chat-trail-position');
  await expect(position).toContainText(`${mentioning.length}개 중 1번째`);
  await expect(page.getByTestId('chat-previous')).toBeDisabled();
  if (mentioning.length > 1) {
    await page.getByTestId('chat-next').click();
    await expect(page).toHaveURL(new RegExp(`/chats/${mentioning[1]!.documentId}$`));
    await expect(position).toContainText(`${mentioning.length}개 중 2번째`);
    // The sidebar marks the list the answer belongs to.
    await expect(page.getByRole('link', { name: '응답 데이터' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: '프로젝트 상세' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
  }
  await page.getByTestId('chat-back-to-list').click();
  await expect(page).toHaveURL(/\/data\/completions\?.*q=%EB%B3%84%EB%B9%9B/);
  await expect(page.getByTestId('completion-row')).toHaveCount(mentioning.length);
});
