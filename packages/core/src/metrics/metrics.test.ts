import * as contracts from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import * as metrics from './index.ts';
import { measuredRatio, ratio, shareOfVoice } from './proportions.ts';

const { sentimentScore } = metrics;

describe('statistics re-exported from contracts', () => {
  it('are the very functions the web app uses (one definition)', () => {
    expect(metrics.wilsonInterval).toBe(contracts.wilsonInterval);
    expect(metrics.twoProportionZTest).toBe(contracts.twoProportionZTest);
    expect(metrics.hasEnoughForMargin).toBe(contracts.hasEnoughForMargin);
    expect(metrics.minimumN).toBe(97);
  });

  it('still answer as core callers expect', () => {
    expect(metrics.wilsonInterval(50, 100)!.low).toBeCloseTo(0.4038, 4);
    expect(metrics.twoProportionZTest(45, 100, 60, 100)!.significant).toBe(true);
    expect(metrics.normalCdf(0)).toBeCloseTo(0.5, 7);
  });
});

describe('proportions', () => {
  it('ratio is null over zero', () => {
    expect(ratio(3, 4)).toBe(0.75);
    expect(ratio(0, 4)).toBe(0);
    expect(ratio(0, 0)).toBeNull();
  });

  it('share of voice sums to 1 when anyone is mentioned, and is null otherwise', () => {
    const shares = shareOfVoice({ brand: 6, a: 3, b: 1, c: 0 });
    expect(shares).toEqual({ brand: 0.6, a: 0.3, b: 0.1, c: 0 });
    expect(Object.values(shares).reduce((s, v) => s! + v!, 0)).toBeCloseTo(1, 12);
    expect(shareOfVoice({ brand: 0, a: 0 })).toEqual({ brand: null, a: null });
  });

  it.each([
    [-1, 0],
    [-0.5, 25],
    [0, 50],
    [0.44, 72],
    [1, 100],
    [1.2, 100],
  ])('sentiment %f shows as %f', (mean, score) => {
    expect(sentimentScore(mean)).toBeCloseTo(score, 10);
  });

  it('rounds to one decimal, so no float noise reaches the screen', () => {
    expect(sentimentScore(0.1766)).toBe(58.8);
    expect(String(sentimentScore(0.1766))).toBe('58.8');
  });

  it('keeps a missing sentiment missing', () => {
    expect(sentimentScore(null)).toBeNull();
  });
});

describe('measuredRatio', () => {
  it('gives the value and the basis it was computed from, in their units', () => {
    expect(measuredRatio(66, 1079, 'answers')).toEqual({
      value: 66 / 1079,
      basis: { numerator: 66, denominator: 1079, numeratorUnit: 'answers', denominatorUnit: 'answers' },
    });
    expect(measuredRatio(580, 1779, 'answers', 'brandAnswers').basis.denominatorUnit).toBe('brandAnswers');
  });

  it('has no value over a zero denominator, and still says what it counted', () => {
    expect(measuredRatio(0, 0, 'citations')).toEqual({
      value: null,
      basis: { numerator: 0, denominator: 0, numeratorUnit: 'citations', denominatorUnit: 'citations' },
    });
  });
});
