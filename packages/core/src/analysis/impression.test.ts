import { describe, expect, it } from 'vitest';
import { analyzeAnswer } from './analyze-answer.ts';
import { computeImpressions } from './impression.ts';
import { phoneProfile } from './test-fixtures.ts';

// Three sentences of 4, 6 and 5 words; N = 3, so the weights are 1, e^−0.5 and e^−1.
//   S0 cites [1]          → source 1: 4
//   S1 cites [1] and [2]  → sources 1 and 2: 6·e^−0.5 / 2 = 1.81959 each
//   S2 cites [3]          → source 3: 5·e^−1 = 1.83940
// total 9.47858 → shares 5.81959/9.47858, 1.81959/9.47858, 1.83940/9.47858
const s1 = 4 + (6 * Math.exp(-0.5)) / 2;
const s2 = (6 * Math.exp(-0.5)) / 2;
const s3 = 5 * Math.exp(-1);
const total = s1 + s2 + s3;

const text =
  'Samsung makes excellent phones.[1] LG makes good TVs and appliances.[1][2] Sony is known for cameras.[3]';
const citations = [
  { url: 'https://a.example/1' },
  { url: 'https://b.example/2' },
  { url: 'https://c.example/3' },
];

describe('PAWC impression', () => {
  it('matches the hand-computed three-sentence example', () => {
    const { citations: facts } = analyzeAnswer({ text, citations, engine: 'perplexity' }, phoneProfile);
    const impressions = facts.map((f) => f.impression);
    expect(impressions[0]).toBeCloseTo(0.613973, 6);
    expect(impressions[1]).toBeCloseTo(0.191969, 6);
    expect(impressions[2]).toBeCloseTo(0.194058, 6);
    expect(impressions[0]).toBeCloseTo(s1 / total, 12);
    expect(impressions[1]).toBeCloseTo(s2 / total, 12);
    expect(impressions[2]).toBeCloseTo(s3 / total, 12);
    expect(impressions.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('splits a repeated URL’s share equally between its rows', () => {
    const repeated = [...citations, { url: 'https://a.example/1?utm_source=chatgpt.com' }];
    const facts = analyzeAnswer({ text, citations: repeated, engine: 'perplexity' }, phoneProfile).citations;
    expect(facts[0]!.impression).toBeCloseTo(s1 / total / 2, 12);
    expect(facts[3]!.impression).toBeCloseTo(s1 / total / 2, 12);
    expect(facts.reduce((a, f) => a + f.impression, 0)).toBeCloseTo(1, 12);
  });

  it('counts a source once per sentence even when cited twice there', () => {
    expect(computeImpressions([{ words: 4 }], [[0], [0]], ['a', 'a'])).toEqual([0.5, 0.5]);
  });

  it('uses weight 1 for a single sentence and shares it equally', () => {
    expect(computeImpressions([{ words: 7 }], [[0], [0]], ['a', 'b'])).toEqual([0.5, 0.5]);
  });

  it('gives 0 everywhere when nothing is cited', () => {
    expect(computeImpressions([{ words: 3 }, { words: 2 }], [[], []], ['a', 'b'])).toEqual([0, 0]);
    expect(computeImpressions([], [[]], ['a'])).toEqual([0]);
  });

  it('weights later sentences down', () => {
    const [early, late] = computeImpressions([{ words: 5 }, { words: 5 }], [[0], [1]], ['a', 'b']);
    expect(early! / late!).toBeCloseTo(Math.E, 12);
  });
});
