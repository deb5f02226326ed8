// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n/i18n.ts';
import { NavigationMenu } from './NavigationMenu.tsx';

/** The navigation on its own, in a router at `/`, for a signed-in user without a selected project (a new account). */
async function showNavigation() {
  const root = createRootRoute({ component: () => <NavigationMenu /> });
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await act(async () => {
    render(
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>,
    );
  });
}

describe('navigation menu', () => {
  beforeAll(() => {
    // happy-dom has no layout: Mantine's ScrollArea measures itself through ResizeObserver.
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });
  afterEach(() => cleanup());

  // Moved from the browser tests (consistency.spec.ts): the navigation names every entry differently, in both languages.
  it.each([
    ['ko', '탐색', '전체 프로젝트', 'AI 분석 개요'],
    ['en', 'Navigation', 'All projects', 'Analytics overview'],
  ] as const)('names every entry differently (%s)', async (locale, navName, overview, analytics) => {
    await i18n.changeLanguage(locale);
    await showNavigation();
    const nav = await screen.findByRole('navigation', { name: navName });
    expect(within(nav).getByRole('link', { name: overview })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: analytics })).toBeTruthy();
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => (link.textContent ?? '').trim());
    expect(labels.length).toBeGreaterThan(10);
    expect(labels.filter((label, index) => labels.indexOf(label) !== index)).toEqual([]);
  });
});
