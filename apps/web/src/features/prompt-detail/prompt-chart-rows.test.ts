import type { PromptReport } from '@sightline/contracts';
import { wilsonInterval } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import {
  allEnginesKey,
  enginesWithAnswers,
  rankRows,
  visibilityPoints,
  weeklyPeriods,
} from './prompt-chart-rows.ts';

const share = (count: number, n: number) => ({
  value: n > 0 ? count / n : null,
  count,
  n,
  low: n > 0 ? 0.1 : null,
  high: n > 0 ? 0.9 : null,
});

describe('prompt chart rows', () => {
  it('gives each period the own brand per engine and over all engines, with the band only where there are answers', () => {
    const series: PromptReport['series'] = [
      {
        key: '2026-03-01',
        from: '2026-03-01',
        to: '2026-03-01',
        visibility: share(3, 4),
        engines: [
          { engine: 'chatgpt', visibility: share(1, 2) },
          { engine: 'gemini', visibility: share(2, 2) },
        ],
      },
      {
        key: '2026-03-02',
        from: '2026-03-02',
        to: '2026-03-02',
        visibility: share(0, 0),
        engines: [
          { engine: 'chatgpt', visibility: share(0, 0) },
          { engine: 'gemini', visibility: share(0, 0) },
        ],
      },
    ];
    expect(visibilityPoints({ series })).toEqual([
      {
        x: '2026-03-01',
        values: { [allEnginesKey]: 0.75, chatgpt: 0.5, gemini: 1 },
        band: { low: 0.1, high: 0.9 },
        n: 4,
      },
      { x: '2026-03-02', values: { [allEnginesKey]: null, chatgpt: null, gemini: null }, band: null, n: 0 },
    ]);
  });

  it('draws only engines that answered', () => {
    const byEngine = [
      { engine: 'chatgpt', n: 3, noAnswers: 0, visibility: share(1, 3) },
      { engine: 'claude', n: 0, noAnswers: 2, visibility: share(0, 0) },
    ] as PromptReport['byEngine'];
    expect(enginesWithAnswers({ byEngine })).toEqual(['chatgpt']);
  });

  it("splits each brand's bar of n into rank buckets that add up to 100 %", () => {
    const brand = (key: string, ranks: PromptReport['brands'][number]['ranks']) =>
      ({ key, ranks }) as PromptReport['brands'][number];
    const rows = rankRows({
      n: 8,
      brands: [
        brand('brand', { first: 2, secondOrThird: 3, later: 1, notNamed: 2 }),
        brand('c1', { first: 0, secondOrThird: 0, later: 0, notNamed: 8 }),
      ],
    });
    expect(rows).toEqual([
      { x: 'brand', first: 0.25, secondOrThird: 0.375, later: 0.125, notNamed: 0.25 },
      { x: 'c1', first: 0, secondOrThird: 0, later: 0, notNamed: 1 },
    ]);
    expect(
      rankRows({ n: 0, brands: [brand('brand', { first: 0, secondOrThird: 0, later: 0, notNamed: 0 })] }),
    ).toEqual([{ x: 'brand', first: null, secondOrThird: null, later: null, notNamed: null }]);
  });

  it('sums days into ISO weeks with the interval of each week, clipped to the days given', () => {
    const day = (key: string, own: [number, number], chatgpt: [number, number]) => ({
      key,
      from: key,
      to: key,
      visibility: share(...own),
      engines: [{ engine: 'chatgpt' as const, visibility: share(...chatgpt) }],
    });
    // Sunday 2026-03-01 ends one week; Monday 2026-03-02 starts the next.
    const weeks = weeklyPeriods([
      day('2026-02-28', [1, 2], [1, 2]),
      day('2026-03-01', [2, 3], [0, 1]),
      day('2026-03-02', [0, 0], [0, 0]),
      day('2026-03-03', [4, 5], [2, 2]),
    ]);
    expect(weeks.map((w) => [w.key, w.from, w.to])).toEqual([
      ['2026-02-23', '2026-02-28', '2026-03-01'],
      ['2026-03-02', '2026-03-02', '2026-03-03'],
    ]);
    const interval = wilsonInterval(3, 5)!;
    expect(weeks[0]!.visibility).toEqual({
      value: 0.6,
      count: 3,
      n: 5,
      low: interval.low,
      high: interval.high,
    });
    expect(weeks[0]!.engines[0]!.visibility).toMatchObject({ count: 1, n: 3 });
    expect(weeks[1]!.visibility).toMatchObject({ count: 4, n: 5 });
  });
});
