// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { validateFilters } from '../../lib/filter-search.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { FilterBar } from './FilterBar.tsx';

/** A one-screen router whose search is validated like every data route, showing the filter bar. */
function showAt(url: string) {
  const root = createRootRoute();
  const screenRoute = createRoute({
    getParentRoute: () => root,
    path: '/screen',
    validateSearch: validateFilters,
    component: () => (
      <FilterBar filters={['engines', 'intents']} engines={['chatgpt', 'gemini', 'simulated']} />
    ),
  });
  const router = createRouter({
    routeTree: root.addChildren([screenRoute]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

describe('filter bar', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });
  afterEach(() => cleanup());

  it('writes a chosen engine to the URL search, keeping the other parameters', async () => {
    const router = showAt('/screen?from=2026-11-01&to=2026-11-07');
    const input = await screen.findByRole('combobox', { name: 'Engines' });
    await act(async () => {
      fireEvent.click(input);
    });
    // happy-dom has no layout, so the opened dropdown still counts as hidden for role queries.
    fireEvent.click(await screen.findByRole('option', { name: 'Gemini', hidden: true }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        from: '2026-11-01',
        to: '2026-11-07',
        engines: ['gemini'],
      }),
    );
  });

  it('shows the filters of a shared link and clears them all, leaving other parameters', async () => {
    const router = showAt('/screen?engines=%5B%22chatgpt%22%5D&intents=commercial&bogus=1');
    await screen.findByRole('combobox', { name: 'Engines' });
    const pills = [...document.querySelectorAll('.mantine-MultiSelect-pill')].map((pill) => pill.textContent);
    expect(pills).toEqual(['ChatGPT', 'Commercial']);
    fireEvent.click(screen.getByTestId('filter-clear'));
    await waitFor(() => expect(router.state.location.search).toEqual({ bogus: 1 }));
  });
});
