import { describe, expect, it } from 'vitest';
import { normalizeTerm } from './normalize-text.ts';
import { lexiconSentiment, rawPolarity, squash } from './sentiment.ts';

const score = (text: string) => lexiconSentiment.score([normalizeTerm(text)], {});

describe('lexicon sentiment: English', () => {
  it.each([
    ['The camera is good.', 0.7],
    ['The camera is not good.', -0.525],
    ['The camera is not very good.', -0.7875],
    ["It isn't reliable.", -0.6],
    ['It is never slow.', 0.375],
    ['Not bad at all.', 0.6],
    ['Excellent display, terrible battery.', 0],
    ['An excellent and reliable phone.', 1.8],
    ['It is not cheap, but the display is excellent.', 1],
    ['We would not recommend it.', -0.525],
    ['No problems so far.', 0.45],
    ['Released in 2024 with a 6.1-inch screen.', 0],
  ])('%s → raw %d', (text, expected) => {
    expect(rawPolarity(normalizeTerm(text))).toBeCloseTo(expected, 6);
  });
});

describe('lexicon sentiment: Korean', () => {
  it.each([
    ['카메라가 좋습니다.', 0.7],
    ['카메라가 좋지 않습니다.', -0.525],
    ['카메라가 좋지않다.', -0.525],
    ['카메라가 안 좋다.', -0.525],
    ['정말 훌륭한 제품이다.', 1.5],
    ['디자인이 별로예요.', -0.7],
    ['성능은 별로 좋지 않다.', -0.525],
    ['추천하지 않습니다.', -0.375],
    ['소니는 별로 추천하지 않습니다.', -0.375],
    ['문제가 없다.', 0.375],
    ['문제없이 잘 작동한다.', 0.375],
    ['가격이 비싸서 실망했다.', -1.4],
    ['배터리는 좋지만 가격이 비싸다.', 0.2],
    ['2024년에 출시되었다.', 0],
  ])('%s → raw %d', (text, expected) => {
    expect(rawPolarity(normalizeTerm(text))).toBeCloseTo(expected, 6);
  });
});

describe('score scale', () => {
  it('maps raw sums into [−1, 1] with S / √(S² + 2)', () => {
    expect(squash(0)).toBe(0);
    expect(squash(1)).toBeCloseTo(0.5774, 4);
    expect(squash(-1)).toBeCloseTo(-0.5774, 4);
    expect(squash(100)).toBeLessThanOrEqual(1);
    expect(score('Excellent.')).toBe(0.5774);
    expect(score('최악이다.')).toBe(-0.5774);
  });

  it('sums evidence over passages', () => {
    expect(lexiconSentiment.score(['great', 'excellent'], {})).toBe(squash(2));
  });
});
