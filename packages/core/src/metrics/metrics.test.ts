import { describe, expect, it } from 'vitest';
import { ratio, sentimentScore, shareOfVoice } from './proportions.ts';
import { normalCdf, twoProportionZTest } from './two-proportion-z-test.ts';
import { hasEnoughForMargin, wilsonInterval } from './wilson-interval.ts';

describe('wilsonInterval (95 %)', () => {
  // Reference values: the Wilson score interval as published (e.g. Newcombe 1998, Table I) and R's prop.test
  // without continuity correction.
  it.each([
    [5, 10, 0.2366, 0.7634],
    [0, 10, 0, 0.2775],
    [10, 10, 0.7225, 1],
    [1, 1, 0.2065, 1],
    [0, 1, 0, 0.7935],
    [1, 10, 0.0179, 0.4042],
    [9, 10, 0.5958, 0.9821],
    [50, 100, 0.4038, 0.5962],
    [81, 263, 0.2553, 0.3662],
  ])('%i / %i → [%f, %f]', (successes, n, low, high) => {
    const interval = wilsonInterval(successes, n);
    expect(interval!.low).toBeCloseTo(low, 4);
    expect(interval!.high).toBeCloseTo(high, 4);
    expect(interval!.low).toBeLessThanOrEqual(successes / n);
    expect(interval!.high).toBeGreaterThanOrEqual(successes / n);
  });

  it('is null without answers: no proportion to bound', () => {
    expect(wilsonInterval(0, 0)).toBeNull();
  });

  it('narrows with n and widens with z', () => {
    const small = wilsonInterval(10, 20)!;
    const large = wilsonInterval(500, 1000)!;
    expect(large.high - large.low).toBeLessThan(small.high - small.low);
    const wide = wilsonInterval(10, 20, 2.576)!;
    expect(wide.high - wide.low).toBeGreaterThan(small.high - small.low);
  });

  it('rejects impossible counts', () => {
    expect(() => wilsonInterval(11, 10)).toThrow(RangeError);
    expect(() => wilsonInterval(-1, 10)).toThrow(RangeError);
    expect(() => wilsonInterval(1.5, 10)).toThrow(RangeError);
  });

  it('knows when n is enough for ±10 points', () => {
    expect(hasEnoughForMargin(96)).toBe(false);
    expect(hasEnoughForMargin(97)).toBe(true);
    expect(hasEnoughForMargin(0)).toBe(false);
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

describe('twoProportionZTest', () => {
  it('has the textbook normal quantiles', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.96)).toBeCloseTo(0.975002, 6);
    expect(normalCdf(-1.644854)).toBeCloseTo(0.05, 6);
  });

  it('45/100 → 60/100 is significant at 5 % (z ≈ 2.124, p ≈ 0.0337)', () => {
    const test = twoProportionZTest(45, 100, 60, 100)!;
    expect(test.difference).toBeCloseTo(0.15, 12);
    expect(test.z).toBeCloseTo(2.124, 3);
    expect(test.pValue).toBeCloseTo(0.0337, 4);
    expect(test.significant).toBe(true);
  });

  it('a 5-point change on 40 answers is not significant', () => {
    const test = twoProportionZTest(10, 40, 12, 40)!;
    expect(test.significant).toBe(false);
    expect(test.z).toBeCloseTo(0.5, 1);
  });

  it('is symmetric and handles degenerate periods', () => {
    expect(twoProportionZTest(60, 100, 45, 100)!.z).toBeCloseTo(-2.124, 3);
    expect(twoProportionZTest(0, 10, 0, 20)).toEqual({ difference: 0, z: 0, pValue: 1, significant: false });
    expect(twoProportionZTest(1, 0, 1, 10)).toBeNull();
  });
});
