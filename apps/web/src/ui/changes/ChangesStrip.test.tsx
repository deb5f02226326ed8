// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import type { TrackingReport } from '@sightline/contracts';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n.ts';
import { ChangesStrip } from './ChangesStrip.tsx';

const basis = (numerator: number, denominator: number) => ({
  numerator,
  denominator,
  numeratorUnit: 'answers' as const,
  denominatorUnit: 'answers' as const,
});
const change = (delta: number, pValue: number) => ({
  previous: 0.3,
  previousN: 100,
  delta,
  pValue,
  significant: pValue < 0.05,
});

/** Two brands against the period before: the own brand's visibility rose significantly, Aura's fell, neither's share. */
function report(previousN: number): TrackingReport {
  const brand = (key: string, own: boolean, visibility: ReturnType<typeof change>) => ({
    key,
    name: own ? 'Oneul' : 'Aura',
    own,
    visibility: { value: 0.3 + visibility.delta, mentioning: 50, n: 100, low: null, high: null },
    shareOfVoice: 0.5,
    mentionShareOfVoice: 0.5,
    top1Rate: 0.1,
    basis: {
      visibility: basis(50, 100),
      shareOfVoice: basis(50, 100),
      mentionShareOfVoice: basis(50, 100),
      top1Rate: basis(10, 100),
    },
    change: { visibility, shareOfVoice: change(0.01, 0.8) },
  });
  return {
    from: '2026-03-01',
    to: '2026-03-07',
    n: 100,
    previous: { from: '2026-02-22', to: '2026-02-28', n: previousN },
    brands: [brand('brand', true, change(0.2, 0.001)), brand('c1', false, change(-0.1, 0.02))],
    citations: { rate: { value: 0.1, citing: 10, n: 100, low: null, high: null }, change: null },
    groupBy: 'engine',
    groups: [],
  } as unknown as TrackingReport;
}

async function show(data: TrackingReport) {
  const root = createRootRoute();
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({
        getParentRoute: () => root,
        path: '/',
        component: () => (
          <ChangesStrip
            report={data}
            search={{ from: '2026-03-01', to: '2026-03-07', engines: ['chatgpt'] }}
            testId="changes"
          />
        ),
      }),
      createRoute({ getParentRoute: () => root, path: '/projects/tracking', component: () => null }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await act(async () => {
    render(
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>,
    );
  });
}

describe('the "what changed" strip', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => cleanup());

  it('shows only the significant changes, surest first, each opening tracking narrowed to it under the same filters', async () => {
    await show(report(100));
    const chips = await screen.findAllByTestId('changes-change');
    expect(chips.map((c) => c.getAttribute('data-change'))).toEqual(['visibility|brand|', 'visibility|c1|']);
    expect(chips[0]!.textContent).toContain('Oneul');
    expect(chips[0]!.textContent).toContain('+20.0 pts');
    const aura = new URL((chips[1] as HTMLAnchorElement).href);
    expect(aura.pathname).toBe('/projects/tracking');
    expect(Object.fromEntries(aura.searchParams)).toMatchObject({
      from: '2026-03-01',
      to: '2026-03-07',
      metric: 'visibility',
      brand: 'c1',
    });
    expect(aura.searchParams.get('engines')).toContain('chatgpt');
  });

  it('says so when nothing moved beyond chance, and shows nothing without a period before', async () => {
    const quiet = report(100);
    for (const brand of quiet.brands) brand.change = { ...brand.change!, visibility: change(0.01, 0.7) };
    await show(quiet);
    expect((await screen.findByTestId('changes-none')).textContent).toBe('None: nothing moved beyond chance');
    cleanup();
    await show(report(0));
    expect(screen.queryByTestId('changes')).toBeNull();
  });
});
