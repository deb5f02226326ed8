import type { GroupBrandMetrics } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { metricInterval, metricN, metricScale, metricValue } from './brand-metrics.ts';

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

function brand(
  key: string,
  mentioning: number,
  n: number,
  extra: Partial<GroupBrandMetrics> = {},
): GroupBrandMetrics {
  return {
    key,
    visibility: { value: n ? mentioning / n : null, mentioning, n, low: 0.1, high: 0.3 },
    shareOfVoice: null,
    mentionShareOfVoice: null,
    averagePosition: 1.5,
    top1Rate: n ? 10 / n : null,
    sentimentScore: 62,
    basis: basisOf(mentioning, n, 50, 10),
    change: null,
    ...extra,
  };
}

describe('brand metrics of a group', () => {
  const own = brand('brand', 20, 100, { shareOfVoice: 0.4 });

  it('reads each metric', () => {
    expect(metricValue(own, 'visibility')).toBe(0.2);
    expect(metricValue(own, 'shareOfVoice')).toBe(0.4);
    expect(metricValue(own, 'averagePosition')).toBe(1.5);
    expect(metricValue(own, 'sentimentScore')).toBe(62);
  });

  it('bounds rates by the Wilson interval of the numerator and denominator the API returned', () => {
    expect(metricInterval(own, 'visibility')).toEqual({ low: 0.1, high: 0.3 });
    // Share of voice: 20 of the 50 answers mentioning a brand (counted per brand).
    const sov = metricInterval(own, 'shareOfVoice');
    expect(sov?.low).toBeCloseTo(0.276, 3);
    expect(sov?.high).toBeCloseTo(0.538, 3);
    // Top-1: 10 of 100.
    const top1 = metricInterval(own, 'top1Rate');
    expect(top1?.low).toBeCloseTo(0.0552, 3);
    expect(top1?.high).toBeCloseTo(0.1744, 3);
    expect(metricInterval(own, 'averagePosition')).toBeNull();
    expect(metricInterval(own, 'mentionShareOfVoice')).toBeNull();
  });

  it('has no interval without answers', () => {
    const empty = brand('brand', 0, 0, {
      visibility: { value: null, mentioning: 0, n: 0, low: null, high: null },
      basis: basisOf(0, 0, 0, 0),
    });
    expect(metricInterval(empty, 'visibility')).toBeNull();
    expect(metricInterval(empty, 'shareOfVoice')).toBeNull();
    expect(metricInterval(empty, 'top1Rate')).toBeNull();
  });

  it('names the n each value rests on', () => {
    expect(metricN(own, 'visibility')).toBe(100);
    expect(metricN(own, 'shareOfVoice')).toBe(50);
    expect(metricN(own, 'averagePosition')).toBe(20);
  });

  it('colours ranks with 1 darkest and sentiment around neutral', () => {
    expect(metricScale('averagePosition', 4)).toEqual({ kind: 'sequential', min: 1, max: 4, reverse: true });
    expect(metricScale('sentimentScore', 4)).toMatchObject({ kind: 'diverging', mid: 50 });
    expect(metricScale('visibility', 4)).toEqual({ kind: 'sequential', min: 0, max: 1 });
  });
});
