import type { TrackingReport } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { engineRows } from './engine-rows.ts';
import { visibilityPoints } from './visibility-points.ts';

const proportion = (mentioning: number, n: number) => ({
  value: n === 0 ? null : mentioning / n,
  mentioning,
  n,
  low: n === 0 ? null : mentioning / n - 0.05,
  high: n === 0 ? null : mentioning / n + 0.05,
});

function groupBrand(key: string, mentioning: number, n: number) {
  return {
    key,
    visibility: proportion(mentioning, n),
    shareOfVoice: null,
    mentionShareOfVoice: null,
    averagePosition: null,
    top1Rate: null,
    sentimentScore: null,
    change: null,
  };
}

const report = {
  from: '2026-11-26',
  to: '2026-11-27',
  engines: ['chatgpt', 'gemini', 'perplexity'],
  brands: [
    { key: 'brand', own: true },
    { key: 'c1', own: false },
  ],
  series: [
    {
      day: '2026-11-26',
      n: 0,
      citationRate: null,
      brands: { brand: { visibility: null, mentioning: 0, low: null, high: null } },
    },
    {
      day: '2026-11-27',
      n: 40,
      citationRate: 0.1,
      brands: {
        brand: { visibility: 0.5, mentioning: 20, low: 0.35, high: 0.65 },
        c1: { visibility: 0.25, mentioning: 10, low: 0.14, high: 0.4 },
      },
    },
  ],
  groupBy: 'engine',
  groups: [
    {
      key: 'gemini',
      label: 'gemini',
      from: null,
      to: null,
      n: 30,
      citationRate: { value: 0.2, citing: 6, n: 30 },
      brands: [groupBrand('brand', 12, 30), groupBrand('c1', 3, 30)],
    },
    {
      key: 'perplexity',
      label: 'perplexity',
      from: null,
      to: null,
      n: 0,
      citationRate: { value: null, citing: 0, n: 0 },
      brands: [groupBrand('brand', 0, 0), groupBrand('c1', 0, 0)],
    },
    {
      key: 'chatgpt',
      label: 'chatgpt',
      from: null,
      to: null,
      n: 10,
      citationRate: { value: 0.1, citing: 1, n: 10 },
      brands: [groupBrand('brand', 8, 10), groupBrand('c1', 1, 10)],
    },
  ],
} as unknown as TrackingReport;

describe('dashboard rows', () => {
  it('draws every brand per day with the own brand band, and no band on a day without answers', () => {
    expect(visibilityPoints(report, 'brand')).toEqual([
      { x: '2026-11-26', values: { brand: null, c1: null }, band: null, n: 0 },
      { x: '2026-11-27', values: { brand: 0.5, c1: 0.25 }, band: { low: 0.35, high: 0.65 }, n: 40 },
    ]);
  });

  it('lists the engines that answered in the report order, with their n and the own brand', () => {
    const rows = engineRows(report);
    expect(rows.map((r) => [r.engine, r.n, r.own?.visibility.mentioning, r.citationRate])).toEqual([
      ['chatgpt', 10, 8, 0.1],
      ['gemini', 30, 12, 0.2],
    ]);
    expect(rows[1]?.visibility).toEqual({ brand: 0.4, c1: 0.1 });
    expect(engineRows({ ...report, groupBy: 'day' })).toEqual([]);
  });
});
