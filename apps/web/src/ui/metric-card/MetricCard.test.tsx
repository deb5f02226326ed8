// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n.ts';
import { MetricCard, type MetricCardProps } from './MetricCard.tsx';
import { proportionChange } from './metric-change.ts';

function show(props: Partial<MetricCardProps> & Pick<MetricCardProps, 'value' | 'n'>) {
  render(
    <MantineProvider>
      <MetricCard label="Visibility" kind="percent" testId="card" valueTestId="value" {...props} />
    </MantineProvider>,
  );
  return screen.getByTestId('card');
}

/** A rate card for x of n answers now against px of pn answers in the previous period. */
function rate(x: number, n: number, px: number, pn: number) {
  return show({
    value: x / n,
    n,
    interval: { low: x / n - 0.05, high: x / n + 0.05 },
    proportion: { current: { x, n }, previous: { x: px, n: pn } },
  });
}

describe('metric card', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => cleanup());

  it('marks a significant rise with an arrow and a signed change (45/100 → 60/100, p ≈ 0.034)', () => {
    const card = rate(60, 100, 45, 100);
    expect(screen.getByTestId('value').textContent).toBe('60.0%');
    expect(screen.getByTestId('metric-n').textContent).toBe('n = 100');
    expect(screen.getByTestId('metric-interval').textContent).toBe('95 % interval 55.0%–65.0%');
    const change = screen.getByTestId('metric-change');
    expect(change.dataset.change).toBe('up');
    expect(change.textContent).toContain('+15.0 pts');
    expect(change.querySelector('svg')).not.toBeNull();
    expect(card.dataset.state).toBe('ok');
  });

  it('marks a significant fall with a down arrow and a minus sign (300/1000 → 250/1000)', () => {
    rate(250, 1000, 300, 1000);
    const change = screen.getByTestId('metric-change');
    expect(change.dataset.change).toBe('down');
    expect(change.textContent).toContain('-5.0 pts');
    expect(change.textContent).not.toContain('+');
  });

  it('says "no significant change" in grey, without arrow or sign, when p ≥ 0.05 (200/1000 → 230/1000)', () => {
    rate(230, 1000, 200, 1000);
    const change = screen.getByTestId('metric-change');
    expect(change.dataset.change).toBe('none');
    expect(change.textContent).toBe('No significant change');
    expect(change.querySelector('svg')).toBeNull();
    expect(change.title).toContain('+3.0 pts');
  });

  it('says "not enough data" below the minimum n for a ±10-point interval (96 answers) and marks no change', () => {
    const card = rate(90, 96, 10, 100);
    expect(card.dataset.state).toBe('not-enough-data');
    expect(screen.getByTestId('metric-not-enough').textContent).toBe('Not enough data');
    expect(screen.getByTestId('metric-n').textContent).toBe(
      'n = 96: a ±10-point interval needs at least 97 answers.',
    );
    expect(screen.queryByTestId('metric-change')).toBeNull();
  });

  it('shows the number from 97 answers on', () => {
    const card = rate(48, 97, 48, 97);
    expect(card.dataset.state).toBe('ok');
    expect(screen.getByTestId('metric-change').dataset.change).toBe('none');
  });

  it('says the previous period has too little data instead of testing it', () => {
    rate(60, 100, 5, 20);
    const change = screen.getByTestId('metric-change');
    expect(change.dataset.change).toBe('previous-not-enough');
    expect(change.textContent).toBe('Not enough data in the previous period (n = 20)');
  });

  it('shows a plain count without n, minimum or marked change', () => {
    const card = show({ kind: 'count', value: 1234, n: 1234, previousValue: 1000 });
    expect(card.dataset.state).toBe('ok');
    expect(screen.getByTestId('value').textContent).toBe('1,234');
    expect(screen.queryByTestId('metric-change')).toBeNull();
    expect(card.textContent).toContain('Previous period 1,000');
  });

  it('shows skeletons while loading', () => {
    const card = show({ value: null, n: 0, loading: true });
    expect(card.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByTestId('value')).toBeNull();
  });
});

describe('proportionChange', () => {
  it.each([
    [{ x: 60, n: 100 }, { x: 45, n: 100 }, 'up'],
    [{ x: 45, n: 100 }, { x: 60, n: 100 }, 'down'],
    [{ x: 52, n: 100 }, { x: 50, n: 100 }, 'none'],
    [{ x: 52, n: 100 }, { x: 5, n: 50 }, 'previous-not-enough'],
    [{ x: 52, n: 100 }, { x: 0, n: 0 }, 'no-previous'],
    [{ x: 52, n: 100 }, null, 'no-previous'],
  ])('%o after %o → %s', (current, previous, kind) => {
    expect(proportionChange(current, previous).kind).toBe(kind);
  });
});
