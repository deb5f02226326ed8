// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import type { OverviewProject, OverviewWindow, WorkspaceOverviewResponse } from '@sightline/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n.ts';
import { loadGrid } from '../../ui/data-table/LazyGrid.tsx';
import { OverviewPage } from './OverviewPage.tsx';
import { validateOverviewSearch } from './overview-search.ts';

const workspace = { id: 1, documentId: 'work00000000000000000001', name: 'Agency' };

vi.mock('../../lib/session/use-session.ts', () => ({
  useSession: () => ({
    status: 'signedIn',
    selectionReady: true,
    selection: { workspace, recentProjects: [] },
  }),
}));

// happy-dom has no layout for a chart: the sparklines are left out.
vi.mock('../../ui/charts/lazy-charts.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  LazySparkline: () => null,
}));

const overviewWindow = (visibility: number | null): OverviewWindow => ({
  from: '2026-05-01',
  to: '2026-05-07',
  n: visibility === null ? 0 : 100,
  visibility: {
    value: visibility,
    mentioning: visibility === null ? 0 : visibility * 100,
    n: 100,
    low: null,
    high: null,
  },
  shareOfVoice: null,
  averagePosition: null,
  basis: {
    shareOfVoice: { numerator: 0, denominator: 0, numeratorUnit: 'answers', denominatorUnit: 'brandAnswers' },
    averagePosition: { answers: 0 },
  },
  change: { previous: null, previousN: 0, delta: null, pValue: null, significant: false },
});

const total = 30;
/** The workspace's projects, the highest 7-day visibility first (as the server sorts by default here). */
const projects: OverviewProject[] = Array.from({ length: total }, (_, i) => ({
  documentId: `proj${String(i).padStart(20, '0')}`,
  name: `Project ${String(total - i).padStart(2, '0')}`,
  brandName: 'Brand',
  status: 'active',
  timezone: 'Asia/Seoul',
  simulated: false,
  lastAnswerDay: null,
  last7: overviewWindow((total - i) / 100),
  last30: overviewWindow(null),
  sparkline: [],
}));

/** The overview screen with the API answering pages of `projects`; returns the overview addresses fetched. */
async function showOverview() {
  const fetched: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (!url.pathname.endsWith('/overview')) {
      return Response.json({
        data: [],
        meta: { pagination: { page: 1, pageSize: 100, pageCount: 0, total: 0 } },
      });
    }
    fetched.push(decodeURIComponent(url.pathname + url.search));
    const page = Number(url.searchParams.get('pagination[page]'));
    const pageSize = Number(url.searchParams.get('pagination[pageSize]'));
    const sorted = url.searchParams.get('sort')?.startsWith('name:')
      ? [...projects].sort((a, b) => a.name.localeCompare(b.name))
      : projects;
    const body: WorkspaceOverviewResponse = {
      data: { workspace, projects: sorted.slice((page - 1) * pageSize, page * pageSize) },
      meta: {
        metricsVersion: 'test',
        pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total },
      },
    };
    return Response.json(body);
  });
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRootRoute();
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({
        getParentRoute: () => root,
        path: '/overview',
        validateSearch: validateOverviewSearch,
        component: OverviewPage,
      }),
      createRoute({ getParentRoute: () => root, path: '/dashboard', component: () => null }),
      createRoute({ getParentRoute: () => root, path: '/create-project', component: () => null }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/overview'] }),
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
  return { fetched, router };
}

const shownNames = () => screen.getAllByTestId('overview-name').map((n) => n.textContent);

/** The overview pages and sorts on the server (issue 38): the table shows one page and the server's total. */

// The grid's chunk loads lazily in the app; here it is loaded first, so tables render at once.
beforeAll(async () => {
  await loadGrid();
});

describe('workspace overview screen', () => {
  beforeAll(async () => {
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

  it('asks for the first page by 7-day visibility, pages and sorts through the server and the URL', async () => {
    const { fetched, router } = await showOverview();
    expect(await screen.findAllByTestId('overview-row', {}, { timeout: 5000 })).toHaveLength(25);
    expect(fetched).toEqual([
      `/api/v1/workspaces/${workspace.documentId}/overview?sort=visibility7:desc&pagination[page]=1&pagination[pageSize]=25`,
    ]);
    // The total is the server's count, not the rows of the page.
    expect(screen.getByText('1–25 of 30')).toBeTruthy();
    expect(shownNames()[0]).toBe('Project 30');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '2' }));
    });
    await vi.waitFor(() =>
      expect(shownNames()).toEqual(['Project 05', 'Project 04', 'Project 03', 'Project 02', 'Project 01']),
    );
    expect(fetched.at(-1)).toContain('sort=visibility7:desc&pagination[page]=2&pagination[pageSize]=25');
    expect(router.state.location.search).toEqual({ page: 2 });

    // Another column sorts from the first page, names A→Z.
    const table = screen.getByTestId('overview-table');
    await act(async () => {
      fireEvent.click(within(table).getByText('Project'));
    });
    await vi.waitFor(() => expect(shownNames()[0]).toBe('Project 01'));
    expect(fetched.at(-1)).toContain('sort=name:asc&pagination[page]=1&pagination[pageSize]=25');
    expect(router.state.location.search).toEqual({ sort: 'name:asc' });
    // The trend (a sparkline) cannot be sorted across pages.
    expect(within(table).getAllByRole('img', { name: /sort/i }).length).toBe(7);
  });
});
