import { describe, expect, it } from 'vitest';
import { normalizeMapped } from './normalize-text.ts';
import { splitSentences } from './sentences.ts';
import { stripMarkdown } from './strip-markdown.ts';

const split = (text: string) => splitSentences(normalizeMapped(stripMarkdown(text)), text.length);

describe('splitSentences', () => {
  it.each([
    ['Samsung is good. LG is fine! Sony? Yes.', ['samsung is good.', 'lg is fine!', 'sony?', 'yes.']],
    ['삼성전자는 좋다. LG전자는 별로다.', ['삼성전자는 좋다.', 'lg전자는 별로다.']],
    [
      'The 6.1-inch model costs $799.99 at samsung.com today.',
      ['the 6.1-inch model costs $799.99 at samsung.com today.'],
    ],
    ['Samsung vs. LG, e.g. TVs. Done.', ['samsung vs. lg, e.g. tvs.', 'done.']],
    ['## Title\n- item one\n- item two', ['title', 'item one', 'item two']],
    ['He said "great." Then left.', ['he said "great."', 'then left.']],
    ['끝。다음', ['끝。', '다음']],
    ['---\n\n***', []],
  ])('%s', (text, expected) => {
    expect(split(text).map((s) => s.text)).toEqual(expected);
  });

  it('counts words (Korean eojeol, English words, numbers) and ignores punctuation-only tokens', () => {
    expect(split('삼성전자는 2025년에 좋은 - 제품을 냈다.').map((s) => s.words)).toEqual([5]);
    expect(split('Samsung — the market leader — ships 3 phones.').map((s) => s.words)).toEqual([7]);
  });

  it('tiles the stored answer with source ranges', () => {
    const text = 'Intro line.[1] Second one.\n\nThird.';
    const sentences = split(text);
    expect(sentences.map((s) => [s.sourceStart, s.sourceEnd])).toEqual([
      [0, text.indexOf('Second')],
      [text.indexOf('Second'), text.indexOf('Third')],
      [text.indexOf('Third'), text.length],
    ]);
  });
});
