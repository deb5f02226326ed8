import type {
  GroupBrandMetrics,
  RangedReportFilter,
  TrackedBrandMetrics,
  TrackingReport,
} from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { cellAnswers, groupMatrixRows, rowAnswers } from './group-matrix.ts';

/** What the API returns with a brand's rates (numerator and denominator in their units). */
function basisOf(mentioning: number, n: number, brandAnswers = mentioning, top1 = 0) {
  const r = (
    numerator: number,
    denominator: number,
    numeratorUnit: 'answers' | 'mentions',
    denominatorUnit: 'answers' | 'brandAnswers' | 'mentions',
  ) => ({
    numerator,
    denominator,
    numeratorUnit,
    denominatorUnit,
  });
  return {
    visibility: r(mentioning, n, 'answers', 'answers'),
    shareOfVoice: r(mentioning, brandAnswers, 'answers', 'brandAnswers'),
    mentionShareOfVoice: r(mentioning, brandAnswers, 'mentions', 'mentions'),
    top1Rate: r(top1, n, 'answers', 'answers'),
    averagePosition: { answers: mentioning },
    sentiment: { answers: mentioning },
  };
}

const change = { previous: 0.1, previousN: 120, delta: 0.15, pValue: 0.001, significant: true };

function groupBrand(key: string, mentioning: number, n: number, extra: Partial<GroupBrandMetrics> = {}) {
  return {
    key,
    visibility: {
      value: n ? mentioning / n : null,
      mentioning,
      n,
      low: n ? 0.1 : null,
      high: n ? 0.4 : null,
    },
    shareOfVoice: null,
    mentionShareOfVoice: null,
    averagePosition: n ? 1.4 : null,
    top1Rate: null,
    sentimentScore: n ? 58 : null,
    basis: basisOf(mentioning, n),
    change: null,
    ...extra,
  } satisfies GroupBrandMetrics;
}

function reportBrand(key: string, own: boolean, mentioning: number, n: number): TrackedBrandMetrics {
  return {
    key,
    name: key,
    own,
    visibility: { value: mentioning / n, mentioning, n, low: 0.2, high: 0.3 },
    shareOfVoice: 0.5,
    mentionShareOfVoice: 0.5,
    averagePosition: 1.5,
    top1Rate: 0.1,
    sentiment: { meanPolarity: 0.2, score: 60, positive: 3, neutral: 2, negative: 1 },
    positions: { top: 1, middle: 1, bottom: 1 },
    basis: basisOf(mentioning, n),
    change: {
      visibility: change,
      shareOfVoice: change,
      mentionShareOfVoice: change,
      top1Rate: change,
      averagePosition: { previous: 1.6, delta: -0.1 },
      sentimentScore: { previous: 55, delta: 5 },
    },
  };
}

const report = {
  n: 100,
  brands: [reportBrand('brand', true, 25, 100), reportBrand('c1', false, 30, 100)],
  groups: [
    {
      key: 'chatgpt',
      label: 'chatgpt',
      from: null,
      to: null,
      n: 60,
      citationRate: { value: null, citing: 0, n: 60 },
      brands: [groupBrand('brand', 15, 60, { change }), groupBrand('c1', 20, 60)],
    },
    {
      key: 'gemini',
      label: 'gemini',
      from: null,
      to: null,
      n: 0,
      citationRate: { value: null, citing: 0, n: 0 },
      brands: [groupBrand('brand', 0, 0), groupBrand('c1', 0, 0)],
    },
  ],
} as unknown as TrackingReport;

describe('groupMatrixRows', () => {
  it('puts the total first, then every group with each brand’s value, n, bounds and change', () => {
    const rows = groupMatrixRows(report, 'visibility', {
      totalLabel: 'All',
      label: (g) => g.key.toUpperCase(),
    });
    expect(rows.map((r) => [r.key, r.label, r.n, r.total])).toEqual([
      ['total', 'All', 100, true],
      ['chatgpt', 'CHATGPT', 60, false],
      ['gemini', 'GEMINI', 0, false],
    ]);
    expect(rows[0]?.cells.brand).toMatchObject({ value: 0.25, n: 100, low: 0.2, high: 0.3, change });
    expect(rows[0]?.cells.brand?.basis).toMatchObject({ numerator: 25, denominator: 100 });
    expect(rows[1]?.cells.brand).toMatchObject({ value: 0.25, n: 60, low: 0.1, high: 0.4, change });
    expect(rows[1]?.cells.c1?.change).toBeNull();
  });

  it('shows a group without answers as no data', () => {
    const rows = groupMatrixRows(report, 'visibility');
    expect(rows).toHaveLength(2);
    expect(rows[1]?.cells.brand).toMatchObject({ value: null, n: 0, low: null, high: null });
  });

  it('gives means their own n (answers mentioning the brand) and no bounds or change', () => {
    const [, chatgpt] = groupMatrixRows(report, 'sentimentScore', { totalLabel: 'All' });
    expect(chatgpt?.cells.brand).toEqual({
      value: 58,
      n: 15,
      basis: null,
      low: null,
      high: null,
      change: null,
      mentioning: 15,
    });
  });
});

describe('the answers behind a number', () => {
  const filter: RangedReportFilter = {
    from: '2026-03-01',
    to: '2026-03-07',
    engines: ['chatgpt', 'gemini'],
    intents: ['commercial'],
  };

  it('narrows the report filter to the row: its engine, intent (or none) or branded-ness; the total keeps it', () => {
    const row = (key: string) => ({ key, total: false });
    expect(rowAnswers('engine', filter, row('gemini'))).toEqual({
      filter: { ...filter, engines: ['gemini'] },
    });
    expect(rowAnswers('intent', filter, row('none'))).toEqual({ filter, intent: 'none' });
    expect(rowAnswers('branded', filter, row('branded'))).toEqual({ filter: { ...filter, branded: true } });
    expect(rowAnswers('branded', filter, row('nonBranded'))).toEqual({
      filter: { ...filter, branded: false },
    });
    expect(rowAnswers('intent', filter, { key: 'total', total: true })).toEqual({ filter });
  });

  it('opens a rate over the row’s answers on all of them, a share or a mean on those naming the brand', () => {
    const [chatgpt] = groupMatrixRows(report, 'visibility');
    const cell = chatgpt!.cells.brand!;
    expect(cellAnswers('visibility', chatgpt!, cell)).toEqual({ naming: false, count: 60 });
    expect(cellAnswers('top1Rate', chatgpt!, cell)).toEqual({ naming: false, count: 60 });
    for (const metric of [
      'shareOfVoice',
      'mentionShareOfVoice',
      'averagePosition',
      'sentimentScore',
    ] as const)
      expect(cellAnswers(metric, chatgpt!, cell), metric).toEqual({ naming: true, count: 15 });
    // A visibility cell's count is its n; a mean's n is the answers naming the brand, which it opens.
    expect(cellAnswers('visibility', chatgpt!, cell).count).toBe(cell.n);
    const [means] = groupMatrixRows(report, 'averagePosition');
    expect(cellAnswers('averagePosition', means!, means!.cells.brand!).count).toBe(means!.cells.brand!.n);
  });
});
