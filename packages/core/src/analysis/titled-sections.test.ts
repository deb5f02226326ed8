import { describe, expect, it } from 'vitest';
import { titledSections } from './titled-sections.ts';

const sentence = (text: string) => ({ text, words: text.split(' ').filter(Boolean).length });

describe('titled sections', () => {
  it('gives the lines under a one-brand title to that brand, up to the next title', () => {
    const sentences = [
      '운동용 무선 이어폰은 고정력과 방수 등급을 먼저 보세요.',
      'jabra elite 8 active',
      '귀에 단단히 고정돼서 러닝할 때 빠질 걱정이 없습니다.',
      '군용 규격 내구성 테스트도 통과해 튼튼합니다.',
      '삼성 갤럭시 버즈3 프로',
      '격한 운동을 하면 귀에서 쉽게 빠진다는 불만이 있습니다.',
    ].map(sentence);
    const brands = [[], [0], [], [], [1], []];
    expect(titledSections(sentences, brands)).toEqual(
      new Map([
        [0, [2, 3]],
        [1, [5]],
      ]),
    );
  });

  it('does not count a price in brackets or a list number against a title', () => {
    const sentences = [
      '**1. 사운드코어 liberty 4 nc (약 8만 원)**',
      '- 이 가격대에서 anc 성능이 좋은 편이라 출퇴근용으로 추천합니다.',
      '**2. qcy melobuds pro (약 3만 원)**',
      '- 가성비 좋은 입문용 이어폰입니다.',
    ].map(sentence);
    expect(titledSections(sentences, [[0], [], [1], []])).toEqual(
      new Map([
        [0, [1]],
        [1, [3]],
      ]),
    );
  });

  it('stops at a sentence naming a brand, at another heading and after four sentences', () => {
    const sentences = [
      'notion',
      'flexible databases and a clean editor.',
      'slack is better for chat.',
      'pricing',
      'clickup',
      'a.',
      'b.',
      'c.',
      'd.',
      'e.',
    ].map(sentence);
    const brands = [[0], [], [1], [], [2], [], [], [], [], []];
    expect(titledSections(sentences, brands)).toEqual(
      new Map([
        [0, [1]],
        [2, [5, 6, 7, 8]],
      ]),
    );
  });

  it('ignores sentences, long lines, label: value lines and lines naming two brands', () => {
    const sentences = [
      'samsung is great.',
      'next line.',
      'samsung galaxy s25 ultra with 12 gb ram',
      'next line.',
      '앱: 케이뱅크 앱 > 고객센터',
      'next line.',
      'revolut n26',
      'next line.',
    ].map(sentence);
    const brands = [[0], [], [0], [], [1], [], [2, 3], []];
    expect(titledSections(sentences, brands)).toEqual(new Map());
  });
});
