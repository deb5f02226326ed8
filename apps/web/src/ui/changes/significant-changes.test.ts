import type { ProportionChange, TrackedBrandMetrics, TrackingReport } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { rankSignificantChanges, weeklyChanges } from './significant-changes.ts';

const change = (delta: number, pValue: number, significant = pValue < 0.05): ProportionChange => ({
  previous: 0.4,
  previousN: 500,
  delta,
  pValue,
  significant,
});
const untested: ProportionChange = {
  previous: null,
  previousN: 0,
  delta: null,
  pValue: null,
  significant: false,
};
const flat = change(0.01, 0.7);

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
      ...r(2 * mentioning, 3 * mentioning),
      numeratorUnit: 'mentions' as const,
      denominatorUnit: 'mentions' as const,
    },
    top1Rate: r(0, n),
    averagePosition: { answers: mentioning },
    sentiment: { answers: mentioning },
  };
}

function brand(
  key: string,
  own: boolean,
  changes: Partial<Record<string, ProportionChange>>,
): TrackedBrandMetrics {
  return {
    key,
    name: key.toUpperCase(),
    own,
    visibility: { value: 0.5, mentioning: 250, n: 500, low: 0.45, high: 0.55 },
    shareOfVoice: 0.5,
    mentionShareOfVoice: 0.5,
    averagePosition: 1.5,
    top1Rate: 0.3,
    sentiment: { meanPolarity: 0.2, score: 60, positive: 1, neutral: 1, negative: 0 },
    positions: { top: 1, middle: 0, bottom: 0 },
    basis: basisOf(250, 500),
    change: {
      visibility: changes.visibility ?? flat,
      shareOfVoice: changes.shareOfVoice ?? flat,
      mentionShareOfVoice: changes.mentionShareOfVoice ?? flat,
      top1Rate: changes.top1Rate ?? flat,
      // Means are never tested: a large move of a mean is not a change of the week.
      averagePosition: { previous: 3, delta: -1.5 },
      sentimentScore: { previous: 20, delta: 40 },
    },
  };
}

function report(
  brands: TrackedBrandMetrics[],
  engineChanges: Record<string, ProportionChange[]>,
): TrackingReport {
  return {
    from: '2026-11-21',
    to: '2026-11-27',
    engines: ['chatgpt', 'gemini'],
    simulated: false,
    n: 500,
    noAnswers: 0,
    empty: null,
    brands,
    citations: {
      rate: { value: 0.2, citing: 100, n: 500, low: 0.17, high: 0.24 },
      share: 0.1,
      impressionShare: 0.1,
      total: 900,
      owned: 90,
      basis: {
        rate: { numerator: 100, denominator: 500, numeratorUnit: 'answers', denominatorUnit: 'answers' },
        share: { numerator: 90, denominator: 900, numeratorUnit: 'citations', denominatorUnit: 'citations' },
        impressionShare: {
          numerator: 30,
          denominator: 300,
          numeratorUnit: 'impression',
          denominatorUnit: 'impression',
        },
      },
      change: change(-0.08, 0.0004),
    },
    series: [],
    filters: { tags: [], intents: [], branded: null, prompts: [] },
    previous: { from: '2026-11-14', to: '2026-11-20', n: 500 },
    groupBy: 'engine',
    groups: Object.entries(engineChanges).map(([engine, perBrand]) => ({
      key: engine,
      label: engine,
      from: null,
      to: null,
      n: 250,
      citationRate: { value: 0.2, citing: 50, n: 250 },
      brands: brands.map((b, i) => ({
        key: b.key,
        visibility: { value: 0.6, mentioning: 150, n: 250, low: 0.54, high: 0.66 },
        shareOfVoice: 0.5,
        mentionShareOfVoice: 0.5,
        averagePosition: 1.4,
        top1Rate: 0.3,
        sentimentScore: 60,
        basis: basisOf(150, 250),
        change: perBrand[i] ?? untested,
      })),
    })),
  };
}

describe('the most significant changes of the week', () => {
  const own = brand('brand', true, { visibility: change(0.12, 0.00001), top1Rate: change(0.05, 0.03) });
  const rival = brand('c1', false, { shareOfVoice: change(-0.09, 0.002), visibility: change(0.04, 0.06) });
  const data = report([own, rival], {
    chatgpt: [change(0.2, 0.0001), flat],
    gemini: [untested, change(-0.15, 0.01)],
  });

  it('collects brand × metric, citation rate and brand × engine changes, leaving out untested ones and means', () => {
    const all = weeklyChanges(data);
    // 2 brands × 4 metrics + the citation rate + 3 tested engine cells (gemini × own brand has no previous data).
    expect(all).toHaveLength(12);
    expect(all.find((c) => c.id === 'visibility|brand|chatgpt')).toMatchObject({
      engine: 'chatgpt',
      n: 250,
      value: 0.6,
      delta: 0.2,
    });
    expect(all.find((c) => c.id === 'citationRate|brand|')).toMatchObject({ n: 500, value: 0.2 });
    expect(all.some((c) => c.id === 'visibility|brand|gemini')).toBe(false);
    // Share of voice rests on the answers naming any tracked brand (250 + 250), the one by mentions on the mentions:
    // the denominators the API returned with them.
    expect(all.find((c) => c.id === 'shareOfVoice|c1|')?.n).toBe(500);
    expect(all.find((c) => c.id === 'mentionShareOfVoice|c1|')?.n).toBe(750);
  });

  it('ranks only the significant ones, smallest p first', () => {
    const ranked = rankSignificantChanges(weeklyChanges(data));
    expect(ranked.map((c) => [c.id, c.pValue])).toEqual([
      ['visibility|brand|', 0.00001],
      ['visibility|brand|chatgpt', 0.0001],
      ['citationRate|brand|', 0.0004],
      ['shareOfVoice|c1|', 0.002],
      ['visibility|c1|gemini', 0.01],
      ['top1Rate|brand|', 0.03],
    ]);
    expect(rankSignificantChanges(weeklyChanges(data), 2)).toHaveLength(2);
  });

  it('breaks ties of p (both 0 at large n) by the larger move, then the own brand', () => {
    const a = brand('brand', true, { visibility: change(0.05, 0) });
    const b = brand('c1', false, { visibility: change(-0.3, 0), top1Rate: change(0.05, 0) });
    const ranked = rankSignificantChanges(weeklyChanges(report([a, b], {})));
    expect(ranked.map((c) => c.id)).toEqual([
      'visibility|c1|',
      'visibility|brand|',
      'top1Rate|c1|',
      'citationRate|brand|',
    ]);
  });

  it('is empty when nothing is significant, so the screen can say so', () => {
    const quiet = report([brand('brand', true, {}), brand('c1', false, {})], { chatgpt: [flat, flat] });
    quiet.citations.change = flat;
    expect(weeklyChanges(quiet).length).toBeGreaterThan(0);
    expect(rankSignificantChanges(weeklyChanges(quiet))).toEqual([]);
  });
});
