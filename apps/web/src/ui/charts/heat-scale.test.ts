import { describe, expect, it } from 'vitest';
import { heatColor } from './heat-scale.ts';

const percentScale = { kind: 'sequential', min: 0, max: 1 } as const;

describe('heatColor', () => {
  it('places a rate on 0–100 %, darker for higher, always in dark text (readable on every mix)', () => {
    expect(heatColor(0, percentScale)).toMatchObject({ level: 0, color: 'var(--mantine-color-text)' });
    expect(heatColor(0, percentScale).background).toContain('violet-7) calc(0 * 1%)');
    expect(heatColor(0.25, percentScale).level).toBe(0.25);
    expect(heatColor(0.25, percentScale).background).toContain('violet-7) calc(19 * 1%)');
    expect(heatColor(0.8, percentScale)).toMatchObject({ level: 0.8, color: 'var(--mantine-color-text)' });
    expect(heatColor(1, percentScale).background).toContain('violet-7) calc(75 * 1%)');
  });

  it('clamps values outside the domain', () => {
    expect(heatColor(1.4, percentScale).level).toBe(1);
    expect(heatColor(-0.2, percentScale).level).toBe(0);
  });

  it('greys out a missing value instead of colouring it as zero', () => {
    for (const value of [null, undefined, Number.NaN]) {
      expect(heatColor(value, percentScale)).toMatchObject({
        level: null,
        background: 'var(--mantine-color-gray-1)',
      });
    }
  });

  it('makes the best rank the darkest on a reversed scale', () => {
    const ranks = { kind: 'sequential', min: 1, max: 4, reverse: true } as const;
    expect(heatColor(1, ranks).level).toBe(1);
    expect(heatColor(4, ranks).level).toBe(0);
    expect(heatColor(2.5, ranks).level).toBe(0.5);
  });

  it('colours sentiment away from neutral: red below, teal above', () => {
    const sentiment = { kind: 'diverging', min: 0, mid: 50, max: 100 } as const;
    expect(heatColor(50, sentiment)).toMatchObject({ level: 0, side: 'high' });
    expect(heatColor(75, sentiment)).toMatchObject({ level: 0.5, side: 'high' });
    expect(heatColor(75, sentiment).background).toContain('teal-7');
    expect(heatColor(10, sentiment)).toMatchObject({ level: 0.8, side: 'low' });
    expect(heatColor(10, sentiment).background).toContain('red-7');
  });

  it('does not divide by an empty domain', () => {
    expect(heatColor(3, { kind: 'sequential', min: 1, max: 1 }).level).toBe(0);
  });
});
