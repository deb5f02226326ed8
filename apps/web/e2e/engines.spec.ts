import { join } from 'node:path';
import { type APIRequestContext, expect as baseExpect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { lastMailTo, registerByApi, type Session, useSession } from './support.ts';

// Sign-ups (argon2) and several calls per test on a machine that may be shared: waits longer than the default.
const expect = baseExpect.configure({ timeout: 30_000 });

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: join(test.info().project.outputDir, 'screens', name), fullPage: true });
}

const bearer = (session: Session) => ({ authorization: `Bearer ${session.jwt}` });

/** Invites `invitee` into the owner's organization with `role` and accepts, then makes it their selection. */
async function joinAs(request: APIRequestContext, owner: Session, invitee: Session, role: 'viewer') {
  const organizationId = owner.user.lastSelectedOrganizationId;
  const invite = await request.post(`/api/v1/organizations/${organizationId}/invitations`, {
    headers: bearer(owner),
    data: { data: { email: invitee.user.email, role } },
  });
  expect(invite.ok(), await invite.text()).toBe(true);
  const token = /invitations\/accept\?token=([\w-]+)/.exec((await lastMailTo(invitee.user.email)).text)?.[1];
  expect(token).toBeTruthy();
  const accepted = await request.post('/api/v1/invitations/accept', {
    headers: bearer(invitee),
    data: { token },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  const member = (await accepted.json()).data as { id: number };
  const select = await request.put(`/api/v1/users/${invitee.user.id}`, {
    headers: bearer(invitee),
    data: {
      data: {
        lastSelectedOrganizationId: organizationId,
        lastSelectedMemberId: member.id,
        lastSelectedWorkspaceId: owner.user.lastSelectedWorkspaceId,
      },
    },
  });
  expect(select.ok(), await select.text()).toBe(true);
}

test.describe('AI engine connections', () => {
  test('an owner saves a key (only its mask is shown), tests a server, and removes the key', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const owner = await registerByApi(request);
    const apiKey = 'sk-ant-e2e-secret-key-9f3c';
    await useSession(context, baseURL!, owner.jwt);
    await page.goto('/organization/members');
    await page.getByRole('link', { name: 'AI 엔진' }).click();
    await expect(page).toHaveURL(/\/organization\/engines$/);
    await expect(page).toHaveTitle('AI 엔진 · Sightline');
    await expect(page.getByRole('heading', { name: 'AI 엔진 연결' })).toBeVisible();

    const claude = page.getByTestId('engine-card-claude');
    await expect(claude.getByTestId('engine-status')).toHaveText('설정 안 됨');
    await expect(page.getByTestId('engine-card-simulated')).toHaveCount(0);

    // Saving without a key names the field.
    await claude.getByRole('button', { name: '저장' }).click();
    await expect(claude.getByText('API 키를 입력하세요.')).toBeVisible();

    await claude.getByRole('textbox', { name: 'API 키', exact: true }).fill(apiKey);
    await claude.getByRole('button', { name: '저장' }).click();
    await expect(claude.getByTestId('engine-status')).toHaveText('조직 키 사용 중');
    await expect(claude.getByTestId('engine-key')).toHaveText('••••9f3c');
    await expect(claude.getByRole('textbox', { name: '새 API 키', exact: true })).toHaveValue('');
    await expect(page.locator('body')).not.toContainText(apiKey);
    expect(await page.content()).not.toContain(apiKey);
    await screenshot(page, 'engines-owner-ko.png');

    await page.reload();
    await expect(claude.getByTestId('engine-key')).toHaveText('••••9f3c');
    expect(await page.content()).not.toContain(apiKey);

    // A key-less OpenAI-compatible server on this machine's loopback: refused before any request, and the test says
    // why in the interface language (the operator has not allowed the address).
    const compatible = page.getByTestId('engine-card-openai-compatible');
    await compatible
      .getByRole('textbox', { name: '기본 URL', exact: false })
      .fill('http://127.0.0.1:11434/v1');
    await compatible.getByRole('textbox', { name: '모델', exact: false }).fill('llama-e2e');
    await compatible.getByRole('button', { name: '연결 테스트' }).click();
    const result = compatible.getByTestId('engine-test-result');
    await expect(result).toContainText('연결하지 못했습니다');
    await expect(result).toContainText('이 주소로는 연결할 수 없습니다.');
    // Only the translated sentence: the server's fixed English one adds nothing without an HTTP status.
    await expect(result).not.toContainText('The engine address is not allowed');
    await compatible.screenshot({
      path: join(test.info().project.outputDir, 'screens', 'engines-blocked-address-ko.png'),
    });
    await expect(compatible.getByTestId('engine-status')).toHaveText('설정 안 됨');

    await claude.getByRole('button', { name: '삭제' }).click();
    const dialog = page.getByRole('dialog', { name: '엔진 연결 삭제' });
    await expect(dialog).toContainText('Claude');
    await dialog.getByRole('button', { name: '삭제' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(claude.getByTestId('engine-status')).toHaveText('설정 안 됨');
    await expect(claude.getByTestId('engine-key')).toHaveCount(0);
    await expect(claude.getByRole('button', { name: '삭제' })).toHaveCount(0);
  });

  test('a viewer sees where keys come from, read-only', async ({ page, context, request, baseURL }) => {
    const owner = await registerByApi(request);
    const viewer = await registerByApi(request);
    const saved = await request.put(
      `/api/v1/organizations/${owner.user.lastSelectedOrganizationId}/engine-connections/chatgpt`,
      { headers: bearer(owner), data: { data: { apiKey: 'sk-proj-owner-key-7e1d', model: 'gpt-5-mini' } } },
    );
    expect(saved.ok(), await saved.text()).toBe(true);
    await joinAs(request, owner, viewer, 'viewer');

    await useSession(context, baseURL!, viewer.jwt, 'en');
    await page.goto('/organization/engines');
    await expect(page).toHaveTitle('AI engines · Sightline');
    await expect(page.getByTestId('engines-organization')).toContainText(owner.user.username);
    await expect(page.getByTestId('engines-read-only')).toHaveText(
      'Only admins and owners can change engine connections.',
    );
    const chatgpt = page.getByTestId('engine-card-chatgpt');
    await expect(chatgpt.getByTestId('engine-status')).toHaveText('Organization key');
    await expect(chatgpt.getByTestId('engine-key')).toHaveText('••••7e1d');
    await expect(chatgpt.getByTestId('engine-model')).toHaveText('gpt-5-mini');
    await expect(page.getByTestId('engine-card-claude').getByTestId('engine-status')).toHaveText(
      'Not configured',
    );
    await expect(page.getByTestId('engine-form')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Test connection' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Remove' })).toHaveCount(0);
    expect(await page.content()).not.toContain('sk-proj-owner-key');
    await screenshot(page, 'engines-viewer-en.png');
  });

  test('judged sentiment turns on by default once the engine is connected, and the owner saves it', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const owner = await registerByApi(request);
    await useSession(context, baseURL!, owner.jwt);
    await page.goto('/organization/engines');
    const card = page.getByTestId('judge-card');
    await expect(card.getByRole('heading', { name: '모델 판정 감성' })).toBeVisible();
    const toggle = card.getByRole('switch', { name: '새 답변의 감성을 모델로 판정' });
    await expect(toggle).not.toBeChecked();
    await expect(card.getByTestId('judge-not-connected')).toContainText('ChatGPT');
    await expect(card.getByTestId('judge-summary')).toHaveText('판정한 답변 0개 · 판정 비용 US$0.00');

    // Turning it on without a connection names the field that needs one.
    await toggle.check({ force: true });
    await card.getByRole('button', { name: '저장' }).click();
    await expect(card.getByText('이 엔진의 연결(키)을 먼저 저장하세요.')).toBeVisible();

    const saved = await request.put(
      `/api/v1/organizations/${owner.user.lastSelectedOrganizationId}/engine-connections/chatgpt`,
      { headers: bearer(owner), data: { data: { apiKey: 'sk-proj-judge-key-41c2' } } },
    );
    expect(saved.ok(), await saved.text()).toBe(true);
    await page.reload();
    await expect(card.getByTestId('judge-not-connected')).toHaveCount(0);
    await expect(card.getByRole('textbox', { name: '모델' })).toHaveAttribute('placeholder', 'gpt-4.1-mini');
    // A judge-capable engine is connected and nothing was chosen: judging is on by default.
    await expect(card.getByRole('switch', { name: '새 답변의 감성을 모델로 판정' })).toBeChecked();
    await card.getByRole('switch', { name: '새 답변의 감성을 모델로 판정' }).check({ force: true });
    await card.getByRole('button', { name: '저장' }).click();
    await expect(page.getByText('감성 판정 설정을 저장했습니다')).toBeVisible();
    await page.reload();
    await expect(card.getByRole('switch', { name: '새 답변의 감성을 모델로 판정' })).toBeChecked();
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: join(test.info().project.outputDir, 'screens', 'engines-judge-ko.png') });
  });
});
