// @vitest-environment happy-dom

import { MantineProvider } from '@mantine/core';
import { reportSearchOf } from '@sightline/contracts';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n.ts';
import { FilterBar, type FilterControl, loadFilterControls } from './FilterBar.tsx';

/** A one-screen router whose search is validated like every data route, showing the filter bar. */
function showAt(url: string, filters: FilterControl[] = ['engines', 'intents']) {
  const root = createRootRoute();
  const screenRoute = createRoute({
    getParentRoute: () => root,
    path: '/screen',
    validateSearch: reportSearchOf,
    component: () => <FilterBar filters={filters} engines={['chatgpt', 'gemini', 'simulated']} />,
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
    await Promise.all([i18n.changeLanguage('en'), loadFilterControls()]);
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

/** A phone: every `min-width` media query fails (happy-dom's window is 1024 px wide). */
function asPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: !query.includes('min-width'),
        media: query,
        onchange: null,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

describe('filter bar on a phone', () => {
  beforeAll(async () => {
    await loadFilterControls();
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });
  beforeEach(() => asPhone());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('is one summary line, in Korean, without the controls', async () => {
    await i18n.changeLanguage('ko');
    showAt('/screen?engines=%5B%22chatgpt%22%5D&intents=commercial', ['range', 'engines', 'intents']);
    const summary = await screen.findByTestId('filter-summary');
    expect(screen.getByTestId('filter-summary-text').textContent).toBe('최근 7일 · ChatGPT · 상업형');
    expect(screen.getByTestId('filter-summary-count').textContent).toBe('2');
    expect(summary.getAttribute('aria-label')).toBe('필터: 최근 7일 · ChatGPT · 상업형 (2개 적용)');
    expect(summary.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByTestId('filter-range')).toBeNull();
  });

  it('opens a sheet of the same controls whose changes go to the URL at once, resets, and closes on Escape and on its buttons', async () => {
    await i18n.changeLanguage('en');
    const router = showAt('/screen?engines=%5B%22chatgpt%22%5D&bogus=1', ['range', 'engines', 'intents']);
    const summary = await screen.findByRole('button', { name: 'Filters: Last 7 days · ChatGPT (1 active)' });
    expect(screen.queryByTestId('filter-summary-count')?.textContent).toBe('1');
    await act(async () => {
      fireEvent.click(summary);
    });
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(summary.getAttribute('aria-expanded')).toBe('true');
    expect(sheet.querySelector('[data-testid="filter-range"]')).not.toBeNull();
    // The range's presets are buttons in the sheet (the default range is the last 7 days).
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('false');
    // Pick an engine: the URL and the summary follow without an "apply".
    await act(async () => {
      fireEvent.click(await screen.findByRole('combobox', { name: 'Engines' }));
    });
    fireEvent.click(await screen.findByRole('option', { name: 'Gemini', hidden: true }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ bogus: 1, engines: ['chatgpt', 'gemini'] }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('filter-summary-text').textContent).toBe('Last 7 days · 2 engines'),
    );
    // Escape closes the sheet and focus goes back to the summary line.
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Filters' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('filter-summary')));
    expect(screen.getByTestId('filter-summary').getAttribute('aria-expanded')).toBe('false');

    // Reset clears every filter (other parameters stay); "Close" and the header's close button close it.
    await act(async () => {
      fireEvent.click(screen.getByTestId('filter-summary'));
    });
    await screen.findByRole('dialog', { name: 'Filters' });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ bogus: 1 }));
    await waitFor(() => expect(screen.getByTestId('filter-summary-text').textContent).toBe('Last 7 days'));
    expect(screen.queryByTestId('filter-summary-count')).toBeNull();
    expect((screen.getByRole('button', { name: 'Reset' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(async () => {
      fireEvent.click(screen.getByTestId('filter-summary'));
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Close filters' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
