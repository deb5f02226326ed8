import { wilsonInterval } from '@sightline/core';
import { type AnswerSums, type BrandSums, emptyAnswerSums, emptyBrandSums } from '@sightline/db';
import { describe, expect, it } from 'vitest';
import { trackingRange } from '../report-filter/index.ts';
import { buildTrackingReport, type TrackingInputs } from './build-tracking-report.ts';

const project = {
  timezone: 'Asia/Seoul',
  engines: ['simulated', 'chatgpt'],
  brands: [
    { key: 'brand', name: '오늘커피', own: true },
    { key: 'c1', name: '스타벅스', own: false },
    { key: 'c2', name: '이디야', own: false },
  ],
};
const brandSums = (values: Partial<BrandSums>): BrandSums => ({ ...emptyBrandSums(), ...values });
const answerSums = (values: Partial<AnswerSums>): AnswerSums => ({ ...emptyAnswerSums(), ...values });
const cutOf = ({ answersMentioning, mentions, rankSum, rank1, sentimentSum }: BrandSums) => ({
  answersMentioning,
  mentions,
  rankSum,
  rank1,
  sentimentSum,
});

describe('buildTrackingReport', () => {
  const range = trackingRange({ from: '2026-03-01', to: '2026-03-03' }, '2026-03-10');
  const day1 = answerSums({
    answers: 6,
    noAnswers: 1,
    answersCitingOwned: 3,
    citations: 10,
    ownedCitations: 4,
    impression: 6,
    ownedImpression: 1.5,
  });
  const day3 = answerSums({
    answers: 4,
    answersCitingOwned: 1,
    citations: 5,
    ownedCitations: 1,
    impression: 4,
  });
  const own = brandSums({
    answersMentioning: 5,
    mentions: 8,
    rankSum: 7,
    rank1: 3,
    sentimentSum: 2,
    positive: 3,
  });
  const rival = brandSums({ answersMentioning: 7, mentions: 9, rankSum: 10, rank1: 4, sentimentSum: -1.4 });
  const gone = brandSums({ answersMentioning: 2, mentions: 2, rankSum: 6, sentimentSum: 0 });
  const inputs: TrackingInputs = {
    range,
    project,
    simulated: true,
    answers: {
      totals: answerSums({
        answers: 10,
        noAnswers: 1,
        answersCitingOwned: 4,
        citations: 15,
        ownedCitations: 5,
        impression: 10,
        ownedImpression: 1.5,
      }),
      byDay: [
        { key: '2026-03-01', answers: day1.answers, answersCitingOwned: day1.answersCitingOwned },
        { key: '2026-03-03', answers: day3.answers, answersCitingOwned: day3.answersCitingOwned },
      ],
      byCut: [
        { key: '2026-03-01', answers: day1.answers, answersCitingOwned: day1.answersCitingOwned },
        { key: '2026-03-03', answers: day3.answers, answersCitingOwned: day3.answersCitingOwned },
      ],
      engines: ['simulated', 'perplexity'],
    },
    brands: {
      totals: new Map([
        ['brand', own],
        ['c1', rival],
        ['zz-deleted', gone],
      ]),
      byDay: [
        { day: '2026-03-01', brandKey: 'brand', answersMentioning: 3 },
        { day: '2026-03-03', brandKey: 'brand', answersMentioning: 2 },
        { day: '2026-03-01', brandKey: 'c1', answersMentioning: 5 },
        { day: '2026-03-03', brandKey: 'c1', answersMentioning: 2 },
        { day: '2026-03-03', brandKey: 'zz-deleted', answersMentioning: 2 },
      ],
      byCut: [
        { key: '2026-03-01', brandKey: 'brand', ...cutOf(own), answersMentioning: 3, rank1: 3 },
        { key: '2026-03-03', brandKey: 'brand', ...cutOf(own), answersMentioning: 2, rank1: 0 },
      ],
    },
  };
  const report = buildTrackingReport(inputs);

  it('puts the own brand first, then competitors by visibility; a deleted competitor is labelled by its key', () => {
    expect(report.brands.map((b) => [b.key, b.name, b.own])).toEqual([
      ['brand', '오늘커피', true],
      ['c1', '스타벅스', false],
      ['zz-deleted', 'zz-deleted', false],
      ['c2', '이디야', false],
    ]);
  });

  it('computes the brand metrics of docs/features/metrics.md from the sums', () => {
    const [b, c1, , c2] = report.brands;
    expect(b!.visibility).toMatchObject({ value: 0.5, mentioning: 5, n: 10 });
    expect(b!.visibility.low).toBeCloseTo(0.2366, 4);
    expect(b!.visibility.high).toBeCloseTo(0.7634, 4);
    expect(b!.shareOfVoice).toBeCloseTo(5 / 14, 12);
    expect(b!.mentionShareOfVoice).toBeCloseTo(8 / 19, 12);
    expect(b!.averagePosition).toBeCloseTo(7 / 5, 12);
    expect(b!.top1Rate).toBe(0.3);
    expect(b!.sentiment).toEqual({ meanPolarity: 0.4, score: 70, positive: 3, neutral: 0, negative: 0 });
    expect(c1!.sentiment.meanPolarity).toBeCloseTo(-0.2, 12);
    expect(c1!.sentiment.score).toBeCloseTo(40, 10);
    expect(c2).toMatchObject({
      visibility: { value: 0, mentioning: 0, n: 10, low: 0 },
      shareOfVoice: 0,
      averagePosition: null,
      top1Rate: 0,
      sentiment: { meanPolarity: null, score: null },
    });
    expect(report.citations).toMatchObject({ share: 5 / 15, impressionShare: 0.15, total: 15, owned: 5 });
    expect(report.citations.rate).toMatchObject({ value: 0.4, citing: 4, n: 10 });
  });

  it('returns with every rate the numerator and denominator it was computed from, in their units', () => {
    const [b] = report.brands;
    const basis = b!.basis;
    expect(basis.visibility).toEqual({
      numerator: 5,
      denominator: 10,
      numeratorUnit: 'answers',
      denominatorUnit: 'answers',
    });
    // Share of voice: over Σ answers mentioning each listed brand (14), not over the answers (10).
    expect(basis.shareOfVoice).toEqual({
      numerator: 5,
      denominator: 14,
      numeratorUnit: 'answers',
      denominatorUnit: 'brandAnswers',
    });
    expect(basis.mentionShareOfVoice).toEqual({
      numerator: 8,
      denominator: 19,
      numeratorUnit: 'mentions',
      denominatorUnit: 'mentions',
    });
    expect(basis.top1Rate).toMatchObject({ numerator: 3, denominator: 10 });
    expect(basis.averagePosition).toEqual({ answers: 5 });
    for (const brand of report.brands) {
      for (const key of ['visibility', 'shareOfVoice', 'mentionShareOfVoice', 'top1Rate'] as const) {
        const { numerator, denominator } = brand.basis[key];
        const value = key === 'visibility' ? brand.visibility.value : brand[key];
        expect(value).toBe(denominator > 0 ? numerator / denominator : null);
      }
    }
    // Citation rate over answers; share over citations; impression share over Σ impression.
    const { rate, share, impressionShare } = report.citations.basis;
    expect(rate).toEqual({
      numerator: 4,
      denominator: 10,
      numeratorUnit: 'answers',
      denominatorUnit: 'answers',
    });
    expect(share).toEqual({
      numerator: 5,
      denominator: 15,
      numeratorUnit: 'citations',
      denominatorUnit: 'citations',
    });
    expect(impressionShare.numeratorUnit).toBe('impression');
    expect(impressionShare.numerator / impressionShare.denominator).toBeCloseTo(
      report.citations.impressionShare!,
      12,
    );
    expect(report.empty).toBeNull();
    expect(report).toMatchObject({
      n: 10,
      noAnswers: 1,
      simulated: true,
      from: '2026-03-01',
      to: '2026-03-03',
    });
  });

  it('lists the project engines and those with data when not filtered, in the canonical order', () => {
    expect(report.engines).toEqual(['chatgpt', 'perplexity', 'simulated']);
  });

  it('zero-fills the series with null rates', () => {
    expect(report.series.map((d) => [d.day, d.n, d.citationRate])).toEqual([
      ['2026-03-01', 6, 0.5],
      ['2026-03-02', 0, null],
      ['2026-03-03', 4, 0.25],
    ]);
    const bounds = (x: number, n: number) => {
      const interval = wilsonInterval(x, n)!;
      return { low: interval.low, high: interval.high };
    };
    expect(report.series[0]!.brands).toEqual({
      brand: { visibility: 0.5, mentioning: 3, ...bounds(3, 6) },
      c1: { visibility: 5 / 6, mentioning: 5, ...bounds(5, 6) },
      c2: { visibility: 0, mentioning: 0, low: 0, high: bounds(0, 6).high },
      'zz-deleted': { visibility: 0, mentioning: 0, ...bounds(0, 6) },
    });
    expect(report.series[1]!.brands.brand).toEqual({
      visibility: null,
      mentioning: 0,
      low: null,
      high: null,
    });
  });

  it('has no groups unless asked: the daily series is always there', () => {
    expect(report.groupBy).toBeNull();
    expect(report.groups).toEqual([]);
    expect(report.series).toHaveLength(3);
  });

  it('groups by day when asked: every day, brands in the order of the report, no change without a comparison', () => {
    const report = buildTrackingReport({ ...inputs, groupBy: 'day' });
    expect(report.groupBy).toBe('day');
    expect(report.previous).toBeNull();
    expect(report.filters).toEqual({ tags: [], intents: [], branded: null, prompts: [] });
    expect(report.groups.map((g) => [g.key, g.from, g.to, g.n])).toEqual([
      ['2026-03-01', '2026-03-01', '2026-03-01', 6],
      ['2026-03-02', '2026-03-02', '2026-03-02', 0],
      ['2026-03-03', '2026-03-03', '2026-03-03', 4],
    ]);
    const [first] = report.groups;
    expect(first!.brands.map((b) => b.key)).toEqual(report.brands.map((b) => b.key));
    expect(first!.citationRate).toEqual({ value: 0.5, citing: 3, n: 6 });
    expect(first!.brands[0]).toMatchObject({
      key: 'brand',
      visibility: { value: 0.5, mentioning: 3, n: 6 },
      top1Rate: 0.5,
      // Only the own brand has rows that day: it holds every answer-based and mention-based voice.
      shareOfVoice: 1,
      mentionShareOfVoice: 1,
      averagePosition: 7 / 3,
      change: null,
    });
    expect(report.brands.every((b) => b.change === null)).toBe(true);
    expect(report.citations.change).toBeNull();
  });
});

describe('trackingRange', () => {
  it('defaults to the 30 days ending today', () => {
    const range = trackingRange({}, '2026-03-02');
    expect(range).toMatchObject({ from: '2026-02-01', to: '2026-03-02', engines: undefined });
    expect(range.days).toHaveLength(30);
  });

  it('takes 30 days ending `to`, or `from` until today', () => {
    expect(trackingRange({ to: '2026-01-30' }, '2026-03-02')).toMatchObject({ from: '2026-01-01' });
    expect(trackingRange({ from: '2026-02-27' }, '2026-03-02').days).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('reads engines as a comma list or an array, deduplicated, in the canonical order of engines', () => {
    expect(trackingRange({ engines: 'gemini, chatgpt,gemini' }, '2026-03-02').engines).toEqual([
      'chatgpt',
      'gemini',
    ]);
    expect(trackingRange({ engines: ['claude', 'perplexity'] }, '2026-03-02').engines).toEqual([
      'perplexity',
      'claude',
    ]);
    expect(trackingRange({ engines: '' }, '2026-03-02').engines).toBeUndefined();
  });

  it.each([
    [{ engines: 'chatgpt,bing' }, /bing/],
    [{ from: '2026-2-1' }, /from must be a date as YYYY-MM-DD/],
    [{ to: '2026-04-31' }, /to is not a calendar date: 2026-04-31/],
    [{ from: '2026-03-05', to: '2026-03-04' }, /after/],
    [{ from: '2025-02-28', to: '2026-03-01' }, /367 days; at most 366/],
  ])('rejects %j', (query, message) => {
    expect(() => trackingRange(query, '2026-03-02')).toThrow(message);
  });

  it('allows exactly 366 days', () => {
    expect(trackingRange({ from: '2024-01-01', to: '2024-12-31' }, '2026-03-02').days).toHaveLength(366);
  });
});
