import { describe, expect, it } from 'vitest';
import { analyzeAnswer } from './analyze-answer.ts';
import { judgedSentiment } from './judged-sentiment.ts';
import { lexiconSentiment } from './sentiment.ts';
import { phoneProfile } from './test-fixtures.ts';

const answer = {
  engine: 'chatgpt',
  language: 'ko',
  citations: [],
  text: '삼성전자 갤럭시는 가격이 비쌉니다. 애플 아이폰은 배터리가 훌륭합니다. 소니는 무난합니다.',
};

describe('judged sentiment', () => {
  it('uses the verdict for the brands and aspects it scores and the lexicon for the rest', () => {
    const lexicon = analyzeAnswer(answer, phoneProfile);
    const judged = analyzeAnswer(answer, phoneProfile, {
      sentiment: judgedSentiment(
        { brand: { sentiment: 0.3, aspects: { price: -0.2 } }, apple: { sentiment: 0.9 } },
        lexiconSentiment,
      ),
    });
    const byBrand = (result: typeof judged) =>
      Object.fromEntries(result.mentions.map((m) => [m.brandKey, m.sentiment]));
    expect(byBrand(judged)).toEqual({ brand: 0.3, apple: 0.9, sony: byBrand(lexicon).sony });
    const aspect = (result: typeof judged, item: string, brand: string) =>
      result.aspects.find((a) => a.itemKey === item && a.brandKey === brand)?.sentiment;
    expect(aspect(judged, 'price', 'brand')).toBe(-0.2);
    // the verdict scores Apple but not its battery: the aspect keeps the lexicon's score
    expect(aspect(judged, 'battery', 'apple')).toBe(aspect(lexicon, 'battery', 'apple'));
    expect(aspect(lexicon, 'battery', 'apple')).toBeGreaterThan(0);
  });

  it('clamps a stored score into [−1, 1] and ignores one that is not a number', () => {
    const scorer = judgedSentiment(
      { brand: { sentiment: 4 }, apple: { sentiment: Number.NaN } },
      { id: 'fixed', score: () => 0.25 },
    );
    expect(scorer.score(['x'], { brandKey: 'brand' })).toBe(1);
    expect(scorer.score(['x'], { brandKey: 'apple' })).toBe(0.25);
    expect(scorer.id).toBe('judged+fixed');
  });
});
