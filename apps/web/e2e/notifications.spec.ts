import { expect } from '@playwright/test';
import type { NotificationListResponse } from '@sightline/contracts';
import { test } from './fixtures.ts';
import { collectNowAndWait, createProjectByApi, lastMailTo, registerByApi, useSession } from './support.ts';

/**
 * An alert rule that a collect fires: the header's bell shows the unread alert, the list says what fired with its
 * numbers, opening it reads it and shows the evidence (the watch over the rule's window), the mail went out, and the
 * member's alert settings are kept.
 */
test('an alert fired by a collect shows in the notification centre, opens its evidence and is read', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const session = await registerByApi(request);
  const headers = { authorization: `Bearer ${session.jwt}` };
  const project = await createProjectByApi(request, session, '알림 프로젝트', {
    brandName: '오늘커피',
    engines: ['simulated'],
    samplesPerRun: 2,
    queries: [{ text: '서울 커피 브랜드 추천' }, { text: '원두 구독 서비스 비교' }],
  });
  // A watch every Korean answer of the simulator matches (its sentences end in "…니다"), so the rule surely fires.
  const watch = await request.post(`/api/v1/projects/${project.documentId}/watches`, {
    headers,
    data: { data: { name: '존댓말 답변', kind: 'keyword', target: '니다' } },
  });
  expect(watch.ok(), await watch.text()).toBe(true);
  const rule = await request.post(`/api/v1/projects/${project.documentId}/alert-rules`, {
    headers,
    data: {
      data: {
        name: '오늘커피 노출 알림',
        watch: (await watch.json()).data.documentId,
        condition: 'above',
        threshold: 0,
      },
    },
  });
  expect(rule.ok(), await rule.text()).toBe(true);
  await collectNowAndWait(request, session, project.documentId, 'completed:4');
  // The check runs in the background once the collect has finished.
  let listed: NotificationListResponse | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/v1/notifications', { headers });
        listed = (await res.json()) as NotificationListResponse;
        return listed.meta.unread;
      },
      { timeout: 0 },
    )
    .toBe(1);
  const { facts } = listed!.data[0]!.alert;
  const mail = await lastMailTo(session.user.email);
  expect(mail.subject).toContain('오늘커피 노출 알림');

  await useSession(context, baseURL!, session.jwt);
  await page.goto(`/projects/${project.documentId}`);
  const bell = page.getByTestId('notifications-open');
  await expect(bell).toHaveAccessibleName('알림, 읽지 않음 1개');
  await bell.click();
  const item = page.getByTestId('notification');
  await expect(item).toHaveCount(1);
  await expect(item).toHaveAttribute('data-read', 'false');
  await expect(item).toContainText('오늘커피 노출 알림');
  // What fired, with the API's numbers: the rate of the window, the threshold and n.
  await expect(item).toContainText(`존댓말 답변: ${(facts.rate! * 100).toFixed(1)}%로 기준 0.0% 초과`);
  // ...and the evidence it stood on: every day of the window collected, and n.
  const done = facts.completeness!;
  await expect(item).toContainText(`${done.days}일 중 ${done.daysComplete}일 수집 완료, 답변 ${facts.n}개`);
  await expect(page.getByTestId('alerts-email')).toBeChecked();

  // Opening it reads it and shows the evidence.
  await item.click();
  await expect(page).toHaveURL(/\/projects\/watches\/[a-z0-9]+\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  await expect(bell).toHaveAccessibleName('알림');

  // Alerts by mail can be turned off; the choice is kept.
  await bell.click();
  await page.getByTestId('alerts-email').click({ force: true });
  await expect(page.getByTestId('alerts-email')).not.toBeChecked();
  await page.reload();
  await page.getByTestId('notifications-open').click();
  await expect(page.getByTestId('alerts-email')).not.toBeChecked();
  await expect(page.getByTestId('alerts-in-app')).toBeChecked();
});
