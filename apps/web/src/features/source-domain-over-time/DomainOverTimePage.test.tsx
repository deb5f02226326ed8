// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import type { DomainRate, SourceDomainOverTimeResponse } from '@sightline/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n.ts';
import { loadGrid } from '../../ui/data-table/LazyGrid.tsx';
import { DomainOverTimePage } from './DomainOverTimePage.tsx';

const project = {
  id: 1,
  documentId: 'proj00000000000000000001',
  name: 'Oneul',
  brandName: 'Oneul',
  timezone: 'Asia/Seoul',
  engines: ['chatgpt', 'gemini'],
};

vi.mock('../../lib/session/use-session.ts', () => ({
  useSession: () => ({
    status: 'signedIn',
    selectionReady: true,
    selection: { project, recentProjects: [] },
  }),
}));

// The collect-progress notice is the frame's, not this screen's.
vi.mock('../../shell/ReanalysisNotice.tsx', () => ({ ReanalysisNotice: () => null }));

// happy-dom has no layout for a chart: the drawings are left out (their cards and empty states stay).
vi.mock('../../ui/charts/lazy-charts.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  LazyLineIntervalChart: () => null,
  LazyBarChart: () => null,
}));

/**
 * A rate whose value is deliberately not numerator / denominator: the screen must show the API's value and read its
 * explanation line from the API's numerator and denominator, never divide them itself.
 */
const rate = (value: number | null, numerator: number, denominator: number): DomainRate => ({
  value,
  numerator,
  denominator,
  low: value === null ? null : Math.max(0, value - 0.1),
  high: value === null ? null : Math.min(1, value + 0.1),
});

const engineShare = (engine: 'chatgpt' | 'gemini', x: number, n: number, value: number | null) => ({
  engine,
  n,
  answersCiting: x,
  share: rate(value, x, n),
});

const promptId = 'prmt00000000000000000001';

function response(citing: number): SourceDomainOverTimeResponse {
  const period = (key: string) => ({
    key,
    from: key,
    to: key,
    n: 4,
    answersCiting: citing ? 2 : 0,
    share: rate(citing ? 0.5 : 0, citing ? 2 : 0, 4),
    engines: [engineShare('chatgpt', citing ? 2 : 0, 2, citing ? 1 : 0), engineShare('gemini', 0, 2, 0)],
  });
  const brandPoint = { citing: rate(0.5, 1, 2), visibility: rate(0.25, 1, 4), difference: 0.25 };
  return {
    data: {
      domain: 'namu.wiki',
      from: '2026-03-01',
      to: '2026-03-02',
      granularity: 'day',
      engines: ['chatgpt', 'gemini'],
      share: rate(citing ? 0.6363 : 0, citing, 11),
      byEngine: [engineShare('chatgpt', citing ? 6 : 0, 6, 1), engineShare('gemini', citing ? 1 : 0, 5, 0.2)],
      periods: [period('2026-03-01'), period('2026-03-02')],
      brands: [
        {
          key: 'brand',
          name: 'Oneul',
          own: true,
          citing: rate(0.25, 3, 7),
          visibility: rate(0.4545, 5, 11),
          difference: 0.125,
          significant: true,
          pValue: 0.01,
          points: [brandPoint, brandPoint],
        },
        {
          key: 'rival0000000000000000001',
          name: 'Rival',
          own: false,
          citing: rate(0.2857, 2, 7),
          visibility: rate(0.3636, 4, 11),
          difference: -0.0779,
          significant: false,
          pValue: 0.6,
          points: [brandPoint, brandPoint],
        },
      ],
      prompts: citing
        ? [
            {
              documentId: promptId,
              text: 'best coffee in Seoul',
              intent: 'commercial',
              share: rate(0.6667, 4, 6),
              engines: [
                { engine: 'chatgpt', answers: 3, answersCiting: 3 },
                { engine: 'gemini', answers: 3, answersCiting: 1 },
              ],
            },
          ]
        : [],
      simulated: true,
    },
    meta: {
      pagination: { page: 1, pageSize: 25, pageCount: citing ? 1 : 0, total: citing ? 1 : 0 },
      sort: 'answersCiting:desc',
      n: 11,
      empty: null,
      metricsVersion: 'test',
    },
  };
}

/** The screen at `/projects/sources/domains/namu.wiki?search` with the API answering `body`; the calls made. */
async function show(search: string, body: SourceDomainOverTimeResponse) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/over-time')) {
      asked.push(decodeURIComponent(url.pathname + url.search));
      return Response.json(body);
    }
    return Response.json({
      data: [],
      meta: { pagination: { page: 1, pageSize: 100, pageCount: 0, total: 0 } },
    });
  });
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRootRoute();
  const stub = (path: string) => createRoute({ getParentRoute: () => root, path, component: () => null });
  const page = createRoute({
    getParentRoute: () => root,
    path: '/projects/sources/domains/$domain',
    component: function Page() {
      return <DomainOverTimePage domain={page.useParams().domain} />;
    },
  });
  const router = createRouter({
    routeTree: root.addChildren([
      page,
      stub('/projects/sources'),
      stub('/projects/sources/$domain'),
      stub('/prompts/$documentId/sources/$domain'),
    ]),
    history: createMemoryHistory({ initialEntries: [`/projects/sources/domains/namu.wiki?${search}`] }),
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
  return asked;
}

beforeAll(async () => {
  await loadGrid();
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

describe('a domain over time', () => {
  it('shows every rate as the API gives it, each explained by its own numerator and denominator', async () => {
    const asked = await show(`from=2026-03-01&to=2026-03-02&prompt=${promptId}`, response(7));
    const summary = await screen.findByTestId('domain-over-time-share', {}, { timeout: 5000 });
    expect(summary.textContent).toBe('7 of 11 answers cite this domain (63.6%).');
    // The read covers every prompt: the URL's prompt is not sent, and the screen says so.
    expect(asked).toEqual([
      '/api/v1/projects/proj00000000000000000001/sources/domains/namu.wiki/over-time?from=2026-03-01&to=2026-03-02&sort=answersCiting:desc&pagination[page]=1&pagination[pageSize]=25',
    ]);
    expect(screen.getByTestId('domain-over-time-all-prompts')).toBeTruthy();
    expect(screen.getByTestId('domain-over-time-simulated')).toBeTruthy();
    expect(screen.getByTestId('domain-over-time-answers').getAttribute('href')).toBe(
      `/projects/sources/namu.wiki?from=2026-03-01&to=2026-03-02&prompt=${promptId}`,
    );

    const rows = await screen.findAllByTestId('domain-brand-row', {}, { timeout: 5000 });
    expect(rows).toHaveLength(2);
    const own = within(rows[0]!);
    // 3 of 7 would be 42.9 %: the API said 25 %, and that is what shows.
    expect(own.getByTestId('domain-brand-citing-value').textContent).toBe('25.0%');
    expect(own.getByTestId('domain-brand-citing-basis').textContent).toBe('3 of 7 citing answers');
    expect(own.getByTestId('domain-brand-visibility-value').textContent).toBe('45.5%');
    expect(own.getByTestId('domain-brand-visibility-basis').textContent).toBe('5 of 11 answers');
    expect(own.getByTestId('domain-brand-difference').textContent).toBe('+12.5 ptssignificant');
    const rival = within(rows[1]!);
    expect(rival.getByTestId('domain-brand-citing-basis').textContent).toBe('2 of 7 citing answers');
    expect(rival.getByTestId('domain-brand-difference').textContent).toBe('-7.8 pts');

    const [prompt] = await screen.findAllByTestId('domain-prompt-row');
    const row = within(prompt!);
    expect(row.getByTestId('domain-prompt-share-value').textContent).toBe('66.7%');
    expect(row.getByTestId('domain-prompt-share-basis').textContent).toBe('4 of 6 answers');
    expect(row.getByTestId('domain-prompt-engines').textContent).toBe('ChatGPT 3/3 · Gemini 1/3');
    expect(row.getByTestId('domain-prompt-link').getAttribute('href')).toBe(
      `/prompts/${promptId}/sources/namu.wiki`,
    );
  });

  it('reads the prompts table’s sort and page from the URL (shareable), and drops a sort the API does not take', async () => {
    const asked = await show('from=2026-03-01&to=2026-03-02&sort=share:asc&page=2', response(7));
    await screen.findByTestId('domain-over-time-share', {}, { timeout: 5000 });
    expect(asked[0]).toBe(
      '/api/v1/projects/proj00000000000000000001/sources/domains/namu.wiki/over-time?from=2026-03-01&to=2026-03-02&sort=share:asc&pagination[page]=2&pagination[pageSize]=25',
    );
    cleanup();
    const again = await show('from=2026-03-01&to=2026-03-02&sort=citations:desc&page=0', response(7));
    await screen.findByTestId('domain-over-time-share', {}, { timeout: 5000 });
    expect(again.at(-1)).toContain('sort=answersCiting:desc&pagination[page]=1&');
  });

  it('says when no answer of the period cites the domain', async () => {
    await show('from=2026-03-01&to=2026-03-02', response(0));
    const empty = await screen.findByTestId('domain-over-time-empty', {}, { timeout: 5000 });
    expect(empty.textContent).toBe('No answer cites this domain in this period.');
    expect(screen.queryByTestId('domain-brands')).toBeNull();
    expect(screen.queryByTestId('domain-over-time-all-prompts')).toBeNull();
  });
});
