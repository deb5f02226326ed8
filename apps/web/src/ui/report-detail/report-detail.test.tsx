// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import type { ReportDetail } from '@sightline/contracts/constants';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { interval } from '../../lib/format.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { DataTable, type TableColumn } from '../data-table/DataTable.tsx';
import { loadGrid } from '../data-table/LazyGrid.tsx';
import { columnsFor } from '../data-table/table-types.ts';
import { MetricCard } from '../metric-card/MetricCard.tsx';
import { MetricChangeLine } from '../metric-card/MetricChangeLine.tsx';
import { type MetricChange, proportionChange } from '../metric-card/metric-change.ts';
import { Statistic } from './Statistic.tsx';
import { ReportDetailContext } from './use-report-detail.ts';

function show(detail: ReportDetail, ui: ReactElement) {
  return render(
    <MantineProvider>
      <ReportDetailContext value={detail}>{ui}</ReportDetailContext>
    </MantineProvider>,
  );
}

/** Visibility 60 of 100 answers now against 45 of 100 before: a significant rise (p ≈ 0.034). */
const rising = (
  <MetricCard
    label="Visibility"
    kind="percent"
    testId="card"
    valueTestId="value"
    value={0.6}
    n={100}
    interval={{ low: 0.55, high: 0.65 }}
    proportion={{ current: { x: 60, n: 100 }, previous: { x: 45, n: 100 } }}
    explanation={{
      kind: 'ratio',
      basis: { numerator: 60, denominator: 100, numeratorUnit: 'answers', denominatorUnit: 'answers' },
    }}
  />
);

/** 90 of 96 answers: below the minimum n, against 5 of 20 before (too few to test). */
const tooFew = (
  <MetricCard
    label="Visibility"
    kind="percent"
    testId="card"
    value={90 / 96}
    n={96}
    interval={{ low: 0.87, high: 0.97 }}
    proportion={{ current: { x: 90, n: 96 }, previous: { x: 5, n: 20 } }}
  />
);

// The grid's chunk loads lazily in the app; here it is loaded first, so tables render at once.
beforeAll(async () => {
  await loadGrid();
});

describe('metric card in the full and the simple view', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => cleanup());

  it('full: n, the interval, the plain explanation and the significant rise with its test on hover', () => {
    show('full', rising);
    const card = screen.getByTestId('card');
    expect(screen.getByTestId('metric-n').textContent).toBe('n = 100');
    expect(screen.getByTestId('metric-interval').textContent).toBe('95 % interval 55.0%–65.0%');
    expect(screen.getByTestId('metric-explanation').textContent).toBe('60 of 100 answers');
    const change = screen.getByTestId('metric-change');
    expect(change.dataset.change).toBe('up');
    expect(change.textContent).toContain('+15.0 pts');
    expect(change.querySelector('svg')).not.toBeNull();
    expect(change.title).toMatch(/z-test p/);
    expect(card.textContent).toMatch(/n = /);
  });

  it('simple: no n, interval or p-value anywhere, the significant mark and the plain explanation kept', () => {
    show('simple', rising);
    const card = screen.getByTestId('card');
    expect(screen.getByTestId('value').textContent).toBe('60.0%');
    expect(screen.queryByTestId('metric-n')).toBeNull();
    expect(screen.queryByTestId('metric-interval')).toBeNull();
    expect(screen.getByTestId('metric-explanation').textContent).toBe('60 of 100 answers');
    const change = screen.getByTestId('metric-change');
    expect(change.dataset.change).toBe('up');
    expect(change.textContent).toContain('+15.0 pts');
    expect(change.querySelector('svg')).not.toBeNull();
    expect(change.title).toBe('Against 45.0% in the previous period');
    const everything = `${card.textContent} ${[...card.querySelectorAll('[title]')].map((e) => e.getAttribute('title')).join(' ')}`;
    expect(everything).not.toMatch(/n = |interval|z-test|\bp\b/);
  });

  it('keeps "not enough data" in both views; only the full one says n and the minimum', () => {
    show('full', tooFew);
    expect(screen.getByTestId('metric-not-enough').textContent).toBe('Not enough data');
    expect(screen.getByTestId('metric-n').textContent).toBe(
      'n = 96: a ±10-point interval needs at least 97 answers.',
    );
    cleanup();
    show('simple', tooFew);
    expect(screen.getByTestId('card').dataset.state).toBe('not-enough-data');
    expect(screen.getByTestId('metric-not-enough').textContent).toBe('Not enough data');
    expect(screen.queryByTestId('metric-n')).toBeNull();
    expect(screen.getByTestId('card').textContent).not.toMatch(/n = |interval/);
  });

  it('says the previous period has too little data without its n in the simple view', () => {
    const change = proportionChange({ x: 60, n: 100 }, { x: 5, n: 20 });
    show('full', <MetricChangeLine change={change} />);
    expect(screen.getByTestId('metric-change').textContent).toBe(
      'Not enough data in the previous period (n = 20)',
    );
    cleanup();
    show('simple', <MetricChangeLine change={change} />);
    expect(screen.getByTestId('metric-change').textContent).toBe('Not enough data in the previous period');
  });
});

interface EngineRow {
  engine: string;
  n: number;
  visibility: number;
  low: number;
  high: number;
  change: MetricChange;
}

/** A table like the dashboard's engine table: an n column, a rate with its interval, a tested change. */
const columns: TableColumn<EngineRow>[] = [
  { accessor: 'engine', title: 'Engine' },
  { accessor: 'n', title: 'Answers n', textAlign: 'right', statistic: true },
  {
    accessor: 'visibility',
    title: 'Visibility',
    render: (row) => (
      <span>
        {`${(row.visibility * 100).toFixed(1)}%`}
        <Statistic>
          <span data-testid="row-interval"> {interval(row.low, row.high)}</span>
        </Statistic>
      </span>
    ),
    exportExtras: [
      { title: 'Visibility lower bound', value: (row) => row.low, statistic: true },
      { title: 'Visibility upper bound', value: (row) => row.high, statistic: true },
    ],
  },
  {
    accessor: 'change',
    title: 'Change',
    value: (row) => (row.change.kind === 'up' ? row.change.difference : null),
    render: (row) => <MetricChangeLine change={row.change} />,
    exportExtras: [{ title: 'p', value: () => 0.034, statistic: true }],
  },
];

const engineRows: EngineRow[] = [
  {
    engine: 'ChatGPT',
    n: 100,
    visibility: 0.6,
    low: 0.5,
    high: 0.69,
    change: proportionChange({ x: 60, n: 100 }, { x: 45, n: 100 }),
  },
];

describe('a data table in the full and the simple view', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });
  afterEach(() => cleanup());

  const table = (
    <DataTable
      rows={engineRows}
      columns={columns}
      rowKey={(r) => r.engine}
      emptyText="none"
      rowTestId="row"
    />
  );
  const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());

  it('full: the n column and the interval in the rate cell, the significant rise marked', () => {
    show('full', table);
    expect(headers()).toEqual(['Engine', 'Answers n', 'Visibility', 'Change']);
    const row = screen.getByTestId('row');
    expect(within(row).getByText('100')).toBeTruthy();
    expect(within(row).getByTestId('row-interval').textContent).toBe(' 50.0–69.0%');
    expect(within(row).getByTestId('metric-change').dataset.change).toBe('up');
  });

  it('simple: no n column and no interval, the significant rise still marked', () => {
    show('simple', table);
    expect(headers()).toEqual(['Engine', 'Visibility', 'Change']);
    const row = screen.getByTestId('row');
    expect(within(row).queryByTestId('row-interval')).toBeNull();
    expect(row.textContent).not.toContain('100');
    expect(row.textContent).not.toContain('69.0');
    const change = within(row).getByTestId('metric-change');
    expect(change.dataset.change).toBe('up');
    expect(change.textContent).toContain('+15.0 pts');
  });

  it('says what a column’s statistics are in its help in the full view only', () => {
    const rate: TableColumn<EngineRow> = {
      accessor: 'visibility',
      title: 'Visibility',
      help: 'Answers naming the brand / successful answers',
      statisticHelp: 'n is the successful answers.',
    };
    expect(columnsFor([rate], 'full')[0]).toMatchObject({ statisticHelp: 'n is the successful answers.' });
    const simple = columnsFor([rate], 'simple')[0]!;
    expect(simple.help).toBe('Answers naming the brand / successful answers');
    expect(simple).not.toHaveProperty('statisticHelp');
  });
});
