// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n.ts';
import { validateRedirectSearch } from '../../lib/redirect-target.ts';
import { SignUpPage } from './SignUpPage.tsx';

/** The sign-up page at `url`, with `/api/auth/providers` answering `providers` (the server's registration mode). */
async function showSignUp(url: string, providers: unknown) {
  const fetched: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const path = String(input);
    fetched.push(path);
    if (path.startsWith('/api/auth/providers'))
      return new Response(JSON.stringify(providers), { headers: { 'content-type': 'application/json' } });
    return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
  });
  const root = createRootRoute();
  const signUp = createRoute({
    getParentRoute: () => root,
    path: '/auth/signup',
    validateSearch: validateRedirectSearch,
    component: SignUpPage,
  });
  const router = createRouter({
    routeTree: root.addChildren([signUp]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    render(
      <MantineProvider>
        <QueryClientProvider client={queries}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    );
  });
  return fetched;
}

describe('sign-up page', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('ko');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  // Moved from the browser tests (registration.spec.ts); the server side of invitation-only is tested in Vitest too.
  it('on an invitation-only server tells a visitor without an invitation, instead of showing a form', async () => {
    const fetched = await showSignUp('/auth/signup', {
      providers: [],
      registration: 'invite',
      newOrganizations: false,
    });
    expect(await screen.findByText('이 Sightline은 초대받은 사람만 가입할 수 있습니다.')).toBeTruthy();
    expect(screen.getByTestId('invite-only').textContent).toContain('초대 링크를 열어 계정을 만드세요');
    expect(screen.queryAllByRole('button', { name: '가입하기' })).toHaveLength(0);
    expect(fetched).toContain('/api/auth/providers');
  });

  it('shows the form when the server is open to everyone', async () => {
    await showSignUp('/auth/signup', { providers: [], registration: 'open', newOrganizations: true });
    expect(await screen.findByRole('button', { name: '가입하기' })).toBeTruthy();
    expect(screen.queryByTestId('invite-only')).toBeNull();
  });
});
