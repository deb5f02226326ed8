// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import type { PromptEngineTable } from '@sightline/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n.ts';
import { preloadAnswerListDrawer } from '../../ui/answer-list/AnswerListDrawer.tsx';
import { loadGrid } from '../../ui/data-table/LazyGrid.tsx';
import { registerAnalyticsStrings } from './analytics-strings.ts';
import { canEditIntents, PromptIntentTable } from './PromptIntentTable.tsx';

const table: PromptEngineTable = {
  from: '2026-03-01',
  to: '2026-03-07',
  engines: ['chatgpt'],
  simulated: false,
  brands: [{ key: 'brand', name: 'Oneul', own: true }],
  rows: [
    {
      prompt: {
        documentId: 'p1',
        text: 'best coffee in Seoul',
        intent: 'commercial',
        intentSource: 'manual',
        branded: false,
        active: true,
        tags: [],
      },
      n: 4,
      mentioning: [1],
      cells: { chatgpt: { n: 4, mentioning: [1] } },
    },
    {
      prompt: {
        documentId: 'p2',
        text: 'how is coffee roasted',
        intent: 'informational',
        intentSource: 'auto',
        branded: false,
        active: true,
        tags: [],
      },
      n: 0,
      mentioning: [0],
      cells: { chatgpt: { n: 0, mentioning: [0] } },
    },
  ],
};

/** The answers list's requests (answered with no answers). */
function stubApi() {
  const calls: URL[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/competitors') return Response.json({ data: [], meta: {} });
    calls.push(url);
    return Response.json({ data: [], meta: { nextCursor: null, from: table.from, to: table.to } });
  });
  return calls;
}

/** The table on the intent screen (with filters in its URL), beside the prompt screen its prompts open. */
async function show(editable: boolean) {
  const root = createRootRoute();
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({
        getParentRoute: () => root,
        path: '/analytics/intent',
        component: () => (
          <PromptIntentTable
            projectDocumentId="project"
            filter={{ from: table.from, to: table.to, engines: ['chatgpt'], prompts: ['p1', 'p2'] }}
            table={table}
            loading={false}
            editable={editable}
          />
        ),
      }),
      createRoute({ getParentRoute: () => root, path: '/prompts/$documentId', component: () => null }),
    ]),
    history: createMemoryHistory({
      initialEntries: ['/analytics/intent?from=2026-03-01&to=2026-03-07&engines=chatgpt&prompt=p1'],
    }),
  });
  await act(async () => {
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    );
  });
  return router;
}

// The grid's chunk loads lazily in the app; here it is loaded first, so tables render at once.
beforeAll(async () => {
  await Promise.all([loadGrid(), preloadAnswerListDrawer()]);
});

describe('prompt intents', () => {
  beforeAll(async () => {
    registerAnalyticsStrings(i18n);
    await i18n.changeLanguage('en');
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lets an editor pick each prompt’s intent and marks the ones set by hand', async () => {
    await show(true);
    const selects = screen.getAllByTestId('prompt-intent-select') as HTMLInputElement[];
    expect(selects.map((s) => s.value)).toEqual(['Commercial', 'Informational']);
    expect(screen.getAllByTestId('intent-manual')).toHaveLength(1);
    expect(screen.getByText(/never reclassified/)).toBeTruthy();
  });

  it('shows a viewer the intents without a control, and says why', async () => {
    await show(false);
    expect(screen.queryAllByTestId('prompt-intent-select')).toHaveLength(0);
    expect(screen.getByText('Commercial')).toBeTruthy();
    expect(screen.getByText('Correcting intents needs the editor role or more.')).toBeTruthy();
  });

  it('opens a prompt’s screen with the period and filters, and its answers and visibility in a drawer', async () => {
    const calls = stubApi();
    const router = await show(false);
    const links = screen.getAllByTestId('prompt-intent-link') as HTMLAnchorElement[];
    expect(new URL(links[0]!.href).pathname).toBe('/prompts/p1');
    // The prompt filter would only repeat the prompt: the period and the engines are kept.
    expect(Object.fromEntries(new URL(links[0]!.href).searchParams)).toEqual({
      from: '2026-03-01',
      to: '2026-03-07',
      engines: '["chatgpt"]',
    });
    // A prompt without answers has nothing to open; one with answers opens as many as its n, from the keyboard too.
    const counts = screen.getAllByTestId('prompt-intent-n');
    expect(counts).toHaveLength(1);
    expect(counts[0]!.tagName).toBe('BUTTON');
    expect(counts[0]!.getAttribute('aria-label')).toBe('best coffee in Seoul: open the 4 successful answers');
    const visibility = screen.getByTestId('prompt-intent-visibility');
    expect(visibility.getAttribute('aria-label')).toBe(
      'best coffee in Seoul: our visibility 25.0% — open the 4 successful answers',
    );
    fireEvent.click(visibility);
    expect((await screen.findByTestId('answer-list-drawer')).textContent).toContain(
      'best coffee in Seoul · successful answers',
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.pathname).toBe('/api/v1/projects/project/chats');
    expect(Object.fromEntries(calls[0]!.searchParams)).toEqual({
      from: '2026-03-01',
      to: '2026-03-07',
      engines: 'chatgpt',
      prompts: 'p1',
      status: 'ok',
      limit: '20',
    });
    fireEvent.click(links[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/prompts/p1'));
  });

  it('gives the correction to editors, admins and owners, not viewers', () => {
    expect(['viewer', 'editor', 'admin', 'owner'].map((role) => canEditIntents(role as 'viewer'))).toEqual([
      false,
      true,
      true,
      true,
    ]);
    expect(canEditIntents(undefined)).toBe(false);
  });
});
