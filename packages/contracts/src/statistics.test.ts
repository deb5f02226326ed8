import { describe, expect, it } from 'vitest';
import {
  hasEnoughForMargin,
  minimumN,
  minimumNForMargin,
  normalCdf,
  twoProportionZTest,
  wilsonInterval,
} from './statistics.ts';

describe('wilsonInterval (95 %)', () => {
  // Reference values: the Wilson score interval as published (Newcombe 1998, Table I) and R's prop.test without
  // continuity correction.
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
});

describe('the minimum n for a ±10-point interval', () => {
  it.each([
    [0.1, 1.96, 97],
    [0.05, 1.96, 385],
    [0.03, 1.96, 1068],
    [0.1, 2.576, 166],
  ])('±%f at z = %f needs n ≥ %i', (margin, z, n) => {
    expect(minimumNForMargin(margin, z)).toBe(n);
    expect(hasEnoughForMargin(n, margin, z)).toBe(true);
    expect(hasEnoughForMargin(n - 1, margin, z)).toBe(false);
  });

  it('is 97 by default, one constant for every screen', () => {
    expect(minimumN).toBe(97);
    expect(hasEnoughForMargin(96)).toBe(false);
    expect(hasEnoughForMargin(97)).toBe(true);
    expect(hasEnoughForMargin(0)).toBe(false);
  });

  it('at n = 97 the worst-case Wilson half-width is within 10 points', () => {
    const { low, high } = wilsonInterval(48, 97)!;
    expect((high - low) / 2).toBeLessThanOrEqual(0.1);
  });
});

describe('twoProportionZTest', () => {
  it.each([
    [0, 0.5],
    [1.96, 0.975002],
    [-1.644854, 0.05],
    [1, 0.841345],
    [-2.326348, 0.01],
  ])('Φ(%f) = %f', (x, p) => {
    expect(normalCdf(x)).toBeCloseTo(p, 6);
  });

  // x₁, n₁, x₂, n₂ → z, two-sided p, significant at 5 % (pooled standard error; p from the exact normal tail, erfc).
  it.each([
    [45, 100, 60, 100, 2.124, 0.0337, true],
    [10, 40, 12, 40, 0.5008, 0.6165, false],
    [200, 1000, 230, 1000, 1.6329, 0.1025, false],
    [200, 1000, 250, 1000, 2.6774, 0.0074, true],
    [30, 100, 15, 100, -2.54, 0.0111, true],
  ])('%i/%i → %i/%i: z ≈ %f, p ≈ %f, significant %s', (x1, n1, x2, n2, z, p, significant) => {
    const test = twoProportionZTest(x1, n1, x2, n2)!;
    expect(test.difference).toBeCloseTo(x2 / n2 - x1 / n1, 12);
    expect(test.z).toBeCloseTo(z, 3);
    expect(test.pValue).toBeCloseTo(p, 3);
    expect(test.significant).toBe(significant);
  });

  it('is symmetric and handles degenerate periods', () => {
    expect(twoProportionZTest(60, 100, 45, 100)!.z).toBeCloseTo(-2.124, 3);
    expect(twoProportionZTest(0, 10, 0, 20)).toEqual({ difference: 0, z: 0, pValue: 1, significant: false });
    expect(twoProportionZTest(1, 0, 1, 10)).toBeNull();
  });
});
