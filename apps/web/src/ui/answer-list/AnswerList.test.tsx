// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import type { ChatSummary } from '@sightline/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n.ts';
import { AnswerList, type AnswerListProps } from './AnswerList.tsx';

const filter = { from: '2026-11-01', to: '2026-11-07' };

function chat(id: string, overrides: Partial<ChatSummary> = {}): ChatSummary {
  return {
    documentId: id,
    day: '2026-11-07',
    collectedAt: '2026-11-07T00:30:00.000Z',
    engine: 'chatgpt',
    model: 'gpt',
    prompt: { documentId: 'q1', text: `Prompt of ${id}` },
    status: 'ok',
    simulated: false,
    brands: [
      { key: 'c1', name: 'Rival', own: false, rank: 1, sentiment: 50, polarity: 0 },
      { key: 'brand', name: 'Acme', own: true, rank: 2, sentiment: 70, polarity: 0.4 },
    ],
    citations: 3,
    excerpt: `Excerpt of ${id}`,
    inputTokens: 10,
    outputTokens: 20,
    cost: null,
    ...overrides,
  };
}

/** Answers the list's requests: competitors for the colours, and the chats endpoint by `respond`. */
function stubApi(respond: (url: URL) => { status: number; body: unknown }) {
  const calls: URL[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/competitors')
      return Response.json({ data: [{ documentId: 'c1', name: 'Rival' }], meta: {} });
    calls.push(url);
    const { status, body } = respond(url);
    return Response.json(body, { status });
  });
  return calls;
}

function show(props: Partial<AnswerListProps> = {}) {
  const root = createRootRoute();
  const screenRoute = createRoute({
    getParentRoute: () => root,
    path: '/screen',
    component: () => <AnswerList projectDocumentId="p1" filter={filter} {...props} />,
  });
  const chatRoute = createRoute({
    getParentRoute: () => root,
    path: '/projects/$documentId/chats/$chatId',
    component: () => <div data-testid="chat-screen" />,
  });
  const watchChatRoute = createRoute({
    getParentRoute: () => root,
    path: '/projects/watches/$documentId/chats/$chatId',
    component: () => <div data-testid="watch-chat-screen" />,
  });
  const router = createRouter({
    routeTree: root.addChildren([screenRoute, chatRoute, watchChatRoute]),
    history: createMemoryHistory({ initialEntries: ['/screen'] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

describe('answer list', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists answers with their brands in order, links each to its chat view and pages on', async () => {
    const calls = stubApi((url) =>
      url.searchParams.get('cursor') === 'next'
        ? { status: 200, body: { data: [chat('b')], meta: { nextCursor: null, ...filter } } }
        : {
            status: 200,
            body: {
              data: [chat('a', { simulated: true, engine: 'simulated' })],
              meta: { nextCursor: 'next', ...filter },
            },
          },
    );
    show({ limit: 1, brand: 'brand' });
    const first = await screen.findByTestId('answer-list-item');
    expect(first.getAttribute('href')).toBe('/projects/p1/chats/a');
    expect(first.textContent).toContain('Prompt of a');
    expect(first.textContent).toContain('Excerpt of a');
    expect(screen.getByTestId('answer-list-citations').textContent).toBe('Citations: 3');
    expect(screen.getByTestId('simulated-badge')).toBeTruthy();
    const badges = [...first.querySelectorAll('[data-brand]')].map((b) => b.textContent);
    expect(badges).toEqual(['1. Rival', '2. Acme']);
    expect(calls[0]?.searchParams.get('brand')).toBe('brand');
    expect(calls[0]?.searchParams.get('mentioned')).toBe('true');
    expect(calls[0]?.searchParams.get('limit')).toBe('1');
    fireEvent.click(screen.getByTestId('answer-list-more'));
    await waitFor(() => expect(screen.getAllByTestId('answer-list-item')).toHaveLength(2));
    expect(calls[1]?.searchParams.get('cursor')).toBe('next');
    expect(screen.queryByTestId('answer-list-more')).toBeNull();
  });

  it('asks only for the answers a rate’s n counts when opened from a rate, and for every answer otherwise', async () => {
    const calls = stubApi(() => ({
      status: 200,
      body: { data: [chat('a')], meta: { nextCursor: null, ...filter } },
    }));
    show({ answered: true });
    await screen.findByTestId('answer-list-item');
    expect(calls[0]?.searchParams.get('status')).toBe('ok');
    cleanup();
    show();
    await screen.findByTestId('answer-list-item');
    expect(calls[1]?.searchParams.has('status')).toBe(false);
  });

  it('says why it is empty, and shows the API message with a retry when it fails', async () => {
    stubApi(() => ({ status: 200, body: { data: [], meta: { nextCursor: null, ...filter } } }));
    show();
    expect((await screen.findByTestId('answer-list-empty')).textContent).toContain('No answer matches');
    cleanup();
    let fail = true;
    stubApi(() =>
      fail
        ? {
            status: 400,
            body: { error: { status: 400, name: 'ValidationError', message: 'engines: unknown engine "x"' } },
          }
        : { status: 200, body: { data: [chat('c')], meta: { nextCursor: null, ...filter } } },
    );
    show();
    const error = await screen.findByTestId('answer-list-error');
    expect(error.textContent).toContain('engines: unknown engine "x"');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('answer-list-item')).getAttribute('href')).toBe('/projects/p1/chats/c');
  });

  it('reads a watch’s answers through its loader, highlights its brand and opens each in the watch’s chat route with the range', async () => {
    const calls = stubApi(() => ({ status: 500, body: {} }));
    const pages: Array<{ limit: number; cursor: string | null }> = [];
    show({
      limit: 5,
      watch: {
        documentId: 'w1',
        highlight: 'c1',
        loadPage: async (page) => {
          pages.push(page);
          return { chats: [chat('d')], nextCursor: null };
        },
      },
    });
    const item = await screen.findByTestId('answer-list-item');
    expect(item.getAttribute('href')).toBe('/projects/watches/w1/chats/d?from=2026-11-01&to=2026-11-07');
    expect(pages).toEqual([{ limit: 5, cursor: null }]);
    expect(calls).toEqual([]);
    const filled = [...item.querySelectorAll('[data-brand]')].map((b) => [
      b.getAttribute('data-brand'),
      b.getAttribute('data-variant'),
    ]);
    expect(filled).toEqual([
      ['c1', 'filled'],
      ['brand', 'light'],
    ]);
  });
});
