// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import type { TrackingReport } from '@sightline/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '../../lib/api/types.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { headlineKeys, nonBrandedFilter } from '../../ui/headline/non-branded.ts';
import { HomeWeek } from './HomeWeek.tsx';
import { registerHomeStrings } from './home-strings.ts';
import { ProjectSummaryCard } from './ProjectSummaryCard.tsx';

const range = { from: '2026-03-01', to: '2026-03-07' };
const basis = (numerator: number, denominator: number) => ({
  numerator,
  denominator,
  numeratorUnit: 'answers' as const,
  denominatorUnit: 'answers' as const,
});

/** A week of 200 answers, 50 naming the own brand. */
const report = {
  ...range,
  n: 200,
  simulated: false,
  brands: [
    {
      key: 'brand',
      name: 'Oneul',
      own: true,
      visibility: { value: 0.25, mentioning: 50, n: 200, low: 0.19, high: 0.31 },
      shareOfVoice: 0.4,
      mentionShareOfVoice: 0.4,
      averagePosition: 1.31,
      top1Rate: 0.1,
      sentiment: { meanPolarity: 0, score: 50, positive: 0, neutral: 50, negative: 0 },
      positions: { top: 0, middle: 0, bottom: 0 },
      basis: {
        visibility: basis(50, 200),
        shareOfVoice: basis(50, 125),
        mentionShareOfVoice: basis(60, 150),
        top1Rate: basis(20, 200),
        averagePosition: { answers: 50 },
        sentiment: { answers: 50 },
      },
      change: null,
    },
  ],
  citations: {
    rate: { value: 0.1, citing: 20, n: 200, low: 0.06, high: 0.15 },
    basis: { rate: basis(20, 200), share: basis(1, 10), impressionShare: basis(1, 10) },
    change: null,
  },
  groups: [],
} as unknown as TrackingReport;

const project = {
  documentId: 'proj00000000000000000001',
  name: 'Coffee',
  brandName: 'Oneul',
  brandAliases: [],
  status: 'active',
  engines: ['chatgpt'],
  scheduleTime: '09:00',
  timezone: 'Asia/Seoul',
  queries: [{ documentId: 'q1' }, { documentId: 'q2' }, { documentId: 'q3' }],
  competitors: [{ documentId: 'c1' }, { documentId: 'c2' }],
} as unknown as Project;

/**
 * The same week on the prompts that do not name the brand: 30 of 100 answers name it, 62 name Aura (whose basis says
 * so), 10 name Green.
 */
const competitor = (key: string, name: string, mentioning: number) => ({
  ...report.brands[0]!,
  key,
  name,
  own: false,
  visibility: { value: mentioning / 100, mentioning, n: 100, low: null, high: null },
  basis: { ...report.brands[0]!.basis, visibility: basis(mentioning, 100) },
});
const nonBranded = {
  ...report,
  n: 100,
  brands: [
    {
      ...report.brands[0]!,
      visibility: { value: 0.3, mentioning: 30, n: 100, low: null, high: null },
      basis: { ...report.brands[0]!.basis, visibility: basis(30, 100) },
    },
    competitor('c1', 'Aura', 62),
    competitor('c2', 'Green', 10),
  ],
} as unknown as TrackingReport;

/** Home's week and project card, beside the screens they open. */
async function show() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(headlineKeys.report(project.documentId, nonBrandedFilter(range)), nonBranded);
  const root = createRootRoute();
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({
        getParentRoute: () => root,
        path: '/',
        component: () => (
          <>
            <HomeWeek
              project={project}
              range={range}
              report={report}
              loading={false}
              error={null}
              onRetry={() => {}}
              retrying={false}
              colorOf={() => 'blue.6'}
            />
            <ProjectSummaryCard project={project} />
          </>
        ),
      }),
      createRoute({ getParentRoute: () => root, path: '/projects/tracking', component: () => null }),
      createRoute({ getParentRoute: () => root, path: '/dashboard', component: () => null }),
      createRoute({ getParentRoute: () => root, path: '/data/completions', component: () => null }),
      createRoute({ getParentRoute: () => root, path: '/projects/$documentId', component: () => null }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MantineProvider env="test">
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>,
    );
  });
  return router;
}

const searchOf = (link: HTMLElement) => {
  const url = new URL((link as HTMLAnchorElement).href);
  return { path: url.pathname, search: Object.fromEntries(url.searchParams), hash: url.hash };
};

describe('home’s numbers open the screens behind them', () => {
  beforeAll(async () => {
    registerHomeStrings(i18n);
    await i18n.changeLanguage('en');
  });
  afterEach(() => cleanup());

  it('makes each card of the week a labelled link to the tracking screen over the same days', async () => {
    const router = await show();
    const links = screen.getAllByTestId('home-metric-link');
    expect(links.map((l) => l.getAttribute('data-metric'))).toEqual([
      'visibility',
      'shareOfVoice',
      'averagePosition',
      'citationRate',
    ]);
    expect(links.map((l) => l.tagName)).toEqual(['A', 'A', 'A', 'A']);
    // Each card is still the week's card, inside its link.
    expect(links[0]!.querySelector('[data-testid="home-metric-visibility-value"]')?.textContent).toBe(
      '25.0%',
    );
    // Each link is named by the card as read (metric, value) and where it leads.
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual([null, null, null, null]);
    expect(links[0]!.textContent).toMatch(/Visibility.*25\.0%.*open the same days in Project Tracking$/);
    expect(links[3]!.textContent).toMatch(/10\.0%.*open the same days in Project Tracking$/);
    expect(searchOf(links[0]!)).toMatchObject({
      path: '/projects/tracking',
      search: { from: range.from, to: range.to, metric: 'visibility' },
    });
    // The owned citation rate is no brand metric of the trend: the days alone.
    expect(searchOf(links[3]!).search).toEqual({ from: range.from, to: range.to });
    // The dashboard's button shows the same days too.
    expect(searchOf(screen.getByText('Open the dashboard').closest('a')!)).toMatchObject({
      path: '/dashboard',
      search: range,
    });
    fireEvent.click(links[2]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/tracking'));
    expect(router.state.location.search).toMatchObject({ ...range, metric: 'averagePosition' });
  });

  it('leads with the visibility on non-branded prompts against the competitors, each brand opening its answers', async () => {
    await show();
    const headline = await screen.findByTestId('home-headline');
    expect(headline.textContent).toContain("Visibility where the question doesn't name you");
    const own = screen.getByTestId('home-headline-own');
    expect(own.textContent).toContain('30.0%');
    expect(own.textContent).toContain('30 of 100 answers');
    expect(screen.getByTestId('home-headline-gap').textContent).toBe('32.0 pts behind the leader, Aura');
    const bars = screen.getAllByTestId('home-headline-brand');
    expect(bars.map((bar) => bar.querySelector('a')!.textContent)).toEqual(['Aura', 'Oneul', 'Green']);
    // Each rate's explanation is the API's numerator and denominator.
    const aura = bars[0]!.querySelector('[data-testid="ratio-value"]')!;
    expect([aura.getAttribute('data-numerator'), aura.getAttribute('data-denominator')]).toEqual([
      '62',
      '100',
    ]);
    expect(searchOf(bars[0]!.querySelector('a')!)).toMatchObject({
      path: '/data/completions',
      search: { ...range, branded: 'false', brand: 'c1', mentioned: 'true' },
    });
    expect(searchOf(screen.getByTestId('home-headline-open'))).toMatchObject({
      path: '/projects/tracking',
      search: { ...range, branded: 'false' },
    });
  });

  it('makes the counts of prompts and competitors links to their lists on the project page', async () => {
    await show();
    const prompts = screen.getByTestId('home-project-prompts-link');
    expect(prompts.getAttribute('aria-label')).toBe('3 prompts: open the list on the project page');
    expect(searchOf(prompts)).toMatchObject({
      path: '/projects/proj00000000000000000001',
      hash: '#project-prompts',
    });
    const competitors = screen.getByTestId('home-project-competitors-link');
    expect(competitors.getAttribute('aria-label')).toBe('2 competitors: open the list on the project page');
    expect(searchOf(competitors).hash).toBe('#project-competitors');
  });
});
