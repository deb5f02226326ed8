import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { ProjectPromptsResponse } from '@sightline/contracts';
import { test } from './fixtures.ts';
import { createProjectByApi, registerByApi, type Session, useSession } from './support.ts';

const auth = (session: Session) => ({ authorization: `Bearer ${session.jwt}` });

/** The project's prompts as the API lists them, by text. */
async function apiPrompts(request: APIRequestContext, session: Session, documentId: string) {
  const res = await request.get(`/api/v1/projects/${documentId}/prompts`, { headers: auth(session) });
  expect(res.ok(), await res.text()).toBe(true);
  const { data } = (await res.json()) as ProjectPromptsResponse;
  return new Map(data.map((p) => [p.text, p]));
}

/** Chooses a CSV file in the import dialog's file picker. */
async function chooseCsv(page: Page, name: string, csv: string) {
  await page
    .getByTestId('prompt-import-modal')
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
}

test('a CSV with one bad line imports nothing and reports the line; fixed, it imports; then a bulk action', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const session = await registerByApi(request);
  const project = await createProjectByApi(request, session, '가져오기 프로젝트', {
    queries: [{ text: '서울 카페 추천' }, { text: 'best coffee beans' }],
  });
  await useSession(context, baseURL!, session.jwt);
  await page.goto(`/projects/${project.documentId}`);
  const section = page.getByTestId('project-prompts');
  await expect(section.getByTestId('project-prompt-row')).toHaveCount(2, { timeout: 30_000 });

  // A file whose third line names a language Sightline does not know.
  const bad = [
    'text,language,tags',
    '강남 브런치 카페,ko,강남|브런치',
    'cold brew at home,xx,',
    '홍대 디저트 카페,ko,홍대',
  ].join('\n');
  await section.getByTestId('prompt-import-open').click();
  const dialog = page.getByTestId('prompt-import-modal');
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await chooseCsv(page, 'prompts.csv', bad);
  await expect(dialog.getByTestId('prompt-import-preview')).toHaveText('프롬프트 3줄 (첫 줄 제외)');
  await dialog.getByTestId('prompt-import-submit').click();
  const report = dialog.getByTestId('prompt-import-report');
  await expect(report).toContainText('1개 줄이 거부되어 아무것도 가져오지 않았습니다', { timeout: 20_000 });
  const rejected = report.getByTestId('prompt-import-rejected');
  await expect(rejected).toHaveCount(1);
  await expect(rejected).toHaveAttribute('data-line', '3');
  await expect(rejected).toContainText('알 수 없는 언어입니다');
  await expect(rejected).toContainText('xx');
  // Nothing was imported: the API still lists the two prompts, and so does the table.
  expect([...(await apiPrompts(request, session, project.documentId)).keys()].sort()).toEqual([
    'best coffee beans',
    '서울 카페 추천',
  ]);

  // The fixed file imports every line, with its tags.
  await chooseCsv(page, 'prompts-fixed.csv', bad.replace(',xx,', ',en,'));
  await expect(report).toBeHidden();
  await dialog.getByTestId('prompt-import-submit').click();
  await expect(page.getByText('프롬프트 3개를 가져왔습니다')).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toBeHidden();
  await expect(section.getByTestId('project-prompt-row')).toHaveCount(5, { timeout: 20_000 });
  const imported = await apiPrompts(request, session, project.documentId);
  expect(imported.size).toBe(5);
  expect(imported.get('강남 브런치 카페')).toMatchObject({
    language: 'ko',
    active: true,
    tags: ['강남', '브런치'],
  });
  expect(imported.get('cold brew at home')).toMatchObject({ language: 'en', active: true, tags: [] });
  await expect(
    section.getByTestId('project-prompt-row').filter({ hasText: '강남 브런치 카페' }),
  ).toContainText('브런치');

  // A bulk action: stop collecting two of the imported prompts.
  await section.getByRole('checkbox', { name: '이 프롬프트 선택: 강남 브런치 카페' }).check();
  await section.getByRole('checkbox', { name: '이 프롬프트 선택: 홍대 디저트 카페' }).check();
  const bar = page.getByTestId('prompt-bulk-bar');
  await expect(bar.getByTestId('prompt-bulk-count')).toHaveText('2개 선택');
  await bar.getByRole('button', { name: '비활성화', exact: true }).click();
  await expect(page.getByText('프롬프트 2개를 비활성화했습니다. 더 이상 수집하지 않습니다.')).toBeVisible({
    timeout: 20_000,
  });
  await expect
    .poll(async () => {
      const after = await apiPrompts(request, session, project.documentId);
      return [...after.values()].map((p) => `${p.text}:${p.active}`).sort();
    })
    .toEqual([
      'best coffee beans:true',
      'cold brew at home:true',
      '강남 브런치 카페:false',
      '서울 카페 추천:true',
      '홍대 디저트 카페:false',
    ]);
  await expect(
    section.getByTestId('project-prompt-row').filter({ hasText: '홍대 디저트 카페' }),
  ).toContainText('아니요');
});
