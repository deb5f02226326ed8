import { describe, expect, it } from 'vitest';
import { scriptLocale } from './script-locale.ts';
import { sentenceStarts } from './sentence-bounds.ts';

const sentences = (text: string) => {
  const starts = sentenceStarts(text);
  return starts.map((s, i) => text.slice(s, starts[i + 1]).trim());
};

describe('sentenceStarts', () => {
  it('does not end a sentence inside a number, a domain or after an abbreviation or initial', () => {
    expect(
      sentences(
        'Rates hit 3.35% per St. Louis Fed data. See populationstat.com for more. J. K. Rowling agrees.',
      ),
    ).toEqual([
      'Rates hit 3.35% per St. Louis Fed data.',
      'See populationstat.com for more.',
      'J. K. Rowling agrees.',
    ]);
    expect(sentences('It ranked No. 1 in 2024. No. Not again.')).toEqual([
      'It ranked No. 1 in 2024.',
      'No.',
      'Not again.',
    ]);
  });

  it('segments Korean, Japanese and Chinese answers, and lines', () => {
    expect(sentences('금리는 3.25%입니다. 출처는 example.kr입니다.다음 문장 🙂! 끝')).toEqual([
      '금리는 3.25%입니다.',
      '출처는 example.kr입니다.',
      '다음 문장 🙂!',
      '끝',
    ]);
    expect(sentences('東京です。大阪は2.5倍です。')).toEqual(['東京です。', '大阪は2.5倍です。']);
    expect(sentences('首尔很大。人口约940万。')).toEqual(['首尔很大。', '人口约940万。']);
    expect(sentences('- first line\n- second line')).toEqual(['- first line', '- second line']);
  });

  it('picks the locale from the script of the text', () => {
    expect(['서울', 'とうきょう', '東京', '北京', 'กรุงเทพ', 'Seoul'].map(scriptLocale)).toEqual([
      'ko',
      'ja',
      'zh',
      'zh',
      'th',
      'en',
    ]);
  });
});
