import { describe, expect, it } from 'vitest';
import { citationSentences, findCitationMarkers } from './citation-positions.ts';
import { normalizeMapped } from './normalize-text.ts';
import { splitSentences } from './sentences.ts';
import { stripMarkdown } from './strip-markdown.ts';
import type { AnswerCitationInput } from './types.ts';

function place(text: string, citations: AnswerCitationInput[]): number[][] {
  const sentences = splitSentences(normalizeMapped(stripMarkdown(text)), text.length);
  return citationSentences(text, citations, sentences);
}

describe('findCitationMarkers', () => {
  it.each([
    ['A [1] B [2][3]', 3, [0, 1, 2]],
    ['lists [1, 3]', 3, [0, 2]],
    ['out of range [4] and [0]', 3, []],
    ['a link [1](https://x.com)', 1, [0]],
    ['no markers here', 2, []],
  ])('%s', (text, count, expected) => {
    expect(findCitationMarkers(text, count).map((m) => m.citation)).toEqual(expected);
  });
});

describe('citationSentences', () => {
  const ko = '😀 삼성전자는 좋다. LG는 별로다. 소니는 보통이다.';

  it('uses UTF-16 offsets into Korean text (surrogate pairs included)', () => {
    const start = ko.indexOf('LG');
    const end = ko.indexOf('별로다.') + '별로다.'.length;
    expect(place(ko, [{ url: 'u', startIndex: start, endIndex: end }])).toEqual([[1]]);
    expect(place(ko, [{ url: 'u', startIndex: 0, endIndex: ko.indexOf('LG') }])).toEqual([[0]]);
    expect(
      place(ko, [{ url: 'u', startIndex: ko.indexOf('좋다'), endIndex: ko.indexOf('소니') + 1 }]),
    ).toEqual([[0, 1, 2]]);
  });

  it('clamps, swaps and handles empty ranges', () => {
    expect(place(ko, [{ url: 'u', startIndex: -10, endIndex: 9999 }])).toEqual([[0, 1, 2]]);
    expect(place(ko, [{ url: 'u', startIndex: 9999, endIndex: 10_000 }])).toEqual([[2]]);
    expect(place(ko, [{ url: 'u', startIndex: ko.indexOf('소니'), endIndex: ko.indexOf('LG') }])).toEqual([
      [1],
    ]);
    expect(place(ko, [{ url: 'u', startIndex: ko.indexOf('별로') }])).toEqual([[1]]);
  });

  it('uses [n] markers, a marker after the period belonging to that sentence', () => {
    const text = 'Samsung is good.[1] LG is fine [2]. Sony is ok.[1][3]';
    expect(place(text, [{ url: 'a' }, { url: 'b' }, { url: 'c' }])).toEqual([[0, 2], [1], [2]]);
  });

  it('leaves citations that markers never reference uncited', () => {
    const text = '삼성전자는 좋다.[1] LG는 별로다.';
    expect(place(text, [{ url: 'a' }, { url: 'b' }])).toEqual([[0], []]);
  });

  it('applies citations to the whole answer when the answer places none', () => {
    const text = 'Samsung is good. LG is fine. Sony is ok.';
    expect(place(text, [{ url: 'a' }, { url: 'b' }])).toEqual([
      [0, 1, 2],
      [0, 1, 2],
    ]);
  });

  it('prefers offsets over markers', () => {
    const text = 'Samsung is good.[1] LG is fine.';
    expect(place(text, [{ url: 'a', startIndex: text.indexOf('LG'), endIndex: text.length }])).toEqual([[1]]);
  });
});
