// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { formatTick } from './chart-values.ts';

describe('formatTick', () => {
  it('writes whole percents without decimals', () => {
    expect([0, 0.25, 0.5, 1].map((v) => formatTick('percent', v))).toEqual(['0%', '25%', '50%', '100%']);
  });

  it('keeps the decimals a tick between whole percents has, up to two', () => {
    expect([0.005, 0.015].map((v) => formatTick('percent', v))).toEqual(['0.5%', '1.5%']);
    // Steps of 0.75 %: rounded to one decimal they would read 0.8 % and 2.3 %.
    expect([0.0075, 0.0225].map((v) => formatTick('percent', v))).toEqual(['0.75%', '2.25%']);
  });
});

describe('formatTick of averages', () => {
  it('writes as many decimals as the tick has, up to two', () => {
    expect([0, 0.5, 1, 1.5, 2].map((v) => formatTick('decimal', v))).toEqual(['0', '0.5', '1', '1.5', '2']);
    expect([0.45, 1.35, 0.125].map((v) => formatTick('decimal', v))).toEqual(['0.45', '1.35', '0.13']);
  });
});
