import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import {
  createProjectByApi,
  lastMailTo,
  registerByApi,
  signInWithForm,
  uniqueUser,
  useSession,
} from './support.ts';

test.describe('session and selection', () => {
  test('sign up lands in the new organization and workspace', async ({ page }) => {
    const account = uniqueUser('signup');
    await page.goto('/auth/signup');
    await expect(page).toHaveTitle('회원가입 · Sightline');
    await page.getByLabel('사용자 이름').fill(account.username);
    await page.getByLabel('이메일').fill(account.email);
    await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(account.password);
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle('홈 · Sightline');
    await expect(page.getByRole('heading', { name: `${account.username} 님, 반갑습니다` })).toBeVisible();
    await expect(page.getByTestId('organization-switcher')).toHaveValue(`${account.username}의 조직`);
    await expect(page.getByTestId('workspace-picker')).toHaveValue('기본 워크스페이스');
    await expect(page.getByTestId('create-first-project')).toBeVisible();
    await page.screenshot({ path: 'test-results/e2e/screens/home-new-user.png', fullPage: true });
  });

  test('shows sign-up errors from the server next to the form', async ({ page, request }) => {
    const taken = await registerByApi(request);
    await page.goto('/auth/signup');
    await page.getByLabel('사용자 이름').fill(`${taken.user.username}x`);
    await page.getByLabel('이메일').fill(taken.user.email);
    await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill('correct horse battery');
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect(page.getByTestId('auth-error')).toHaveText('이미 사용 중인 이메일 또는 사용자 이름입니다.');
  });

  test('a signed-out deep link goes to sign-in and back after signing in', async ({ page, request }) => {
    const session = await registerByApi(request);
    await page.goto('/projects/tracking?from=2026-11-01&to=2026-11-07');
    await expect(page).toHaveURL(/\/auth\/signin\?redirect=/);
    await signInWithForm(page, session.user.email, session.password);
    await expect(page).toHaveURL(/\/projects\/tracking\?from=2026-11-01&to=2026-11-07$/);
    await expect(page).toHaveTitle('프로젝트 추적 · Sightline');
    await expect(page.getByTestId('filter-range')).toContainText('2026-11-01');
  });

  test('wrong password says so without telling whether the account exists', async ({ page }) => {
    await page.goto('/auth/signin');
    await signInWithForm(page, 'nobody@example.com', 'wrong password');
    await expect(page.getByTestId('auth-error')).toHaveText(
      '이메일(사용자 이름) 또는 비밀번호가 올바르지 않습니다.',
    );
  });

  test('keeps the selected project across reloads and signing out and in', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const session = await registerByApi(request);
    await createProjectByApi(request, session, 'Alpha');
    await createProjectByApi(request, session, 'Beta');
    await useSession(context, baseURL!, session.jwt);
    await page.goto('/');
    await page.getByTestId('project-switcher').click();
    await page.getByRole('menuitem', { name: 'Beta' }).click();
    await expect(page.getByTestId('project-switcher')).toContainText('Beta');
    await page.reload();
    await expect(page.getByTestId('project-switcher')).toContainText('Beta');

    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/\/auth\/signin/);
    await signInWithForm(page, session.user.username, session.password);
    await expect(page.getByTestId('project-switcher')).toContainText('Beta');
  });

  test('keeps 6 recent projects, newest first, across 7 projects', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const session = await registerByApi(request);
    const names = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7'];
    const ids = new Map<string, number>();
    for (const name of names) ids.set(name, (await createProjectByApi(request, session, name)).id);
    await useSession(context, baseURL!, session.jwt);
    await page.goto('/');
    const expected = ['P3', 'P7', 'P6', 'P5', 'P4', 'P2'];
    // The list the server keeps: the reload below reads it, so it waits for the last selection's save (the switcher
    // shows a selection before the server has stored it).
    const lastSaved = page.waitForResponse(
      (r) =>
        r.url().includes('/v1/recent-projects/sync') &&
        JSON.stringify(r.request().postDataJSON()?.projects) ===
          JSON.stringify(expected.map((n) => ids.get(n))),
    );
    for (const name of [...names, 'P3']) {
      await page.getByTestId('project-switcher').click();
      await page.getByRole('menuitem', { name, exact: true }).first().click();
      await expect(page.getByTestId('project-switcher')).toContainText(name);
    }
    await page.getByTestId('project-switcher').click();
    await expect(page.getByTestId('recent-project')).toHaveText(expected);
    await page.keyboard.press('Escape');
    expect((await lastSaved).ok()).toBe(true);
    await page.reload();
    await page.getByTestId('project-switcher').click();
    await expect(page.getByTestId('recent-project')).toHaveText(expected);
    const cached = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('sightline:recent-projects:'))
        .map((k) => JSON.parse(localStorage.getItem(k) ?? '[]').map((p: { name: string }) => p.name)),
    );
    expect(cached).toEqual([expected]);
  });

  test('resets a forgotten password through the e-mail written to the mail folder', async ({
    page,
    request,
  }) => {
    const session = await registerByApi(request);
    await page.goto('/auth/signin');
    await page.getByRole('link', { name: '비밀번호를 잊으셨나요?' }).click();
    await expect(page).toHaveURL(/\/auth\/recover$/);
    await expect(page.getByRole('heading', { name: '비밀번호 찾기' })).toBeVisible();
    // The page may still settle after the client-side navigation: fill until the value stays.
    const email = page.getByLabel('이메일');
    await expect(async () => {
      await email.fill(session.user.email);
      await expect(email).toHaveValue(session.user.email, { timeout: 500 });
    }).toPass();
    await page.getByRole('button', { name: '재설정 메일 보내기' }).click();
    await expect(page.getByTestId('reset-sent')).toBeVisible();
    const mail = await lastMailTo(session.user.email);
    const link = /(http:\/\/\S+\/auth\/recover\?code=\S+)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    await page.goto(link!);
    await page.getByRole('textbox', { name: '새 비밀번호', exact: true }).fill('brand new password');
    await page.getByRole('textbox', { name: '새 비밀번호 확인', exact: true }).fill('brand new password');
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect(page).toHaveTitle('홈 · Sightline');
    const signIn = await request.post('/api/auth/local', {
      data: { identifier: session.user.email, password: 'brand new password' },
    });
    expect(signIn.ok()).toBe(true);
  });
});

test.describe('signing out', () => {
  test('revokes the session token on the server, not only in this browser', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const session = await registerByApi(request);
    await useSession(context, baseURL!, session.jwt);
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: `${session.user.username} 님, 반갑습니다` }),
    ).toBeVisible();
    const me = () => request.get('/api/users/me', { headers: { authorization: `Bearer ${session.jwt}` } });
    expect((await me()).status()).toBe(200);

    const revoked = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: '로그아웃' }).click();
    expect((await revoked).status()).toBe(200);
    await expect(page).toHaveURL(/\/auth\/signin/);
    expect((await me()).status()).toBe(401);
  });
});
