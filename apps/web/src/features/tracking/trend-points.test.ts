import type { GroupBrandMetrics, TrackingGroup } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { trendPoints } from './trend-points.ts';

/** What the API returns with a brand's rates (numerator and denominator in their units). */
function basisOf(mentioning: number, n: number) {
  const r = (numerator: number, denominator: number) => ({
    numerator,
    denominator,
    numeratorUnit: 'answers' as const,
    denominatorUnit: 'answers' as const,
  });
  return {
    visibility: r(mentioning, n),
    shareOfVoice: { ...r(mentioning, 2 * mentioning), denominatorUnit: 'brandAnswers' as const },
    mentionShareOfVoice: {
      ...r(mentioning, 2 * mentioning),
      numeratorUnit: 'mentions' as const,
      denominatorUnit: 'mentions' as const,
    },
    top1Rate: r(0, n),
    averagePosition: { answers: mentioning },
    sentiment: { answers: mentioning },
  };
}

function brand(key: string, mentioning: number, n: number, position: number | null): GroupBrandMetrics {
  return {
    key,
    visibility: {
      value: n ? mentioning / n : null,
      mentioning,
      n,
      low: n ? 0.05 : null,
      high: n ? 0.5 : null,
    },
    shareOfVoice: null,
    mentionShareOfVoice: null,
    averagePosition: position,
    top1Rate: null,
    sentimentScore: null,
    basis: basisOf(mentioning, n),
    change: null,
  };
}

const group = (key: string, n: number, brands: GroupBrandMetrics[]): TrackingGroup => ({
  key,
  label: key,
  from: key,
  to: key,
  n,
  citationRate: { value: null, citing: 0, n },
  brands,
});

describe('trendPoints', () => {
  const groups = [
    group('2026-03-02', 20, [brand('brand', 5, 20, 1.5), brand('c1', 10, 20, 1.2)]),
    group('2026-03-09', 0, [brand('brand', 0, 0, null), brand('c1', 0, 0, null)]),
  ];

  it("draws each brand's value per period with the banded brand's interval and n", () => {
    expect(trendPoints(groups, 'visibility', 'brand')[0]).toEqual({
      x: '2026-03-02',
      n: 20,
      values: { brand: 0.25, c1: 0.5 },
      band: { low: 0.05, high: 0.5 },
    });
  });

  it('leaves a period without answers empty instead of drawing zeros', () => {
    expect(trendPoints(groups, 'visibility', 'brand')[1]).toEqual({
      x: '2026-03-09',
      n: 0,
      values: { brand: null, c1: null },
      band: null,
    });
  });

  it('has no band for a mean', () => {
    const [first] = trendPoints(groups, 'averagePosition', 'brand');
    expect(first?.values).toEqual({ brand: 1.5, c1: 1.2 });
    expect(first?.band).toBeNull();
  });
});
