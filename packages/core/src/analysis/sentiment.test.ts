import { describe, expect, it } from 'vitest';
import { normalizeTerm } from './normalize-text.ts';
import { lexiconSentiment, memoizedLexiconSentiment, rawPolarity, squash } from './sentiment.ts';

const score = (text: string) => lexiconSentiment.score([normalizeTerm(text)], {});
const raw = (text: string, language?: string) => rawPolarity(normalizeTerm(text), language);

describe('lexicon sentiment: English', () => {
  it.each([
    ['The camera is good.', 0.7],
    ['The camera is not good.', -0.525],
    ['The camera is not very good.', -0.7875],
    ["It isn't reliable.", -0.6],
    ['It is never slow.', 0.45],
    ['Not bad at all.', 0.6],
    ['Excellent display, terrible battery.', 0],
    ['An excellent and reliable phone.', 1.8],
    // a contrast halves what came before and weighs what follows by 1.5
    ['It is not cheap, but the display is excellent.', -0.1875 + 1.5],
    ['The camera is good, but the battery drains quickly.', 0.35 - 1.2],
    ['We would not recommend it.', -0.525],
    ['No problems so far.', 0.525],
    ['Released in 2024 with a 6.1-inch screen.', 0],
    // phrases win over their words
    ['It falls short of its rivals.', -0.9],
    ['Hands down the best earbuds.', 1],
    ["It's worth noting that the plan renews monthly.", 0],
    ['It offers comfort as well as style.', 0],
    // a scalar next to a quality or cost noun
    ['Long battery life and low fees.', 1.2],
    ['The battery life is short.', -0.6],
    ['Fees are high.', -0.6],
    ['The price is very low.', 0.9],
    ['There are no hidden fees.', 0.525],
    ['No monthly fees.', 0.5],
    ['Which one is better?', 0],
    // "less" flips only the next word; a copula lets the noun wait for its predicate
    ['It is less intuitive.', -0.45],
    ['Less noise, more comfort.', 0.5 + 0.6],
    ['The fees for transfers abroad are high.', -0.6],
  ])('%s → raw %d', (text, expected) => {
    expect(raw(text)).toBeCloseTo(expected, 6);
  });
});

describe('lexicon sentiment: Korean', () => {
  it.each([
    ['카메라가 좋습니다.', 0.7],
    ['카메라가 좋지 않습니다.', -0.525],
    ['카메라가 좋지않다.', -0.525],
    ['카메라가 안 좋다.', -0.525],
    // 안 negates the predicate right after it, not the complaint noun that follows: both read negative.
    ['고객센터 연결이 잘 안 된다는 불만이 있습니다.', -1.4],
    // A negative news item: a data leak, a fine.
    ['개인정보 유출 사고로 과징금을 받았습니다.', -2.4],
    ['사고 싶다면 추천합니다.', 0.5],
    ['정말 훌륭한 제품이다.', 1.5],
    ['디자인이 별로예요.', -0.7],
    ['성능은 별로 좋지 않다.', -0.525],
    ['추천하지 않습니다.', -0.375],
    ['소니는 별로 추천하지 않습니다.', -0.375],
    ['추천하기 어렵습니다.', -0.375],
    ['문제가 없다.', 0.45],
    ['가격이 비싸서 실망했다.', -1.4],
    ['배터리는 좋지만 가격이 비싸다.', 0.35 - 0.75],
    ['좋은 제품이지만', 0.7],
    ['2024년에 출시되었다.', 0],
    // quality and cost nouns with a scalar predicate
    ['가격 대비 만족도가 높습니다.', 0.6],
    ['만족도가 낮다.', -0.6],
    ['만족도가 높지 않다.', -0.45],
    ['가격이 낮아 부담이 적습니다.', 1.2],
    ['가격이 높다.', -0.6],
    ['높은 만족도', 0.6],
    ['인원이 많을 때 부담이 적습니다.', 0.6],
    ['수수료가 없습니다.', 0.5],
    ['대기 시간이 짧습니다.', 0.6],
    ['가성비 장점이 줄었다.', -0.6],
    // advice and questions state no opinion
    ['구매 전 가격을 비교해 보는 것이 좋습니다.', 0],
    ['어떤 제품이 좋을까요?', 0],
    ['가격이 합리적인지 확인하세요.', 0],
    // only an adnominal scalar describes the noun after it
    ['큰 부담', -0.6],
    ['송금 금액이 크다면 수수료보다 환율이 더 중요합니다.', 0],
  ])('%s → raw %d', (text, expected) => {
    expect(raw(text)).toBeCloseTo(expected, 6);
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

  it('is versioned lexicon-v3, and the memoized scorer agrees with it', () => {
    expect(lexiconSentiment.id).toBe('lexicon-v3');
    const memo = memoizedLexiconSentiment();
    expect(memo.id).toBe('lexicon-v3');
    const passages = ['great value', 'battery drains fast', '가성비가 좋다'];
    expect(memo.score(passages, { language: 'ko' })).toBe(
      lexiconSentiment.score(passages, { language: 'ko' }),
    );
    expect(memo.score(passages, { language: 'ko' })).toBe(
      lexiconSentiment.score(passages, { language: 'ko' }),
    );
  });
});
