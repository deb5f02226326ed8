// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import type { GroupBrandMetrics, RangedReportFilter, TrackingReport } from '@sightline/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n.ts';
import { preloadAnswerListDrawer } from '../../ui/answer-list/AnswerListDrawer.tsx';
import type { BrandMetric } from '../../ui/charts/brand-metrics.ts';
import { registerChartStrings } from '../../ui/charts/chart-strings.ts';
import { loadGrid } from '../../ui/data-table/LazyGrid.tsx';
import { registerAnalyticsStrings } from './analytics-strings.ts';
import { GroupBrandMatrix } from './GroupBrandMatrix.tsx';
import type { MatrixGroupBy } from './group-matrix.ts';

const ratio = (numerator: number, denominator: number) => ({
  numerator,
  denominator,
  numeratorUnit: 'answers' as const,
  denominatorUnit: 'answers' as const,
});

/** A brand in a group of `n` answers, `mentioning` of which name it. */
function groupBrand(key: string, mentioning: number, n: number): GroupBrandMetrics {
  return {
    key,
    visibility: { value: n ? mentioning / n : null, mentioning, n, low: null, high: null },
    shareOfVoice: n ? 0.5 : null,
    mentionShareOfVoice: n ? 0.5 : null,
    averagePosition: mentioning ? 1.5 : null,
    top1Rate: n ? 0.1 : null,
    sentimentScore: mentioning ? 60 : null,
    basis: {
      visibility: ratio(mentioning, n),
      shareOfVoice: ratio(mentioning, mentioning * 2),
      mentionShareOfVoice: {
        ...ratio(mentioning, mentioning * 2),
        numeratorUnit: 'mentions',
        denominatorUnit: 'mentions',
      },
      top1Rate: ratio(1, n),
      averagePosition: { answers: mentioning },
      sentiment: { answers: mentioning },
    },
    change: null,
  };
}

/** A report cut by `keys` (each group: n answers, 3 of them naming the own brand, none naming the rival). */
function reportOf(keys: Array<[string, number]>): TrackingReport {
  const n = keys.reduce((sum, [, groupN]) => sum + groupN, 0);
  return {
    from: '2026-03-01',
    to: '2026-03-07',
    n,
    brands: [
      {
        key: 'brand',
        name: 'Oneul',
        own: true,
        visibility: { value: 0.3, mentioning: 3, n, low: null, high: null },
      },
      {
        key: 'c1',
        name: 'Rival',
        own: false,
        visibility: { value: 0, mentioning: 0, n, low: null, high: null },
      },
    ].map((b) => ({
      ...b,
      shareOfVoice: 0.5,
      mentionShareOfVoice: 0.5,
      averagePosition: 1.5,
      top1Rate: 0.1,
      sentiment: { meanPolarity: 0, score: 50, positive: 0, neutral: 0, negative: 0 },
      positions: { top: 0, middle: 0, bottom: 0 },
      basis: groupBrand(b.key, b.visibility.mentioning, n).basis,
      change: null,
    })),
    groups: keys.map(([key, groupN]) => ({
      key,
      label: key,
      from: null,
      to: null,
      n: groupN,
      citationRate: { value: null, citing: 0, n: groupN },
      brands: [groupBrand('brand', groupN ? 3 : 0, groupN), groupBrand('c1', 0, groupN)],
    })),
  } as unknown as TrackingReport;
}

const filter: RangedReportFilter = { from: '2026-03-01', to: '2026-03-07', engines: ['chatgpt', 'gemini'] };

/** Answers the drawer's requests with no answers; returns the answers list's addresses. */
function stubApi() {
  const calls: URL[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/competitors') return Response.json({ data: [], meta: {} });
    calls.push(url);
    return Response.json({ data: [], meta: { nextCursor: null, from: filter.from, to: filter.to } });
  });
  return calls;
}

function show(groupBy: MatrixGroupBy, report: TrackingReport, metric: BrandMetric = 'visibility') {
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <GroupBrandMatrix
          projectDocumentId="p1"
          filter={filter}
          groupBy={groupBy}
          report={report}
          loading={false}
          metric={metric}
          onMetricChange={() => {}}
          title="Matrix"
          description="Each brand by group"
          groupTitle="Group"
          groupLabel={(group) => group.key.toUpperCase()}
          totalLabel="All"
          exportName="matrix"
          testId="matrix"
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** The row of the matrix whose first cell reads `label`. */
const rowOf = (label: string) =>
  screen.getAllByTestId('matrix-row').find((row) => row.textContent?.startsWith(label))!;

/** The answers list's filter parameters of its last request. */
async function askedFor(calls: URL[]) {
  await waitFor(() => expect(calls.length).toBeGreaterThan(0));
  const params = Object.fromEntries(calls.at(-1)!.searchParams);
  delete params.limit;
  return { path: calls.at(-1)!.pathname, params };
}

// The grid's chunk loads lazily in the app; here it is loaded first, so tables render at once.
beforeAll(async () => {
  await Promise.all([loadGrid(), preloadAnswerListDrawer()]);
});

describe('the matrix opens the answers behind each number', () => {
  beforeAll(async () => {
    registerAnalyticsStrings(i18n);
    registerChartStrings(i18n);
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

  it('makes each cell with answers a labelled button; a visibility cell opens its row’s n answers', async () => {
    const calls = stubApi();
    show(
      'intent',
      reportOf([
        ['commercial', 8],
        ['none', 5],
      ]),
    );
    const cell = within(rowOf('NONE')).getAllByTestId('matrix-cell')[0]!;
    expect(cell.tagName).toBe('BUTTON');
    expect(cell.getAttribute('aria-label')).toBe('Oneul, NONE: Visibility 60.0%, n 5 — open 5 answers');
    fireEvent.click(cell);
    const drawer = await screen.findByTestId('answer-list-drawer');
    expect(drawer.textContent).toContain('NONE · successful answers (behind Oneul’s Visibility)');
    // The report's filter, the row's intent group (prompts without an intent), only the answers n counts.
    expect(await askedFor(calls)).toEqual({
      path: '/api/v1/projects/p1/chats',
      params: {
        from: '2026-03-01',
        to: '2026-03-07',
        engines: 'chatgpt,gemini',
        intent: 'none',
        status: 'ok',
      },
    });
    expect(await screen.findByTestId('answer-list-empty')).toBeTruthy();
  });

  it('opens a mean’s cell on the answers naming the brand, and a row’s n on all its answers', async () => {
    const calls = stubApi();
    show(
      'engine',
      reportOf([
        ['chatgpt', 8],
        ['gemini', 4],
      ]),
      'averagePosition',
    );
    const cell = within(rowOf('GEMINI')).getAllByTestId('matrix-cell')[0]!;
    expect(cell.getAttribute('aria-label')).toBe('Oneul, GEMINI: Avg. position 1.5, n 3 — open 3 answers');
    fireEvent.click(cell);
    expect((await askedFor(calls)).params).toEqual({
      from: '2026-03-01',
      to: '2026-03-07',
      engines: 'gemini',
      brand: 'brand',
      mentioned: 'true',
      status: 'ok',
    });
    expect((await screen.findByTestId('answer-list-drawer')).textContent).toContain(
      'GEMINI · answers naming Oneul',
    );
  });

  it('opens the total row’s n on the report’s filter as it is', async () => {
    const calls = stubApi();
    show(
      'branded',
      reportOf([
        ['branded', 6],
        ['nonBranded', 2],
      ]),
    );
    const n = within(rowOf('All')).getByTestId('matrix-n');
    expect(n.tagName).toBe('BUTTON');
    expect(n.getAttribute('aria-label')).toBe('All: open the 8 successful answers');
    fireEvent.click(n);
    expect((await askedFor(calls)).params).toEqual({
      from: '2026-03-01',
      to: '2026-03-07',
      engines: 'chatgpt,gemini',
      status: 'ok',
    });
  });

  it('narrows a branded row to its prompts, and leaves a cell without answers inert', async () => {
    const calls = stubApi();
    show(
      'branded',
      reportOf([
        ['branded', 6],
        ['nonBranded', 2],
      ]),
      'shareOfVoice',
    );
    // The rival is named in no answer: its share of voice rests on none, so nothing opens.
    const rival = within(rowOf('NONBRANDED')).getAllByTestId('matrix-cell')[1]!;
    expect(rival.tagName).toBe('DIV');
    expect(rival.getAttribute('aria-label')).toBeNull();
    fireEvent.click(within(rowOf('NONBRANDED')).getAllByTestId('matrix-cell')[0]!);
    expect((await askedFor(calls)).params).toMatchObject({
      branded: 'false',
      brand: 'brand',
      mentioned: 'true',
    });
  });
});
