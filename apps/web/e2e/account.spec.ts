import { join } from 'node:path';
import { type Browser, expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { lastMailTo, registerByApi, signInWithForm, uniqueUser, useSession, violetPng } from './support.ts';

// Each test signs up its users (argon2) and drives whole flows of several calls; the machine may be shared
// with other runs, so waits are longer than the 5 s default.
const expect = baseExpect.configure({ timeout: 30_000 });

const englishLabels = { id: 'Email or username', password: 'Password', submit: 'Sign in' };

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: join(test.info().project.outputDir, 'screens', name), fullPage: true });
}

/** The path and query of the invitation link in the newest e-mail to `email`. */
async function invitationPath(email: string): Promise<string> {
  const mail = await lastMailTo(email);
  const link = mail.text.match(/https?:\/\/\S+\/invitations\/accept\?token=[\w-]+/)?.[0];
  expect(link, mail.text).toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

async function newBrowserPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  return { context, page: await context.newPage() };
}

/** Picks an option of a Mantine Select by its label. */
async function choose(page: Page, select: Locator, option: string | RegExp) {
  await select.click();
  await page.getByRole('option', { name: option }).click();
}

test.describe('profile', () => {
  test('shows the user; saves name, timezone and avatar', async ({ page, context, request, baseURL }) => {
    const me = await registerByApi(request);
    await useSession(context, baseURL!, me.jwt);
    await page.goto('/profile');
    await expect(page).toHaveTitle('프로필 · Sightline');
    await expect(page.getByTestId('profile-username')).toHaveText(me.user.username);
    await expect(page.getByTestId('profile-email')).toHaveText(me.user.email);
    await expect(page.getByTestId('profile-locale')).toHaveText('한국어');
    await expect(page.getByTestId('profile-timezone')).toContainText('Asia/Seoul');
    const organizations = page.getByTestId('profile-organizations');
    await expect(organizations).toContainText(`${me.user.username}의 조직`);
    await expect(organizations).toContainText('소유자');
    // The account button (loaded after the first paint) shows initials: no image has been uploaded.
    await expect(page.getByTestId('account-menu')).toBeVisible();
    await expect(page.getByTestId('account-menu').locator('img')).toHaveCount(0);
    await screenshot(page, 'profile-ko.png');

    await page.getByRole('link', { name: '프로필 수정' }).click();
    await expect(page).toHaveURL(/\/profile\/edit$/);
    await expect(page).toHaveTitle('프로필 수정 · Sightline');
    await expect(page.getByTestId('profile-settings-summary')).toContainText(me.user.username);
    await page.getByRole('tab', { name: '일반' }).click();
    await expect(page).toHaveURL(/\/profile\/edit\/general$/);

    const newName = `${me.user.username}x`;
    const form = page.getByTestId('profile-form');
    await form.getByRole('textbox', { name: '사용자 이름', exact: true }).fill(newName);
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: violetPng });
    await expect(form.getByText('me.png')).toBeVisible();
    const timezone = form.getByRole('combobox', { name: '시간대', exact: true });
    await timezone.fill('Asia/Tok');
    await page.getByRole('option', { name: /^Asia\/Tokyo/ }).click();
    await expect(timezone).toHaveValue(/^Asia\/Tokyo/);
    await screenshot(page, 'profile-edit-general-ko.png');
    await form.getByRole('button', { name: '저장' }).click();
    await expect(page.getByText('프로필을 저장했습니다.')).toBeVisible();

    const avatar = page.getByTestId('account-menu').locator('img');
    await expect(avatar).toHaveAttribute('src', /^\/uploads\/[\w-]+\.png$/);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);

    await page.goto('/profile');
    await expect(page.getByTestId('profile-username')).toHaveText(newName);
    await expect(page.getByTestId('profile-timezone')).toContainText('Asia/Tokyo');
    await expect(page.getByTestId('profile-page').locator('img')).toHaveAttribute('src', /^\/uploads\//);
  });

  // An avatar that is not an image is refused before anything is sent: apps/web/src/features/account/ProfileForm.test.tsx.

  test('switches to English, kept after a reload', async ({ page, context, request, baseURL }) => {
    const me = await registerByApi(request);
    await useSession(context, baseURL!, me.jwt);
    await page.goto('/profile/edit/general');
    await expect(page.getByRole('heading', { name: '프로필 수정' })).toBeVisible();
    const form = page.getByTestId('profile-form');
    await choose(page, form.getByRole('combobox', { name: '인터페이스 언어', exact: true }), 'English');
    await form.getByRole('button', { name: '저장' }).click();

    await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
    await expect(page).toHaveTitle('Edit Profile · Sightline');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText('Your profile was saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Interface language', exact: true })).toHaveValue(
      'English',
    );
    await page.goto('/profile');
    await expect(page.getByTestId('profile-locale')).toHaveText('English');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('en');
  });

  test('changes the password (English); the old one fails', async ({ page, context, request, baseURL }) => {
    const me = await registerByApi(request);
    const newPassword = 'a brand new passphrase';
    await useSession(context, baseURL!, me.jwt, 'en');
    await page.goto('/profile/edit/general');
    await expect(page).toHaveTitle('Edit Profile · Sightline');
    const form = page.getByTestId('password-form');
    await form.getByRole('textbox', { name: 'Current password', exact: true }).fill('not my password');
    await form.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
    await form.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(`${newPassword}!`);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('The new passwords do not match.')).toBeVisible();
    await form.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(newPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('The current password is incorrect.')).toBeVisible();

    await form.getByRole('textbox', { name: 'Current password', exact: true }).fill(me.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed', { exact: true })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Current password', exact: true })).toHaveValue('');
    const oldToken = await request.get('/api/users/me', { headers: { authorization: `Bearer ${me.jwt}` } });
    expect(oldToken.status()).toBe(401);

    // The new token replaced the old one: still signed in after a reload.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();

    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth\/signin/);
    await signInWithForm(page, me.user.email, me.password, englishLabels);
    await expect(page.getByTestId('auth-error')).toHaveText(
      'The e-mail (or username) or the password is not correct.',
    );
    await signInWithForm(page, me.user.email, newPassword, englishLabels);
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByTestId('account-menu')).toBeVisible();
  });
});

test.describe('organization members and invitations', () => {
  test('an invited viewer joins; becomes editor; removed', async ({
    page,
    context,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000); // two browsers, sign-in, accept, role change and removal
    const owner = await registerByApi(request);
    const invitee = await registerByApi(request);
    const organization = `${owner.user.username}의 조직`;
    await useSession(context, baseURL!, owner.jwt);
    await page.goto('/organization/members');
    await expect(page).toHaveTitle('멤버 · Sightline');
    await expect(page.getByTestId('members-organization')).toContainText(organization);
    await expect(page.getByTestId('member-row')).toHaveCount(1);
    await expect(page.getByTestId('member-row')).toContainText('소유자');

    const invite = page.getByTestId('invite-form');
    await invite.getByRole('textbox', { name: '초대할 이메일', exact: true }).fill(invitee.user.email);
    await expect(invite.getByRole('combobox', { name: '역할', exact: true })).toHaveValue('뷰어');
    await invite.getByRole('button', { name: '초대 보내기' }).click();
    const pending = page.getByTestId('invitation-row');
    await expect(pending).toHaveCount(1);
    await expect(pending).toContainText(invitee.user.email);
    await expect(pending).toContainText('뷰어');
    await expect(invite.getByRole('textbox', { name: '초대할 이메일', exact: true })).toHaveValue('');
    await screenshot(page, 'members-owner-ko.png');
    const path = await invitationPath(invitee.user.email);

    // The invitee is signed out: sign-in first, then back to the invitation with its token.
    const second = await newBrowserPage(browser, baseURL!);
    try {
      const other = second.page;
      await other.goto(path);
      await expect(other).toHaveURL(/\/auth\/signin\?redirect=/);
      await signInWithForm(other, invitee.user.email, invitee.password);
      await expect(other).toHaveURL(/\/invitations\/accept\?token=/);
      await expect(other).toHaveTitle('초대 수락 · Sightline');
      await expect(other.getByTestId('accept-invitation')).toContainText(invitee.user.email);
      await screenshot(other, 'accept-invitation-ko.png');
      await other.getByRole('button', { name: '초대 수락' }).click();
      await expect(other).toHaveURL(`${baseURL}/`);
      await expect(other.getByTestId('organization-switcher')).toHaveValue(organization);

      await other.goto('/organization/members');
      await expect(other.getByTestId('members-organization')).toContainText(organization);
      await expect(other.getByTestId('member-row')).toHaveCount(2);
      await expect(other.getByTestId('members-read-only')).toBeVisible();
      await expect(other.getByTestId('invite-form')).toHaveCount(0);
      await expect(other.getByLabel('초대할 이메일')).toHaveCount(0);
      await expect(other.getByTestId('member-role-select')).toHaveCount(0);
      await expect(other.getByTestId('create-workspace-form')).toHaveCount(0);
      await screenshot(other, 'members-viewer-ko.png');

      // The link works once.
      await other.goto(path);
      await other.getByRole('button', { name: '초대 수락' }).click();
      await expect(other.getByTestId('accept-error')).toContainText('이미 사용되었습니다');

      // The owner sees the new member, no pending invitation, and makes them an editor.
      await page.reload();
      await expect(page.getByTestId('member-row')).toHaveCount(2);
      await expect(page.getByText('대기 중인 초대가 없습니다.')).toBeVisible();
      const row = page.getByTestId('member-row').filter({ hasText: invitee.user.email });
      const role = row.getByRole('combobox', { name: `${invitee.user.username}의 역할` });
      await expect(role).toHaveValue('뷰어');
      await choose(page, role, '편집자');
      await expect(
        page.getByText(`${invitee.user.username} 님의 역할을 편집자(으)로 바꿨습니다.`),
      ).toBeVisible();
      await page.reload();
      await expect(role).toHaveValue('편집자');

      await other.goto('/organization/members');
      await expect(other.getByTestId('member-row').filter({ hasText: invitee.user.email })).toContainText(
        '편집자',
      );

      // Removing asks first.
      await row.getByRole('button', { name: `${invitee.user.username} 내보내기` }).click();
      const dialog = page.getByRole('dialog', { name: '멤버 내보내기' });
      await expect(dialog).toContainText(invitee.user.email);
      await dialog.getByRole('button', { name: '취소' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByTestId('member-row')).toHaveCount(2);
      await row.getByRole('button', { name: `${invitee.user.username} 내보내기` }).click();
      await page
        .getByRole('dialog', { name: '멤버 내보내기' })
        .getByRole('button', { name: '내보내기' })
        .click();
      await expect(page.getByTestId('member-row')).toHaveCount(1);
    } finally {
      await second.context.close();
    }
  });

  test('revokes an invitation; its link stops working', async ({ page, context, request, baseURL }) => {
    const owner = await registerByApi(request);
    const invitee = await registerByApi(request);
    await useSession(context, baseURL!, owner.jwt);
    await page.goto('/organization/members');
    const invite = page.getByTestId('invite-form');
    await invite.getByRole('textbox', { name: '초대할 이메일', exact: true }).fill(invitee.user.email);
    await choose(page, invite.getByRole('combobox', { name: '역할', exact: true }), '관리자');
    await invite.getByRole('button', { name: '초대 보내기' }).click();
    const pending = page.getByTestId('invitation-row').filter({ hasText: invitee.user.email });
    await expect(pending).toContainText('관리자');
    const token = new URLSearchParams((await invitationPath(invitee.user.email)).split('?')[1]).get('token');
    await pending.getByRole('button', { name: `${invitee.user.email} 초대 취소` }).click();
    await expect(page.getByText('대기 중인 초대가 없습니다.')).toBeVisible();

    const accept = await request.post('/api/v1/invitations/accept', {
      headers: { authorization: `Bearer ${invitee.jwt}` },
      data: { token },
    });
    expect(accept.status()).toBe(400);
  });

  test('creates and renames workspaces; creates an org', async ({ page, context, request, baseURL }) => {
    const owner = await registerByApi(request);
    await useSession(context, baseURL!, owner.jwt);
    await page.goto('/organization/members');
    const picker = page.getByTestId('workspace-picker');
    await expect(picker).toHaveValue('기본 워크스페이스');

    const create = page.getByTestId('create-workspace-form');
    await create.getByRole('textbox', { name: '새 워크스페이스 이름', exact: true }).fill('브랜드팀');
    await create.getByRole('button', { name: '만들기' }).click();
    await expect(page.getByTestId('workspace-row').filter({ hasText: '브랜드팀' })).toBeVisible();
    await picker.click();
    await expect(page.getByRole('option', { name: '브랜드팀' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: '브랜드팀 이름 변경' }).click();
    const dialog = page.getByRole('dialog', { name: '워크스페이스 이름 변경' });
    await dialog.getByRole('textbox', { name: '워크스페이스 이름', exact: true }).fill('브랜드팀 서울');
    await dialog.getByRole('button', { name: '저장' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('workspace-row').filter({ hasText: '브랜드팀 서울' })).toBeVisible();
    await picker.click();
    await expect(page.getByRole('option', { name: '브랜드팀 서울' })).toBeVisible();
    await expect(page.getByRole('option', { name: '브랜드팀', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Renaming the selected workspace renames it in the picker.
    await page.getByRole('button', { name: '기본 워크스페이스 이름 변경' }).click();
    await dialog.getByRole('textbox', { name: '워크스페이스 이름', exact: true }).fill('본사');
    await dialog.getByRole('button', { name: '저장' }).click();
    await expect(picker).toHaveValue('본사');

    // Works from 1280 px down to 1024 px without sideways scrolling.
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(page.getByTestId('members-table')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
    await screenshot(page, 'members-1024-ko.png');
    await page.setViewportSize({ width: 1280, height: 800 });

    const organization = page.getByTestId('create-organization-form');
    await organization.getByRole('textbox', { name: '조직 이름', exact: true }).fill('에이크미 코리아');
    await organization.getByRole('button', { name: '만들기' }).click();
    await expect(page.getByTestId('organization-switcher')).toHaveValue('에이크미 코리아');
    await expect(page.getByTestId('members-organization')).toContainText('에이크미 코리아');
    await expect(picker).toHaveValue('기본 워크스페이스');
    await page.getByTestId('organization-switcher').click();
    await expect(page.getByRole('option', { name: `${owner.user.username}의 조직` })).toBeVisible();
    await page.keyboard.press('Escape');

    // On a phone the organization and workspace are in the navigation, one tap away.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: '메뉴 열기/닫기' }).first().click();
    const tenancy = page.getByTestId('navigation-tenancy');
    await expect(tenancy.getByTestId('organization-switcher')).toHaveValue('에이크미 코리아');
    await expect(tenancy.getByTestId('workspace-picker')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'navigation-tenancy-390-ko.png');
  });
});

test.describe('invitation errors (English)', () => {
  test('explains broken, unknown and misaddressed links', async ({ page, context, request, baseURL }) => {
    const owner = await registerByApi(request);
    const stranger = await registerByApi(request);
    const invited = uniqueUser('invited').email;
    const res = await request.post(
      `/api/v1/organizations/${owner.user.lastSelectedOrganizationId}/invitations`,
      {
        headers: { authorization: `Bearer ${owner.jwt}` },
        data: { data: { email: invited, role: 'editor' } },
      },
    );
    expect(res.ok(), await res.text()).toBe(true);
    const path = await invitationPath(invited);

    await useSession(context, baseURL!, stranger.jwt, 'en');
    await page.goto('/invitations/accept');
    await expect(page).toHaveTitle(/· Sightline$/);
    await expect(page.getByTestId('accept-error')).toHaveText(
      'This invitation link is not valid. Check the link in the e-mail you received.',
    );
    await expect(page.getByRole('button', { name: 'Accept invitation' })).toBeDisabled();

    await page.goto(`/invitations/accept?token=${'x'.repeat(43)}`);
    await page.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(page.getByTestId('accept-error')).toContainText(
      'This invitation is invalid, expired or already used',
    );

    await page.goto(path);
    await page.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(page.getByTestId('accept-error')).toContainText(
      `This invitation was sent to another e-mail address. You are signed in as ${stranger.user.email}`,
    );
    await screenshot(page, 'accept-invitation-error-en.png');
    await page.goto('/organization/members');
    await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
    await expect(page.getByTestId('member-row')).toHaveCount(1);
    await expect(page.getByTestId('member-row')).toContainText('Owner');
  });
});
