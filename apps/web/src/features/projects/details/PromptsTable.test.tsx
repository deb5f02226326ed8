// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import type { BulkPrompt, ProjectPromptsResponse } from '@sightline/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Project } from '../../../lib/api/types.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { PromptsTable } from './PromptsTable.tsx';

const total = 130;
const prompts: BulkPrompt[] = Array.from({ length: total }, (_, i) => ({
  documentId: `p${String(i).padStart(23, '0')}`,
  text: `question ${i}`,
  language: 'ko',
  intent: null,
  intentSource: 'auto',
  active: true,
  tags: [],
}));

/** The project's prompt list with the API answering pages of `prompts`; returns the addresses fetched. */
async function showPrompts() {
  const fetched: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    fetched.push(decodeURIComponent(url.pathname + url.search));
    const page = Number(url.searchParams.get('pagination[page]'));
    const pageSize = Number(url.searchParams.get('pagination[pageSize]'));
    const body: ProjectPromptsResponse = {
      data: prompts.slice((page - 1) * pageSize, page * pageSize),
      meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } },
    };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  const project = { documentId: 'proj00000000000000000001', queries: [], tags: [] } as unknown as Project;
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The prompts link to their own screens: a router with the project page and the prompt route.
  const root = createRootRoute();
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({
        getParentRoute: () => root,
        path: '/project',
        component: () => <PromptsTable project={project} />,
      }),
      createRoute({ getParentRoute: () => root, path: '/prompts/$documentId', component: () => null }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/project'] }),
  });
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

/** The API pages the project's prompt list (docs/features/prompts.md): the table shows a page and "show more". */
describe('project prompt list', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the first page of 100 with the total, and the next page on "show more"', async () => {
    const fetched = await showPrompts();
    // A phone's list and the table are both in the page (CSS shows one): each prompt appears twice.
    expect(await screen.findAllByText('question 99', {}, { timeout: 5000 })).toHaveLength(2);
    expect(screen.queryAllByText('question 100')).toHaveLength(0);
    // Each prompt opens its own screen, for every member.
    // (the phone's list and the table: both in the page, CSS shows one)
    const links = screen.getAllByRole('link', { name: 'question 99', hidden: true });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      `/prompts/${prompts[99]!.documentId}`,
      `/prompts/${prompts[99]!.documentId}`,
    ]);
    expect(fetched).toEqual([
      '/api/v1/projects/proj00000000000000000001/prompts?pagination[page]=1&pagination[pageSize]=100',
    ]);
    const more = screen.getByTestId('prompt-list-more');
    expect(more.textContent).toBe('Show more (100 of 130)');
    expect(screen.getByTestId('project-prompts').textContent).toContain('130');
    await act(async () => {
      fireEvent.click(more);
    });
    expect(await screen.findAllByText('question 129')).toHaveLength(2);
    expect(fetched.at(-1)).toContain('pagination[page]=2');
    expect(screen.queryByTestId('prompt-list-more')).toBeNull();
  });
});
