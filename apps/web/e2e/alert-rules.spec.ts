import { expect } from '@playwright/test';
import type { AlertRuleListResponse } from '@sightline/contracts';
import { test } from './fixtures.ts';
import { createProjectByApi, registerByApi, type Session, selectProject, useSession } from './support.ts';

const auth = (session: Session) => ({ authorization: `Bearer ${session.jwt}` });

/**
 * Alert rules on the watch screens: an editor adds a rule to a watch from its screen and a rule on a brand's
 * visibility from the list, each saved as the API keeps it and described in words; a rule is edited and deleted.
 */
test('an editor adds, edits and deletes alert rules on a watch and on a brand', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const session = await registerByApi(request);
  const project = await createProjectByApi(request, session, '알림 규칙 프로젝트', {
    brandName: '오늘커피',
    engines: ['simulated'],
    competitors: [{ name: '별빛커피' }],
    queries: [{ text: '서울 커피 브랜드 추천' }],
  });
  const created = await request.post(`/api/v1/projects/${project.documentId}/watches`, {
    headers: auth(session),
    data: { data: { name: '나무위키 인용', kind: 'domain', target: 'namu.wiki' } },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const watch = (await created.json()).data as { documentId: string };
  const rules = async () => {
    const res = await request.get(`/api/v1/projects/${project.documentId}/alert-rules`, {
      headers: auth(session),
    });
    return ((await res.json()) as AlertRuleListResponse).data;
  };

  await useSession(context, baseURL!, session.jwt);
  await selectProject(request, session, project.id);

  // On the watch's screen: a rule on its hit rate.
  await page.goto(`/projects/watches/${watch.documentId}`);
  const section = page.getByTestId('alert-rules');
  await expect(section.getByTestId('alert-rules-empty')).toBeVisible();
  await section.getByTestId('alert-rule-add').click();
  const form = page.getByTestId('alert-rule-form');
  await form.getByTestId('alert-rule-name').fill('나무위키 인용 감소');
  await form.getByTestId('alert-rule-threshold').fill('25');
  await form.getByTestId('alert-rule-window').fill('14');
  await form.getByTestId('alert-rule-save').click();
  await expect(form).toBeHidden();
  await expect(section.getByTestId('alert-rule-row')).toHaveCount(1);
  await expect(section.getByTestId('alert-rule-condition-text')).toHaveText(
    '14일 비율이 25.0% 아래로 내려가면',
  );
  expect(await rules()).toMatchObject([
    {
      name: '나무위키 인용 감소',
      watch: { documentId: watch.documentId, name: '나무위키 인용' },
      brand: null,
      condition: 'below',
      threshold: 0.25,
      windowDays: 14,
      lastFiredDay: null,
    },
  ]);

  // On the list: a rule on a competitor's visibility (no threshold for a change).
  await page.goto('/projects/watches');
  const all = page.getByTestId('alert-rules');
  await expect(all.getByTestId('alert-rule-row')).toHaveCount(1);
  await all.getByTestId('alert-rule-add').click();
  await form.getByTestId('alert-rule-name').fill('별빛커피 급변');
  await form.getByTestId('alert-rule-subject').click();
  await page.getByRole('option', { name: '가시성: 별빛커피' }).click();
  await form.getByTestId('alert-rule-condition').click();
  await page.getByRole('option', { name: '유의미한 변화' }).click();
  await expect(form.getByTestId('alert-rule-threshold')).toHaveCount(0);
  await form.getByTestId('alert-rule-save').click();
  await expect(all.getByTestId('alert-rule-row')).toHaveCount(2);
  const competitor = (await rules()).find((r) => r.name === '별빛커피 급변')!;
  expect(competitor).toMatchObject({
    watch: null,
    brand: { name: '별빛커피' },
    condition: 'change',
    threshold: null,
  });
  await expect(all.getByTestId('alert-rule-row').nth(1)).toContainText('가시성: 별빛커피');

  // Edit: the rule's window; then delete it.
  await all.getByTestId('alert-rule-row').nth(1).getByRole('button', { name: '수정' }).click();
  await form.getByTestId('alert-rule-window').fill('30');
  await form.getByTestId('alert-rule-save').click();
  await expect(all.getByTestId('alert-rule-row').nth(1)).toContainText('30일 비율이 이전 30일보다');
  expect((await rules()).find((r) => r.name === '별빛커피 급변')!.windowDays).toBe(30);
  page.once('dialog', (dialog) => void dialog.accept());
  await all.getByTestId('alert-rule-row').nth(1).getByRole('button', { name: '삭제' }).click();
  await expect(all.getByTestId('alert-rule-row')).toHaveCount(1);
  expect((await rules()).map((r) => r.name)).toEqual(['나무위키 인용 감소']);
});
